// Small, valid audio files written by code for the tests, the e2e spec and the benchmark, so no
// binary fixture is kept or downloaded: a PCM WAV of silence, and an MP3 of silent MPEG-1 Layer III
// frames, optionally behind an ID3v2.3 tag naming an artist and an album.

/** A 16-bit mono PCM WAV of `seconds` of silence (at least `minBytes` of audio when given). */
export function wavFile(seconds: number, sampleRate = 8000, minBytes = 0): Buffer {
  const dataBytes = Math.max(Math.round(seconds * sampleRate) * 2, minBytes + (minBytes % 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono, no padding: 417 bytes and 1152 samples a frame. */
const FRAME_HEADER = [0xff, 0xfb, 0x90, 0xc0];
const FRAME_BYTES = Math.floor((144 * 128_000) / 44_100);
export const MP3_FRAME_SECONDS = 1152 / 44_100;

function id3Text(id: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'ascii');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

function id3Tag(tags: { artist?: string; album?: string }): Buffer {
  const frames = Buffer.concat([...(tags.artist ? [id3Text('TPE1', tags.artist)] : []), ...(tags.album ? [id3Text('TALB', tags.album)] : [])]);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  // The tag size is a "synchsafe" integer: 7 bits a byte.
  const size = frames.length;
  header[6] = (size >> 21) & 0x7f;
  header[7] = (size >> 14) & 0x7f;
  header[8] = (size >> 7) & 0x7f;
  header[9] = size & 0x7f;
  return Buffer.concat([header, frames]);
}

/** `frames` silent MP3 frames (38 is about a second), behind an ID3 tag when tags are given. */
export function mp3File(frames: number, tags?: { artist?: string; album?: string }): Buffer {
  const frame = Buffer.alloc(FRAME_BYTES);
  Buffer.from(FRAME_HEADER).copy(frame);
  const audio = Buffer.concat(Array.from({ length: frames }, () => frame));
  return tags ? Buffer.concat([id3Tag(tags), audio]) : audio;
}

/** The first bytes of a PNG image: a file that is not audio whatever its name says. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
