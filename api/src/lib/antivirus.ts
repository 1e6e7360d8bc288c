// The virus scanner: clamd, reached over TCP (CLAMAV_URL) and asked with its INSTREAM command. The
// file goes as chunks, each behind its length as 4 bytes big-endian, and a zero length ends it;
// clamd answers "stream: OK" or "stream: <signature> FOUND", ended by a NUL byte (the command's
// leading "z"). storage.ts streams every upload through here before keeping it
// (docs/operations.md, "Virus scanning").
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

export interface ScannerAddress {
  host: string;
  port: number;
  /** How long clamd may stay silent (connecting, reading, scanning) before it counts as away. */
  timeoutMs: number;
}

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** clamd could not give a verdict: not reachable, too slow, or it answered an error. */
export class ScannerUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ScannerUnavailable';
  }
}

/** clamd reads a chunk into memory whole; its own default StreamMaxLength counts the sum. */
const CHUNK_BYTES = 64 * 1024;

async function send(socket: Socket, signal: AbortSignal, data: Uint8Array): Promise<void> {
  if (!socket.write(data)) await once(socket, 'drain', { signal });
}

/** Streams `source` to clamd and answers its verdict; throws ScannerUnavailable when it gives none. */
export async function scanStream(scanner: ScannerAddress, source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<ScanVerdict> {
  const socket = connect({ host: scanner.host, port: scanner.port });
  // Ends the writing as soon as clamd has answered or gone (it may answer before the end, as
  // when the stream is over its size limit).
  const finished = new AbortController();
  let reply = Buffer.alloc(0);
  let failure: unknown;
  const answered = new Promise<void>((resolve) => {
    const done = () => {
      finished.abort();
      resolve();
    };
    socket.on('data', (data: Buffer) => {
      reply = Buffer.concat([reply, data]);
      if (reply.includes(0)) done();
    });
    socket.on('error', (error) => {
      failure ??= error;
      done();
    });
    socket.on('close', done);
  });
  socket.setTimeout(scanner.timeoutMs, () => socket.destroy(new Error(`no answer within ${scanner.timeoutMs} ms`)));
  try {
    await once(socket, 'connect', { signal: finished.signal });
    await send(socket, finished.signal, Buffer.from('zINSTREAM\0', 'latin1'));
    for await (const data of source) {
      for (let start = 0; start < data.byteLength; start += CHUNK_BYTES) {
        const chunk = data.subarray(start, start + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.byteLength);
        await send(socket, finished.signal, length);
        await send(socket, finished.signal, chunk);
      }
    }
    await send(socket, finished.signal, Buffer.alloc(4));
  } catch (error) {
    // Writing stopped because clamd answered or went away; the reply (or its absence) says which.
    if (!finished.signal.aborted) failure ??= error;
  }
  await answered;
  socket.destroy();

  const text = reply.toString('utf8').split('\0')[0]!.trim();
  if (text === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { clean: false, signature: found[1]! };
  const reason = text ? `clamd answered "${text}"` : `clamd at ${scanner.host}:${scanner.port} gave no answer`;
  throw new ScannerUnavailable(failure instanceof Error ? `${reason}: ${failure.message}` : reason, { cause: failure });
}
