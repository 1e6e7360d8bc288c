// The device's time zone (IANA name), which the server needs to place the member's day: the
// report's month and the reminders pushed to this device follow it.

/** The device's time zone; UTC when the browser names none. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
