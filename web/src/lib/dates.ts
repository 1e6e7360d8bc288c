// A calendar day as the member's local YYYY-MM-DD string, the form the API stores and the offline
// path sends: written from a Date and read back at local midnight, so no time zone moves the day.

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `date`. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a YYYY-MM-DD day. */
export function parseIsoDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}
