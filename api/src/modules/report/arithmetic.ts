// The arithmetic of the field service report (docs/product/report.md), pure: no database, no clock.
// The service reads the rows and the member's day, this module turns them into what the page
// shows. Every date is a calendar date (YYYY-MM-DD) or month (YYYY-MM) string computed in UTC, so
// nothing here moves with the server's time zone or a daylight-saving change.

export const ROLES = ['publisher', 'auxiliary_pioneer', 'regular_pioneer', 'special_pioneer', 'field_missionary'] as const;
export type Role = (typeof ROLES)[number];
export const KINDS = ['house_to_house', 'cart', 'letter', 'phone', 'informal'] as const;
export type Kind = (typeof KINDS)[number];
export const ROUNDINGS = ['none', 'quarter_hour', 'half_hour', 'hour'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** A publisher reports that they took part and their studies; every other role reports hours. */
export const reportsHours = (role: Role): boolean => role !== 'publisher';

/** The goals a role starts with; the member may change them in the page's settings. */
export const DEFAULT_GOALS: Record<Role, { monthly: number | null; annual: number | null }> = {
  publisher: { monthly: null, annual: null },
  auxiliary_pioneer: { monthly: 30, annual: null },
  regular_pioneer: { monthly: 50, annual: 600 },
  special_pioneer: { monthly: 100, annual: 1200 },
  field_missionary: { monthly: 100, annual: 1200 },
};

/** Only a regular pioneer's credit hours have a yearly cap; other roles' credit counts as it is. */
export const hasCreditCap = (role: Role): boolean => role === 'regular_pioneer';

/** The reminder to send shows on the last days of a month and the first days of the next. */
export const REMINDER_LAST_DAYS = 3;
export const REMINDER_FIRST_DAYS = 10;

const ROUNDING_STEP: Record<Rounding, number> = { none: 1, quarter_hour: 15, half_hour: 30, hour: 60 };

/** Whole minutes of a timer's seconds, rounded down to the member's step. */
export function roundTimerMinutes(seconds: number, rounding: Rounding): number {
  const step = ROUNDING_STEP[rounding];
  return Math.floor(Math.max(0, seconds) / 60 / step) * step;
}

const monthParts = (month: string) => month.split('-').map(Number) as [number, number];
const pad = (n: number) => String(n).padStart(2, '0');

export const monthOf = (date: string): string => date.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [year, m] = monthParts(month);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function daysInMonth(month: string): number {
  const [year, m] = monthParts(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The service year a month belongs to, September to August, named by its first and last month. */
export function serviceYearOf(month: string): { first: string; last: string } {
  const [year, m] = monthParts(month);
  const start = m >= 9 ? year : year - 1;
  return { first: `${start}-09`, last: `${start + 1}-08` };
}

export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = shiftMonth(m, 1)) months.push(m);
  return months;
}

const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Days from `today` (included) to the end of `lastMonth`, counting from `firstMonth` if today is before it. */
export function daysLeft(today: string, firstMonth: string, lastMonth: string): number {
  const end = dayNumber(`${lastMonth}-${pad(daysInMonth(lastMonth))}`);
  const start = Math.max(dayNumber(today), dayNumber(`${firstMonth}-01`));
  return Math.max(0, end - start + 1);
}

export interface EntryTime {
  date: string;
  minutes: number;
  credit: boolean;
}

/** Minutes per month, field time and credit time apart. */
function byMonth(entries: readonly EntryTime[]) {
  const months = new Map<string, { standard: number; credit: number }>();
  for (const entry of entries) {
    const month = monthOf(entry.date);
    const sums = months.get(month) ?? { standard: 0, credit: 0 };
    if (entry.credit) sums.credit += entry.minutes;
    else sums.standard += entry.minutes;
    months.set(month, sums);
  }
  return months;
}

export interface MonthTime {
  /** Field minutes of the month's own entries. */
  ownStandardMinutes: number;
  /** Minutes below a full hour carried from the month before. */
  carriedInMinutes: number;
  /** Field minutes counted in the month: its own and those carried in. */
  standardMinutes: number;
  /** Whole field hours on the report. */
  standardHours: number;
  /** What is left below a full hour, carried into the next month. */
  carriedOutMinutes: number;
  /** Credit minutes of the month's entries, before the cap. */
  creditMinutes: number;
  /** Whole credit hours on the report, after the cap. */
  creditHours: number;
}

/**
 * Field time and credit of every month from the earliest entry (or `from`) to `month`. Leftover field minutes
 * roll into the next month; credit never rolls over, counts in whole hours, and (for a regular
 * pioneer) stops at `creditCapHours` within a service year.
 */
export function monthTimes(
  entries: readonly EntryTime[],
  month: string,
  role: Role,
  creditCapHours: number,
  from = month,
): Map<string, MonthTime> {
  const sums = byMonth(entries);
  const result = new Map<string, MonthTime>();
  const earliest = [...sums.keys()].sort()[0];
  const first = earliest && earliest < from ? earliest : from;
  let carry = 0;
  let creditThisYear = 0;
  let year = serviceYearOf(first).first;
  for (const m of monthsFrom(first, month)) {
    const own = sums.get(m) ?? { standard: 0, credit: 0 };
    if (serviceYearOf(m).first !== year) {
      year = serviceYearOf(m).first;
      creditThisYear = 0;
    }
    const standardMinutes = own.standard + carry;
    const standardHours = Math.floor(standardMinutes / 60);
    const wholeCredit = Math.floor(own.credit / 60);
    const creditHours = hasCreditCap(role) ? Math.max(0, Math.min(wholeCredit, Math.floor(creditCapHours) - creditThisYear)) : wholeCredit;
    creditThisYear += creditHours;
    result.set(m, {
      ownStandardMinutes: own.standard,
      carriedInMinutes: carry,
      standardMinutes,
      standardHours,
      carriedOutMinutes: standardMinutes - standardHours * 60,
      creditMinutes: own.credit,
      creditHours,
    });
    carry = standardMinutes - standardHours * 60;
  }
  return result;
}

export interface ReportSettingsValues {
  role: Role;
  monthlyGoalHours: number | null;
  annualGoalHours: number | null;
  creditCapHours: number;
}

export interface MonthSummary extends MonthTime {
  month: string;
  serviceYearFirst: string;
  serviceYearLast: string;
  reportsHours: boolean;
  monthlyGoalHours: number | null;
  annualGoalHours: number | null;
  /** Credit hours already counted this service year, to the month shown. */
  creditHoursThisYear: number;
  /** What the cap still allows this service year (null without a cap). */
  creditHoursLeftThisYear: number | null;
  /** Hours counted toward the goals: whole field hours plus counted credit, in minutes. */
  countedMinutes: number;
  countedMinutesThisYear: number;
  monthMinutesLeft: number | null;
  yearMinutesLeft: number | null;
  daysLeftInMonth: number;
  daysLeftInYear: number;
  /** Minutes a week needed to reach the goal in the days left (null without goal or days). */
  monthPaceMinutesPerWeek: number | null;
  yearPaceMinutesPerWeek: number | null;
}

const pace = (minutesLeft: number | null, days: number) =>
  minutesLeft === null || days === 0 ? null : Math.ceil((minutesLeft * 7) / days);

/** Everything the month view shows about time, for the member's `today`. */
export function summarize(entries: readonly EntryTime[], month: string, today: string, settings: ReportSettingsValues): MonthSummary {
  const { role, creditCapHours } = settings;
  const year = serviceYearOf(month);
  const times = monthTimes(entries, year.last, role, creditCapHours, year.first);
  const time = times.get(month)!;
  const yearMonths = monthsFrom(year.first, year.last);
  const counted = (t: MonthTime | undefined) => (t ? (t.standardHours + t.creditHours) * 60 : 0);
  const countedMinutes = time.standardMinutes + time.creditHours * 60;
  // The year's own field minutes, with what the last month so far still holds below an hour.
  const throughMonth = yearMonths.filter((m) => m <= month);
  const countedMinutesThisYear = throughMonth.reduce((sum, m) => sum + counted(times.get(m)), 0) + time.carriedOutMinutes;
  const creditHoursThisYear = throughMonth.reduce((sum, m) => sum + (times.get(m)?.creditHours ?? 0), 0);
  const defaults = DEFAULT_GOALS[role];
  const hours = reportsHours(role);
  const monthlyGoalHours = hours ? (settings.monthlyGoalHours ?? defaults.monthly) : null;
  const annualGoalHours = hours ? (settings.annualGoalHours ?? defaults.annual) : null;
  const monthMinutesLeft = monthlyGoalHours === null ? null : Math.max(0, Math.round(monthlyGoalHours * 60) - countedMinutes);
  const yearMinutesLeft = annualGoalHours === null ? null : Math.max(0, Math.round(annualGoalHours * 60) - countedMinutesThisYear);
  const daysLeftInMonth = daysLeft(today, month, month);
  const daysLeftInYear = daysLeft(today, month, year.last);
  return {
    ...time,
    month,
    serviceYearFirst: year.first,
    serviceYearLast: year.last,
    reportsHours: hours,
    monthlyGoalHours,
    annualGoalHours,
    creditHoursThisYear,
    creditHoursLeftThisYear: hasCreditCap(role) ? Math.max(0, Math.floor(creditCapHours) - creditHoursThisYear) : null,
    countedMinutes,
    countedMinutesThisYear,
    monthMinutesLeft,
    yearMinutesLeft,
    daysLeftInMonth,
    daysLeftInYear,
    monthPaceMinutesPerWeek: pace(monthMinutesLeft, daysLeftInMonth),
    yearPaceMinutesPerWeek: pace(yearMinutesLeft, daysLeftInYear),
  };
}

/**
 * The month whose report the member should be reminded to send on `today`: this month on its last
 * days, the month before on the first days of the next; null once that month is sent.
 */
export function reminderMonth(today: string, isSent: (month: string) => boolean): string | null {
  const month = monthOf(today);
  const day = Number(today.slice(8, 10));
  if (day > daysInMonth(month) - REMINDER_LAST_DAYS) return isSent(month) ? null : month;
  if (day <= REMINDER_FIRST_DAYS) {
    const previous = shiftMonth(month, -1);
    return isSent(previous) ? null : previous;
  }
  return null;
}
