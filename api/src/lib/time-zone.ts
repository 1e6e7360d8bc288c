// A member's time zone, as their device names it (an IANA name such as Europe/Madrid): the check
// of the name, and the calendar day an instant falls on there. The report's days and the daily
// reminders' hour read the device's zone, never the server's.
import { z } from 'zod';

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA name such as Europe/Madrid';

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A time zone sent by a device, checked. */
export const timeZone = z.string({ error: TIME_ZONE_MESSAGE }).refine(isTimeZone, TIME_ZONE_MESSAGE);

/** The member's calendar day at `instant` in the IANA `timeZone` (the device's, not the server's). */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
