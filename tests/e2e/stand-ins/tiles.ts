// A stand-in for the map tile servers on 127.0.0.1: any /street/{z}/{x}/{y}.png or
// /satellite/{z}/{y}/{x} answers a small plain PNG (light grey for streets, dark green for
// satellite), so the GPS pages draw real maps from the tiles the app is configured with.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A SIZE × SIZE PNG of one colour. */
export function solidPng([r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + SIZE * 3);
  for (let x = 0; x < SIZE; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: SIZE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILES = { street: solidPng([229, 231, 235]), satellite: solidPng([22, 78, 48]) };
const TILE_PATH = /^\/(street|satellite)\/\d+\/\d+\/\d+(\.png)?$/;

export async function start(): Promise<Record<string, string>> {
  const server = createServer((req, res) => {
    const match = TILE_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const png = TILES[match[1] as keyof typeof TILES];
    // The app's pages fetch tiles cross-origin (from maplibre's worker).
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    MAP_TILE_URL: `http://127.0.0.1:${port}/street/{z}/{x}/{y}.png`,
    MAP_SATELLITE_TILE_URL: `http://127.0.0.1:${port}/satellite/{z}/{y}/{x}`,
    MAP_ATTRIBUTION: 'Test tiles',
  };
}
