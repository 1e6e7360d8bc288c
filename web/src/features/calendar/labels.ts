// Everything the calendar writes about a day or an event, in the reader's language: day and
// month names from Intl (through useFormat, so a calendar date is never moved by a time zone),
// and the catalogue's texts (docs/product/calendar.md).
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import type { Month } from './dates.ts';
import { EVENT_TYPES, isEventType, isPriority, PRIORITIES } from './event-options.ts';

/** A week of calendar dates from a Sunday: the weekday headers are these days' names. */
const A_SUNDAY_WEEK = ['2023-01-01', '2023-01-02', '2023-01-03', '2023-01-04', '2023-01-05', '2023-01-06', '2023-01-07'];

const pad = (n: number) => String(n).padStart(2, '0');

export function useCalendarLabels() {
  const { t } = useTranslation('calendar');
  const format = useFormat();
  const dayLabel = (iso: string) => format.calendarDate(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const shortDate = (iso: string) => format.calendarDate(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const typeLabel = (type: string) => (isEventType(type) ? t(`types.${type}`) : type);
  const priorityLabel = (priority: string) => (isPriority(priority) ? t(`priorities.${priority}`) : priority);
  return {
    t,
    locale: format.locale,
    /** "Tuesday, November 24, 2026" (in English) */
    dayLabel,
    /** A day button's name: the date and how many events it has. */
    cellLabel: (iso: string, count: number, visits = 0) => {
      const day = count === 0 ? t('grid.cellEmpty', { date: dayLabel(iso) }) : t('grid.cell', { date: dayLabel(iso), count });
      return visits > 0 ? t('grid.cellVisits', { day, visits: t('grid.visits', { count: visits }) }) : day;
    },
    /** "2 return visits planned" */
    visitsLabel: (count: number) => t('grid.visits', { count }),
    /** "Tue, Nov 24, 2026" */
    shortDate,
    /** "Tue, Nov 24" */
    dayAndMonth: (iso: string) => format.calendarDate(iso, { weekday: 'short', day: 'numeric', month: 'short' }),
    monthTitle: ({ year, month }: Month) => format.calendarDate(`${year}-${pad(month + 1)}-01`, { month: 'long', year: 'numeric' }),
    shortMonthName: (iso: string) => format.calendarDate(iso, { month: 'short' }),
    weekdays: A_SUNDAY_WEEK.map((iso) => ({
      short: format.calendarDate(iso, { weekday: 'short' }),
      narrow: format.calendarDate(iso, { weekday: 'narrow' }),
      long: format.calendarDate(iso, { weekday: 'long' }),
    })),
    typeLabel,
    priorityLabel,
    typeOptions: EVENT_TYPES.map((id) => ({ id, label: typeLabel(id) })),
    priorityOptions: PRIORITIES.map((id) => ({ id, label: priorityLabel(id) })),
    /** A reminder's text: "Tue, Nov 24, 2026 at 09:30 · Kingdom Hall". */
    reminderBody: (event: { date: string; time: string; location?: string | null }) =>
      event.location
        ? t('reminders.bodyWithLocation', { date: shortDate(event.date), time: event.time, location: event.location })
        : t('reminders.body', { date: shortDate(event.date), time: event.time }),
  };
}
