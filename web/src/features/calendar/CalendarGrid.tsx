// The day grid of both views (docs/product/calendar.md): Sunday-to-Saturday columns, each day a
// button named by its full date and number of events ("Tuesday, November 24, 2026, 2 events")
// that opens Add Event for that day. The button shows only the day's number, which its name
// contains (label in name); the event chips beside it fill the cell and a press anywhere in the
// cell is the button's. On a phone the chips become coloured dots and the days' events are listed
// under the grid, so no title is cut to "1…". A day with return visits planned carries a mark and
// says so in its name ("…, 2 return visits planned"); the list under the grid links it to Return
// Visits.
// It follows the grid pattern of WAI-ARIA: one day is in the tab order, the arrow keys move between
// days as drawn (mirrored right to left, grid-keys.ts), Home and End go to the week's ends, Page
// Up and Page Down change the month.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useFormat } from '../../i18n/format.ts';
import { Link } from '../../platform/router.tsx';
import { UserRound } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CalendarGridPaginationQuery } from '../../__generated__/CalendarGridPaginationQuery.graphql';
import type { CalendarGrid_viewer$key } from '../../__generated__/CalendarGrid_viewer.graphql';
import { eventsByDay, listedDays, visitsByDay, type VisitDay } from './agenda.ts';
import { dayInMonth, shiftMonth, weeks } from './dates.ts';
import { DEFAULT_TYPE, isEventType } from './event-options.ts';
import { dayMove } from './grid-keys.ts';
import { useCalendarLabels } from './labels.ts';
import * as styles from './calendar.css.ts';

/** 3 events shown per day, then "+N more" (docs/product/calendar.md). */
export const EVENTS_PER_DAY = 3;
/**
 * The API's query-cost limit counts a page size written in the query as that many nodes, so the
 * page query asks for a first page of 30 (its `count` default) and the rest of the days' events
 * follow in pages of 50, where the size is a variable.
 */
const PAGE_SIZE = 50;

interface Props {
  viewer: CalendarGrid_viewer$key | null;
  cells: (string | null)[];
  today: string;
  /** The month shown, YYYY-MM, in month view: its other days are drawn dimmed. */
  month: string | null;
  /** The month's name ("November 2026") in month view, for the list of its events. */
  monthName: string | null;
  labelledBy: string;
  /** The days on screen with return visits planned, and how many (docs/product/calendar.md). */
  visitDays: readonly VisitDay[];
  busy: boolean;
  onSelectDay: (date: string) => void;
  onPageMonth?: (by: number) => void;
}

export function CalendarGrid({ viewer: viewerKey, cells, today, month, monthName, labelledBy, visitDays, busy, onSelectDay, onPageMonth }: Props) {
  const labels = useCalendarLabels();
  const { t } = labels;
  const { direction } = useFormat();
  const { data: viewer, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CalendarGridPaginationQuery, CalendarGrid_viewer$key>(
    graphql`
      fragment CalendarGrid_viewer on User
      @refetchable(queryName: "CalendarGridPaginationQuery")
      @argumentDefinitions(
        from: { type: "String!" }
        to: { type: "String!" }
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
      ) {
        gridEvents: calendarEvents(from: $from, to: $to, first: $count, after: $cursor)
          @connection(key: "CalendarGrid_gridEvents", filters: ["from", "to"]) {
          edges {
            node {
              id
              title
              date
              time
              type
            }
          }
        }
      }
    `,
    viewerKey,
  );
  // Every event of the days on screen is needed for the counts and "+N more".
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);
  const days = cells.filter((c): c is string => c !== null);
  // Edges are in date and time order from the server; an added one is appended, so sort again.
  const byDay = useMemo(() => eventsByDay((viewer?.gridEvents?.edges ?? []).map((e) => e.node).filter(Boolean)), [viewer]);
  const visits = visitsByDay(visitDays, days);
  const listed = listedDays(days, byDay, visits, month);
  const [focused, setFocused] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabbable =
    focused && days.includes(focused) ? focused : days.includes(today) ? today : (days.find((d) => !month || d.startsWith(month)) ?? days[0]);

  const focusDay = (date: string) => {
    setFocused(date);
    buttons.current.get(date)?.focus();
  };
  // After Page Up or Page Down the new month's buttons are new elements: focus follows once drawn.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const date = pendingFocus.current;
    const button = date ? buttons.current.get(date) : undefined;
    if (button) {
      pendingFocus.current = null;
      button.focus();
    }
  });

  const onKey = (date: string, event: { key: string; continuePropagation(): void; preventDefault(): void }) => {
    const index = days.indexOf(date);
    const move = dayMove(event.key, cells.indexOf(date) % 7, direction);
    if (move !== undefined) {
      event.preventDefault();
      const target = days[index + move];
      if (target) focusDay(target);
      return;
    }
    if ((event.key === 'PageUp' || event.key === 'PageDown') && onPageMonth && month) {
      event.preventDefault();
      const by = event.key === 'PageUp' ? -1 : 1;
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      // The same day of the month in the next (or previous) month.
      const target = dayInMonth(Number(date.slice(8)), shiftMonth({ year, month: monthNumber - 1 }, by));
      pendingFocus.current = target;
      setFocused(target);
      onPageMonth(by);
      return;
    }
    event.continuePropagation();
  };
  // Day names that are whole words ("الخميس") give way to their narrow forms on a phone (calendar.css.ts).
  const longWeekdays = labels.weekdays.some((name) => name.short.length > 4);

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the table is a WAI-ARIA grid of day buttons (keyboard above). */}
      <table role="grid" className={styles.grid} aria-labelledby={labelledBy} aria-busy={busy} data-long-weekdays={longWeekdays || undefined}>
        <thead>
          <tr>
            {labels.weekdays.map((name) => (
              <th key={name.long} scope="col" className={styles.weekday}>
                <abbr title={name.long} className={styles.weekdayName}>
                  <span className={styles.weekdayShort}>{name.short}</span>
                  {longWeekdays && (
                    <span className={styles.weekdayNarrow} aria-hidden="true">
                      {name.narrow}
                    </span>
                  )}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks(cells).map((week, w) => (
            <tr key={week.find(Boolean) ?? w}>
              {week.map((date, d) => {
                if (!date) {
                  // biome-ignore lint/a11y/useFocusableInteractive: an empty cell of the 90-day view; the grid's focus moves between day buttons.
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the WAI-ARIA grid.
                  return <td key={`empty-${w}-${d}`} role="gridcell" className={styles.cell} />;
                }
                const events = byDay.get(date) ?? [];
                const planned = visits.get(date) ?? 0;
                const outside = month !== null && !date.startsWith(month);
                const isToday = date === today;
                const dayNumber = Number(date.slice(8));
                // In the 90-day view the first day and each 1st say which month they are in.
                const showMonth = month === null && (dayNumber === 1 || date === days[0]);
                const hidden = events.length - EVENTS_PER_DAY;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the day's button inside the cell takes the focus (roving tabindex).
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the WAI-ARIA grid.
                    role="gridcell"
                    className={[styles.cell, styles.dayCell, outside && styles.dayOutside, isToday && styles.dayToday].filter(Boolean).join(' ')}
                  >
                    <span className={styles.dayHead}>
                      <Button
                        ref={(el) => {
                          if (el) buttons.current.set(date, el);
                          else buttons.current.delete(date);
                        }}
                        className={styles.day}
                        aria-label={labels.cellLabel(date, events.length, planned)}
                        aria-describedby={events.length ? `events-${date}` : undefined}
                        aria-current={isToday ? 'date' : undefined}
                        excludeFromTabOrder={date !== tabbable}
                        onFocus={() => setFocused(date)}
                        onKeyDown={(e) => onKey(date, e)}
                        onPress={() => onSelectDay(date)}
                      >
                        {dayNumber}
                      </Button>
                      {showMonth && (
                        <span className={styles.monthMark} aria-hidden="true">
                          {labels.shortMonthName(date)}
                        </span>
                      )}
                      {planned > 0 && (
                        // The day's name says it; the mark is for the eye.
                        <span className={styles.visitMark} aria-hidden="true">
                          <UserRound size={12} />
                          {planned}
                        </span>
                      )}
                    </span>
                    {events.length > 0 && (
                      <span id={`events-${date}`} className={styles.chips}>
                        {events.slice(0, EVENTS_PER_DAY).map((event) => (
                          // In the title's own direction, so a title cut short keeps its first words in either language.
                          <span key={event.id} className={styles.chip[isEventType(event.type) ? event.type : DEFAULT_TYPE]} dir="auto">
                            <span className={styles.chipText}>
                              {t('grid.eventLine', { time: event.time, title: event.title })}
                              <span className="visually-hidden">{`, ${labels.typeLabel(event.type)}`}</span>
                            </span>
                          </span>
                        ))}
                        {hidden > 0 && (
                          <span className={styles.more}>
                            <span className={styles.moreLong}>{t('grid.more', { count: hidden })}</span>
                            <span className={styles.moreShort} aria-hidden="true">
                              {t('grid.moreShort', { count: hidden })}
                            </span>
                          </span>
                        )}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section className={styles.agenda} aria-labelledby="calendar-agenda">
        <h3 id="calendar-agenda" className={styles.agendaTitle}>
          {monthName ? t('grid.eventsIn', { month: monthName }) : t('grid.eventsNinety')}
        </h3>
        {listed.length === 0 ? (
          <p className={styles.meta}>{t('grid.noEvents')}</p>
        ) : (
          <ul className={styles.agendaList}>
            {listed.map((date) => (
              <li key={date} className={styles.agendaDay}>
                <time dateTime={date} className={styles.agendaDate}>
                  {labels.dayAndMonth(date)}
                </time>
                <ul className={styles.agendaEvents}>
                  {visits.has(date) && (
                    <li className={styles.agendaVisits}>
                      <Link to="/return-visits" className={styles.agendaLink}>
                        {labels.visitsLabel(visits.get(date)!)}
                      </Link>
                    </li>
                  )}
                  {(byDay.get(date) ?? []).map((event) => (
                    <li key={event.id} className={styles.agendaEvent[isEventType(event.type) ? event.type : DEFAULT_TYPE]}>
                      {t('grid.eventLine', { time: event.time, title: event.title })}
                      <span className="visually-hidden">{`, ${labels.typeLabel(event.type)}`}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
