// The event types and priorities of spec 02 section 2 (value → label), and the form defaults of
// section 9. The API holds the same lists (api/src/modules/calendar/inputs.ts).
import type { Option } from '../../ui/Select.tsx';

export const EVENT_TYPES: Option[] = [
  { id: 'field-service', label: 'Field Service' },
  { id: 'meeting', label: 'Meeting' },
  { id: 'assembly', label: 'Assembly' },
  { id: 'special-day', label: 'Special Day' },
  { id: 'activity', label: 'Activity' },
  { id: 'study', label: 'Bible Study' },
  { id: 'memorial', label: 'Memorial' },
  { id: 'convention', label: 'Convention' },
];

export const PRIORITIES: Option[] = [
  { id: 'low', label: 'Low' },
  { id: 'medium', label: 'Medium' },
  { id: 'high', label: 'High' },
  { id: 'critical', label: 'Critical' },
];

export const DEFAULT_TYPE = 'field-service';
export const DEFAULT_PRIORITY = 'medium';

export const typeLabel = (type: string) => EVENT_TYPES.find((t) => t.id === type)?.label ?? type;
export const priorityLabel = (priority: string) => PRIORITIES.find((p) => p.id === priority)?.label ?? priority;

/** "Attendees parsed as an integer, falling back to 0" (spec 02 section 5). */
export function parseAttendees(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}
