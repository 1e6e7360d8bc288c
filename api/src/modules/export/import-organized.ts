// A backup file of Organized (docs/product/export.md, "Import", "A backup of Organized"): the
// publisher's own field service reports of that app come in through the same plan as a file of
// "Download my data". This file only turns the backup's records into records as our export writes
// them; the areas' rules (import-rules.ts) then check each one with the screens' messages, so a
// day over 24 hours or a date that is not a real date is refused like any other record.
//
// Each record gets an id made from its date (a day 2024/10/05 gives 20241005 and a digit for what
// it holds), so a later backup of the same person names the same day by the same id and a second
// import, of that file or a newer one, finds what came in before.
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.ts';
import type { Row } from './areas.ts';

export const ORGANIZED_MESSAGES = {
  shape: 'The file is a backup of Organized but not written as Organized writes one: it needs exported and data, with user_field_service_reports a list',
} as const;

/** Why an area of a backup of Organized does not come in (docs/product/export.md). */
export type OrganizedNotImported = 'account' | 'congregation' | 'noPlace';

const backup = z.object({
  name: z.literal('Organized'),
  exported: z.string(),
  version: z.string().nullish(),
  data: z.record(z.string(), z.unknown()),
});

/** Whether the file says it is a backup of Organized: `name: "Organized"` beside its `data`. */
export const looksLikeOrganized = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as Row).name === 'Organized' && 'data' in body;

/** The areas of the backup that stay out: the congregation's records, and the app's settings. */
const areaReason = (table: string): OrganizedNotImported =>
  table === 'app_settings' ? 'account' : table === 'user_bible_studies' ? 'noPlace' : 'congregation';

const REPORTS = 'user_field_service_reports';

/** "2:30" → 150 minutes; anything else is left as it is, for the entry's rule to refuse. */
function minutesOf(value: unknown): unknown {
  if (typeof value === 'number') return Math.round(value * 60);
  const match = typeof value === 'string' ? /^(\d{1,4}):([0-5]\d)$/.exec(value.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : value;
}

const hasTime = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== 0 && value !== '0:00';

/** "2024/10/05" → "2024-10-05" and its digits; a date written otherwise stays as it is. */
function dayOf(value: unknown, pattern: RegExp) {
  if (typeof value !== 'string' || !pattern.test(value)) return { date: value, digits: null };
  return { date: value.replaceAll('/', '-'), digits: Number(value.replaceAll('/', '')) };
}

const asRecord = (value: unknown): Row | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : null);

/** The studies of a month: the larger of the days' and the month's count and the names listed (as Organized counts them). */
function studiesOf(value: unknown): unknown {
  const studies = asRecord(value);
  if (!studies) return value;
  const total = Number(studies.daily ?? 0) + Number(studies.monthly ?? 0);
  const named = Array.isArray(studies.records) ? studies.records.length : 0;
  return Math.max(total, named);
}

interface Converted {
  reportEntries: unknown[];
  reportMonths: unknown[];
  notes: unknown[];
}

function convertDay(date: string | unknown, digits: number | null, data: Row, out: Converted) {
  const hours = asRecord(data.hours) ?? {};
  const id = (k: number) => (digits === null ? null : digits * 10 + k);
  const note = typeof data.comments === 'string' && data.comments.trim() !== '' ? data.comments : null;
  const createdAt = data.updatedAt;
  if (hasTime(hours.field_service)) out.reportEntries.push({ id: id(0), date, minutes: minutesOf(hours.field_service), credit: false, note, createdAt });
  if (hasTime(hours.credit)) out.reportEntries.push({ id: id(1), date, minutes: minutesOf(hours.credit), credit: true, note: null, createdAt });
}

function convertMonth(month: string | unknown, digits: number | null, data: Row, out: Converted) {
  const id = (k: number) => (digits === null ? null : digits * 10 + k);
  const sent = data.status === 'submitted' || data.status === 'confirmed';
  out.reportMonths.push({ month, bibleStudies: studiesOf(data.bible_studies), participated: data.shared_ministry === true, sentAt: sent ? data.updatedAt : null });
  // Time written for the whole month (not the days', which are their own records) is an entry on its first day.
  const hours = asRecord(data.hours) ?? {};
  const firstDay = typeof month === 'string' ? `${month}-01` : month;
  const monthly = (value: unknown) => (asRecord(value) ? asRecord(value)!.monthly : value);
  const service = monthly(hours.field_service);
  const credit = asRecord(hours.credit) && 'value' in asRecord(hours.credit)! ? asRecord(hours.credit)!.value : monthly(hours.credit);
  if (hasTime(service)) out.reportEntries.push({ id: id(0), date: firstDay, minutes: minutesOf(service), credit: false, note: null, createdAt: data.updatedAt });
  if (hasTime(credit)) out.reportEntries.push({ id: id(1), date: firstDay, minutes: minutesOf(credit), credit: true, note: null, createdAt: data.updatedAt });
  if (typeof data.comments === 'string' && data.comments.trim() !== '') {
    out.notes.push({ id: id(5), title: typeof month === 'string' ? month : null, content: data.comments, createdAt: data.updatedAt });
  }
}

/** A backup of Organized as the areas of our export, with what stays out and why. */
export function convertOrganized(body: unknown) {
  const parsed = backup.safeParse(body);
  const reports = parsed.success ? (parsed.data.data[REPORTS] ?? []) : null;
  if (!parsed.success || !Array.isArray(reports)) throw new ValidationError(ORGANIZED_MESSAGES.shape);
  const out: Converted = { reportEntries: [], reportMonths: [], notes: [] };
  for (const report of reports) {
    const data = asRecord(asRecord(report)?.report_data);
    if (!data) {
      // Not a report as Organized writes one: refused in its place, with the export's reason.
      out.reportEntries.push(report);
      continue;
    }
    if (data._deleted === true) continue;
    const reportDate = (report as Row).report_date;
    if (data.record_type === 'daily') {
      const { date, digits } = dayOf(reportDate, /^\d{4}\/\d{2}\/\d{2}$/);
      convertDay(date, digits, data, out);
    } else if (data.record_type === 'monthly') {
      const { date, digits } = dayOf(reportDate, /^\d{4}\/\d{2}$/);
      convertMonth(date, digits, data, out);
    } else out.reportEntries.push(String(data.record_type));
  }
  const areas: Record<string, unknown[]> = {};
  for (const [area, records] of Object.entries(out)) if (records.length > 0) areas[area] = records;
  const notImported = Object.entries(parsed.data.data)
    .filter(([table]) => table !== REPORTS)
    .map(([area, value]) => ({ area, inFile: Array.isArray(value) ? value.length : value === null ? 0 : 1, reason: areaReason(area) }));
  return {
    format: 'organized' as const,
    exportedAt: parsed.data.exported,
    version: parsed.data.version ?? null,
    member: { id: 0, username: '' },
    areas,
    notImported,
  };
}
