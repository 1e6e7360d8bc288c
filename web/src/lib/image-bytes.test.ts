import { describe, expect, test } from 'vitest';
import { imageAsDataUrl, imageFormatOf, sniffImage } from './image-bytes.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('image format from the bytes', () => {
  test('PNG, JPEG, GIF and WebP are recognised by their first bytes', () => {
    expect(imageFormatOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(imageFormatOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageFormatOf(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(imageFormatOf(bytes('GIF87a'))).toBe('image/gif');
    expect(imageFormatOf(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  test('text, an SVG, a truncated header and an empty file are not images', () => {
    expect(imageFormatOf(bytes('hello, this is text'))).toBeNull();
    expect(imageFormatOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageFormatOf(bytes(0x89, 'PNG'))).toBeNull();
    expect(imageFormatOf(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(imageFormatOf(new Uint8Array())).toBeNull();
  });

  test('a text file named .png with an image type is still refused', async () => {
    const file = new File(['just some text'], 'photo.png', { type: 'image/png' });
    expect(await sniffImage(file)).toBeNull();
  });
});

describe('an image chosen as a data address', () => {
  const png = new Blob([bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0)], { type: 'text/plain' });
  test('carries the format its bytes show, not the one its name claims', async () => {
    expect(await imageAsDataUrl(png, ['image/png'], 1000)).toEqual({ dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
  });
  test('is refused when it is no image, a format not taken, or too large', async () => {
    expect(await imageAsDataUrl(new Blob(['hello, this is text']), ['image/png'], 1000)).toEqual({ refused: 'notAnImage' });
    expect(await imageAsDataUrl(png, ['image/jpeg'], 1000)).toEqual({ refused: 'wrongType' });
    expect(await imageAsDataUrl(png, ['image/png'], 5)).toEqual({ refused: 'tooLarge' });
  });
});
