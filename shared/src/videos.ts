// The video rules both sides check (docs/product/videos.md): the server refuses what breaks them
// (api/src/modules/videos/inputs.ts) and the add-video form says so before sending.

/** A duration reads m:ss or h:mm:ss. */
export const DURATION_PATTERN = /^(?:\d{1,3}:[0-5]\d|\d{1,2}:[0-5]\d:[0-5]\d)$/;

/** An http or https address with a host: a stored link can never run script when opened. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
