// The shepherding request's choices: request types (the spec names none; these are what
// congregation members ask elders for), the spec's priorities and statuses, and date display.
export const REQUEST_TYPES = [
  'Spiritual encouragement',
  'Personal counsel',
  'Family matter',
  'Illness or hospital visit',
  'Bereavement',
  'Return to meetings',
  'Other',
].map((label) => ({ id: label, label }));

export const PRIORITIES = [
  { id: 'urgent', label: 'Urgent' },
  { id: 'normal', label: 'Normal' },
  { id: 'low', label: 'Low' },
];

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
