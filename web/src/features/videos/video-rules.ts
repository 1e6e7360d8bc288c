// The add-video checks the form makes before sending, as a convenience: the API checks the same
// rules (@ministry/shared/videos.ts) and its answer is what counts. Each problem is a
// catalogue key of the `videos` namespace whose English text is the server's own message, so the
// member reads the same words whichever side caught the mistake (docs/product/videos.md).
import { DURATION_PATTERN, isWebAddress } from '@ministry/shared/videos.ts';

export type VideoMessageKey = 'messages.required' | 'messages.url' | 'messages.duration';


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
