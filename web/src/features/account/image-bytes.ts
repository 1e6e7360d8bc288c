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
