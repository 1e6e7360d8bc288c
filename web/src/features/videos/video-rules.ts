// The add-video rules the form checks before sending; the API checks the same ones.
export const MESSAGES = {
  missingTitle: 'Missing Information',
  required: 'Please fill in both title and URL fields',
  url: 'Please enter a web address starting with http:// or https://',
  duration: 'Please write the duration as m:ss or h:mm:ss (such as 5:30)',
  added: 'Video added successfully!',
  addFailed: 'Failed to add video. Please try again.',
  deleted: 'Video deleted successfully!',
  deleteFailed: 'Failed to delete video. Please try again.',
  deleteConfirmation: 'Are you sure you want to delete this video?',
} as const;

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

/** Field → message for what is wrong with `values`; empty when they may be sent. */
export function videoProblems(values: VideoValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.title.trim()) problems.title = MESSAGES.required;
  if (!values.url.trim()) problems.url = MESSAGES.required;
  else if (!isWebAddress(values.url.trim())) problems.url = MESSAGES.url;
  const duration = values.duration.trim();
  if (duration && !DURATION_PATTERN.test(duration)) problems.duration = MESSAGES.duration;
  return problems;
}
