// The alert types of spec 02 (section 4: red = in trouble, orange = okay but some damage,
// green = all clear) with their button labels and the spec's success toasts (section 8).
export type AlertStatus = 'red' | 'orange' | 'green';

export interface AlertType {
  status: AlertStatus;
  label: string;
  hint: string;
  sentDescription: string;
}

export const ALERT_TYPES: AlertType[] = [
  {
    status: 'red',
    label: 'In Trouble',
    hint: 'I need help now',
    sentDescription: 'Emergency Alert Sent - In Trouble',
  },
  {
    status: 'orange',
    label: 'Okay but Some Damage',
    hint: 'I am safe, but my home or car is damaged',
    sentDescription: 'Status Alert Sent - Okay but Some Damage',
  },
  {
    status: 'green',
    label: 'Perfectly Fine',
    hint: 'All clear, no damage',
    sentDescription: 'All Clear Alert Sent - Perfectly Fine',
  },
];

export const STATUS_LABELS: Record<string, string> = Object.fromEntries(ALERT_TYPES.map((t) => [t.status, t.label]));

export const SENT_TOAST = 'Alert Sent Successfully';
export const FAILED_TOAST = { title: 'Failed to Send Alert', description: 'Please try again or contact your group coordinator' };

export const RESPONSE_LABELS: Record<string, string> = {
  'on-my-way': 'On my way',
  'can-help': 'Can help',
  message: 'Message',
};

export const MAX_TEXT = 500;

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** "14:05" today, "Mar 3, 14:05" on another day (24-hour, like the home clock). */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay ? timeFormat.format(date) : `${dayFormat.format(date)}, ${timeFormat.format(date)}`;
}

/** A map link for a location sent as "lat, lng (±acc m)"; null for free text. */
export function mapLink(location: string): string | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)/.exec(location);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
