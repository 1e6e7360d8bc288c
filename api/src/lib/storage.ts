// The one storage module for uploaded files (docs/product/README.md, "Images are checked by
// their bytes"): a local directory (config.uploadDir) by default. A file is accepted only
// within its size limit and only when its bytes — not its name, not the type the client
// claimed — say it is one of the accepted types; it is then written under a random name the
// server chose, and read back only by a name of that form, so no path a user typed ever
// reaches the file system. When a virus scanner is configured (CLAMAV_URL), every file is streamed
// through it before it is kept: an infected one is refused, and while the scanner is away nothing
// is kept unscanned (docs/operations.md, "Virus scanning").
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { scanStream, ScannerUnavailable, type ScannerAddress } from './antivirus.ts';
import { PayloadTooLargeError, ServiceUnavailableError, ValidationError } from './errors.ts';
import { log } from './log.ts';

/** A File as both Fetch implementations in use give it (the native one and @whatwg-node's). */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).arrayBuffer === 'function' &&
    typeof (value as UploadedFile).size === 'number' &&
    typeof (value as UploadedFile).name === 'string'
  );
}

export interface UploadPolicy {
  /** The largest accepted size in bytes. */
  maxBytes: number;
  /** Accepted content types (as detected from the bytes) and the extension each is stored with. */
  types: Readonly<Record<string, string>>;
  tooLarge: string;
  wrongType: string;
  /** The input field the messages belong to. */
  field: string;
}

export interface StoredUpload {
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
}

const MB = 1024 * 1024;

/** Images a browser can show. SVG is not among them: it can carry script. */
export const IMAGE_POLICY_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
} as const;

export const imagePolicy = (messages: { tooLarge: string; wrongType: string }, field = 'image'): UploadPolicy => ({
  maxBytes: 10 * MB,
  types: IMAGE_POLICY_TYPES,
  field,
  ...messages,
});

/** A stored name: a random UUID and the extension of its detected type. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

const ORIGINAL_NAME_MAX = 200;

/** The client's file name, for display only: no path, no control characters, bounded. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'upload').slice(0, ORIGINAL_NAME_MAX);
}

function refuse(policy: UploadPolicy, message: string): never {
  throw new ValidationError(message, [{ path: policy.field, message }]);
}

/** Checks the file against the policy without storing anything; answers its bytes and type. */
export async function inspectUpload(file: UploadedFile, policy: UploadPolicy) {
  // An empty file is not an image of any type.
  if (file.size <= 0) refuse(policy, policy.wrongType);
  if (file.size > policy.maxBytes) refuse(policy, policy.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > policy.maxBytes) refuse(policy, policy.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? policy.types[detected.mime] : undefined;
  if (!detected || !extension) refuse(policy, policy.wrongType);
  return { bytes, mimeType: detected.mime, extension };
}

/**
 * An image sent inline as a data: URL (a member's background image): its bytes must be an image
 * of one of `types`, whatever the URL's own media type claims. Answers nothing; refuses with
 * `message` on `field`.
 */
export async function assertImageDataUrl(dataUrl: string, types: readonly string[], message: string, field: string): Promise<void> {
  const match = /^data:([^;,]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  const bytes = match ? Buffer.from(match[2]!, 'base64') : null;
  const detected = bytes && bytes.byteLength > 0 ? await fileTypeFromBuffer(new Uint8Array(bytes)) : undefined;
  if (!match || !detected || !types.includes(detected.mime) || detected.mime !== match[1]) {
    throw new ValidationError(message, [{ path: field, message }]);
  }
}

// ---- Virus scanning.

export const SCAN_MESSAGES = {
  infected: 'This file contains a virus, so it was not kept.',
  unavailable: 'Uploaded files cannot be checked for viruses right now, so this one was not kept. Please try again later.',
} as const;

/** Refuses what the scanner finds infected, or everything while it cannot answer; without one, nothing. */
async function assertClean(scanner: ScannerAddress | undefined, policy: UploadPolicy, source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<void> {
  if (!scanner) return;
  let verdict: Awaited<ReturnType<typeof scanStream>>;
  try {
    verdict = await scanStream(scanner, source);
  } catch (error) {
    if (!(error instanceof ScannerUnavailable)) throw error;
    log.error({ event: 'upload-refused', message: 'The virus scan failed', error });
    throw new ServiceUnavailableError(SCAN_MESSAGES.unavailable);
  }
  if (!verdict.clean) {
    log.warn({ event: 'upload-refused', message: 'The virus scan found a virus', signature: verdict.signature });
    refuse(policy, SCAN_MESSAGES.infected);
  }
}

/**
 * Validates, scans (with the app's scanner, `config.antivirus`, when there is one) and writes the
 * file; the caller removes it again if what it belongs to is not saved.
 */
export async function saveUpload(dir: string, file: UploadedFile, policy: UploadPolicy, scanner: ScannerAddress | undefined): Promise<StoredUpload> {
  const { bytes, mimeType, extension } = await inspectUpload(file, policy);
  await assertClean(scanner, policy, [bytes]);
  const filename = `${randomUUID()}.${extension}`;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, filename), bytes, { flag: 'wx', mode: 0o600 });
  return { filename, originalName: displayName(file.name), mimeType, size: bytes.byteLength };
}

/** The bytes of a stored file, or null when the name is not one this module gives or no file has it. */
export async function readUpload(dir: string, filename: string): Promise<Buffer | null> {
  if (!isStoredName(filename)) return null;
  try {
    return await readFile(join(dir, filename));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeUpload(dir: string, filename: string): Promise<void> {
  if (!isStoredName(filename)) return;
  await rm(join(dir, filename), { force: true });
}

// ---- Large files (songs): streamed to disk and back, never held in memory whole.

/** Songs as their bytes say they are: MP3, WAV and M4A (AAC in an MPEG-4 audio box, either brand). */
export const AUDIO_POLICY_TYPES = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
} as const;

export const audioPolicy = (maxBytes: number, messages: { tooLarge: string; wrongType: string }, field = 'file'): UploadPolicy => ({
  maxBytes,
  types: AUDIO_POLICY_TYPES,
  field,
  ...messages,
});

/**
 * Streams `source` to a temporary file in `dir`, counting its bytes, then checks its type from the
 * bytes on disk, streams it from there to the virus scanner when there is one, and gives it its
 * stored name. Over `policy.maxBytes` the rest of the stream is read and dropped (so the client
 * still hears the answer) and PayloadTooLargeError is thrown; a wrong type or a virus is a
 * ValidationError, a scanner that cannot answer a ServiceUnavailableError. Whatever fails, no
 * file is left behind.
 */
export async function saveUploadStream(
  dir: string,
  source: Readable,
  name: string,
  policy: UploadPolicy,
  scanner: ScannerAddress | undefined,
): Promise<StoredUpload & { path: string }> {
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = join(dir, `${id}.part`);
  let size = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      if (size > policy.maxBytes) over = true;
      done(null, over ? undefined : chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    if (over) throw new PayloadTooLargeError(policy.tooLarge);
    if (size === 0) refuse(policy, policy.wrongType);
    const detected = await fileTypeFromFile(partial);
    const extension = detected ? policy.types[detected.mime] : undefined;
    if (!detected || !extension) refuse(policy, policy.wrongType);
    // The file is read for the scanner only when there is one: an unread stream would still open it.
    if (scanner) await assertClean(scanner, policy, createReadStream(partial));
    const filename = `${id}.${extension}`;
    const path = join(dir, filename);
    await rename(partial, path);
    return { filename, originalName: displayName(name), mimeType: detected.mime, size, path };
  } finally {
    await rm(partial, { force: true });
  }
}

/** Where a stored file lives, when the name is one this module gives; for reading it in place. */
export function storedPath(dir: string, filename: string): string | null {
  return isStoredName(filename) ? join(dir, filename) : null;
}

/** The size of a stored file, or null when there is none by that name. */
export async function storedSize(dir: string, filename: string): Promise<number | null> {
  const path = storedPath(dir, filename);
  if (!path) return null;
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Reads bytes `start`..`end` (inclusive) of a stored file from disk as a stream. */
export function readUploadStream(dir: string, filename: string, range: { start: number; end: number }): ReadStream | null {
  const path = storedPath(dir, filename);
  return path ? createReadStream(path, range) : null;
}

// Characters a header value or a file name must not carry: control characters, and the marks that
// change the direction of text, which can make a name seem to end in another extension than it does.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** RFC 8187 ext-value: UTF-8, with everything but the attr-char set percent-encoded. */
const extValue = (text: string) =>
  `UTF-8''${encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * The Content-Disposition a stored file is served with: shown in the page (`inline`), named by its
 * stored name (ASCII only, no quotes, no control characters) and, when the uploader's own name is
 * known, by that name too as `filename*` (RFC 6266), which browsers prefer when saving. The
 * uploader's name keeps its words but takes the extension of the stored file, the type its bytes
 * were found to be, so a song uploaded as "notes.html" is offered as "notes.mp3".
 */
export function inlineDisposition(storedName: string, uploadedName?: string | null): string {
  const ascii = storedName.replace(/[^\x20-\x7e]|["\\]/g, '').trim() || 'file';
  const header = `inline; filename="${ascii}"`;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(ascii)?.[1];
  const words = (uploadedName ?? '').split(/[\\/]/).pop()?.replace(UNSAFE_IN_NAME, '').trim() ?? '';
  const base = words.replace(/\.[^.]*$/, '').trim();
  if (!base) return header;
  return `${header}; filename*=${extValue(extension ? `${base}.${extension}` : base)}`;
}
