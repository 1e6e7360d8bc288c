// The add-video checks the form makes before sending, as a convenience: the API checks the same
// rules (api/src/modules/videos/inputs.ts) and its answer is what counts. Each problem is a
// catalogue key of the `videos` namespace whose English text is the server's own message, so the
// member reads the same words whichever side caught the mistake (docs/product/videos.md).
export type VideoMessageKey = 'messages.required' | 'messages.url' | 'messages.duration';

const DURATION_PATTERN = /^(?:\d{1,3}:[0-5]\d|\d{1,2}:[0-5]\d:[0-5]\d)$/;

export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface VideoValues {
  title: string;
  url: string;
  description: string;
  duration: string;
  category: string;
}

/** Field → catalogue key of what is wrong with `values`; empty when they may be sent. */
export function videoProblems(values: VideoValues): Partial<Record<keyof VideoValues, VideoMessageKey>> {
  const problems: Partial<Record<keyof VideoValues, VideoMessageKey>> = {};
  if (!values.title.trim()) problems.title = 'messages.required';
  if (!values.url.trim()) problems.url = 'messages.required';
  else if (!isWebAddress(values.url.trim())) problems.url = 'messages.url';
  const duration = values.duration.trim();
  if (duration && !DURATION_PATTERN.test(duration)) problems.duration = 'messages.duration';
  return problems;
}
