// Which picture format a file really is, read from its first bytes (its "magic number"), not from
// its name or the type the browser guesses from the name: a text file renamed .png is not an image.
// The server checks the same way (docs/product/accounts.md, "Design").
export type ImageFormat = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const ascii = (bytes: Uint8Array, start: number, text: string) => [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0));

/** The format the bytes begin with, or null when they are not a PNG, JPEG, GIF or WebP image. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}

/** Reads just enough of a file to know its format. */
export async function sniffImage(file: Blob): Promise<ImageFormat | null> {
  return imageFormatOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/** Why a chosen file is not taken as an image. */
export type ImageRefusal = 'notAnImage' | 'wrongType' | 'tooLarge';

/**
 * A chosen file as a data: URL, when its bytes are an image of an `accepted` format and it is at
 * most `maxBytes`; the URL carries the format the bytes showed, not the one the file's name claimed.
 */
export async function imageAsDataUrl(file: Blob, accepted: readonly ImageFormat[], maxBytes: number): Promise<{ dataUrl: string } | { refused: ImageRefusal }> {
  const format = await sniffImage(file);
  if (!format) return { refused: 'notAnImage' };
  if (!accepted.includes(format)) return { refused: 'wrongType' };
  if (file.size > maxBytes) return { refused: 'tooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const dataUrl = `data:${format};base64,${btoa(binary)}`;
  return { dataUrl };
}
