// HTTP Range requests for song streaming (RFC 9110, 14): one byte range of a file of known size.
// A phone's audio element asks `bytes=0-` first and then the ranges it seeks to.

export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * The part of a `size`-byte file that `header` asks for. No header, or several ranges (which this
 * server does not combine), is the whole file; a header that is not a byte range or names bytes
 * outside the file is unsatisfiable (416).
 */
export function parseRange(header: string | null | undefined, size: number): RangeAnswer {
  if (header === null || header === undefined) return { kind: 'whole' };
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(header.trim());
  if (!match) {
    return /^bytes=.+,.+$/i.test(header.trim()) ? { kind: 'whole' } : { kind: 'unsatisfiable' };
  }
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    // bytes=-N: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
