// Uploads pass the virus scanner before they are kept (docs/security.md, 5.4.3; docs/operations.md,
// "Virus scanning"). A stand-in clamd on 127.0.0.1 speaks INSTREAM as clamd does ("zINSTREAM\0",
// chunks behind 4-byte big-endian lengths, a zero length to end) and finds a virus in any file
// holding MARKER, so no real virus signature is kept in the repository. Images go through
// saveUpload (experiences, REST and GraphQL), songs through the streamed path; with the scanner
// away, the last test, nothing is kept unscanned.
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SCAN_MESSAGES } from '../../api/src/lib/storage.ts';
import { CREATE, PNG, graphqlWithFile, restCreate, storedImages } from '../../api/src/modules/experiences/test-helpers.ts';
import { wavFile } from '../../api/src/modules/music/test-audio.ts';
import { createTestApp, signedInMember, type Client, type TestApp } from './harness.ts';

const MARKER = 'STAND-IN-CLAMD-TEST-VIRUS';

/** What the stand-in was sent: each connection's command and the file its chunks made. */
const scans: { command: string; file: Buffer; chunks: number }[] = [];

function standInClamd(): Server {
  return createServer((socket) => {
    let pending = Buffer.alloc(0);
    let command: string | undefined;
    const chunks: Buffer[] = [];
    socket.on('data', (data: Buffer) => {
      pending = Buffer.concat([pending, data]);
      if (command === undefined) {
        const end = pending.indexOf(0);
        if (end < 0) return;
        command = pending.subarray(0, end).toString('latin1');
        pending = pending.subarray(end + 1);
      }
      while (pending.length >= 4) {
        const length = pending.readUInt32BE(0);
        if (length === 0) {
          const file = Buffer.concat(chunks);
          scans.push({ command, file, chunks: chunks.length });
          socket.end(file.includes(MARKER) ? 'stream: Eicar-Signature FOUND\0' : 'stream: OK\0');
          return;
        }
        if (pending.length < 4 + length) return;
        chunks.push(pending.subarray(4, 4 + length));
        pending = pending.subarray(4 + length);
      }
    });
    socket.on('error', () => undefined);
  });
}

const infected = (bytes: Buffer) => Buffer.concat([bytes, Buffer.from(MARKER)]);
const FORM = { title: 'Street witnessing', content: 'A student took a magazine.' };

let clamd: Server;
let t: TestApp;
let client: Client;
let userId: number;

beforeAll(async () => {
  clamd = standInClamd();
  clamd.listen(0, '127.0.0.1');
  await once(clamd, 'listening');
  const { port } = clamd.address() as { port: number };
  t = await createTestApp({ antivirus: { host: '127.0.0.1', port, timeoutMs: 5000 } });
  ({ client, user: { id: userId } } = await signedInMember(t));
});
afterAll(async () => {
  await t.close();
  clamd.close();
});

async function uploadSong(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/wav' }), 'song.wav');
  const response = await t.app.fetch(new Request('http://localhost/api/music/upload', { method: 'POST', headers: { cookie: client.cookie }, body: form }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const songFiles = () => {
  const dir = join(t.app.deps.config.uploadDir, 'music');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('with clamd answering', () => {
  test('a clean image is streamed to clamd with INSTREAM, byte for byte, and kept', async () => {
    const answer = await restCreate(t, client, FORM, { bytes: PNG, name: 'hall.png', type: 'image/png' });
    expect(answer.status).toBe(201);
    expect(scans.at(-1)).toMatchObject({ command: 'zINSTREAM', file: PNG });
    expect(storedImages(t)).toHaveLength(1);
  });

  test('an infected image is refused with the message over REST (400) and GraphQL, and nothing is kept', async () => {
    const file = { bytes: infected(PNG), name: 'hall.png', type: 'image/png' };
    const rest = await restCreate(t, client, FORM, file);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message: SCAN_MESSAGES.infected, fields: [{ path: 'image', message: SCAN_MESSAGES.infected }] });
    const graphql = await graphqlWithFile(t, client, CREATE, FORM, file);
    expect(graphql.data.createExperience).toMatchObject({ __typename: 'ValidationError', message: SCAN_MESSAGES.infected });
    expect(await t.db.ministryExperience.count({ where: { userId } })).toBe(1);
    expect(storedImages(t)).toHaveLength(1);
  });

  test('songs on the streamed path: a clean one is scanned in chunks and kept, an infected one refused with no file left', async () => {
    const song = wavFile(10);
    const kept = await uploadSong(song);
    expect(kept.status).toBe(201);
    expect(scans.at(-1)!.file.equals(song)).toBe(true);
    expect(scans.at(-1)!.chunks).toBeGreaterThan(1);
    const refused = await uploadSong(infected(song));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: SCAN_MESSAGES.infected, fields: [{ path: 'file', message: SCAN_MESSAGES.infected }] });
    expect(await t.db.musicFile.count({ where: { userId } })).toBe(1);
    expect(songFiles()).toEqual([kept.body.filename]);
  });
});

test('with clamd away, an upload is refused 503, try again later, over REST and GraphQL, and nothing is kept unscanned', async () => {
  await new Promise((resolve) => clamd.close(resolve));
  const file = { bytes: PNG, name: 'hall.png', type: 'image/png' };
  const rest = await restCreate(t, client, FORM, file);
  expect(rest.status).toBe(503);
  expect(rest.body).toEqual({ message: SCAN_MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE' });
  const graphql = await graphqlWithFile(t, client, CREATE, FORM, file);
  expect(graphql.status).toBe(503);
  expect(graphql.errors).toEqual([expect.objectContaining({ message: SCAN_MESSAGES.unavailable, extensions: { code: 'SERVICE_UNAVAILABLE' } })]);
  const song = await uploadSong(wavFile(1));
  expect(song.status).toBe(503);
  expect(song.headers.get('retry-after')).toBeTruthy();
  expect(await t.db.ministryExperience.count({ where: { userId } })).toBe(1);
  expect(await t.db.musicFile.count({ where: { userId } })).toBe(1);
  expect(storedImages(t)).toHaveLength(1);
  expect(songFiles()).toHaveLength(1);
});
