// The retention rule's arithmetic (docs/product/privacy.md): pure, shared by the server's schedule
// and its notice, and by the admin's input check.

/** The member is told this many days before a record goes. */
export const RETENTION_NOTICE_DAYS = 30;
export const MIN_RETENTION_MONTHS = 1;
export const MAX_RETENTION_MONTHS = 120;

export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** `day` plus `months`, on the same day of the month or the month's last day (31 Aug + 6 → 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return dayOf(target);
}

/** The first day a record whose last call or change was on `lastDay` is no longer kept. */
export const expiresOn = (lastDay: string, months: number) => addMonths(lastDay, months);
