// The day grid of both views: Sunday-to-Saturday columns, each day a button named by its full date
// and number of events ("Tuesday, 24 November 2026, 2 events") that opens Add Event for that day.
// It follows the grid pattern of WAI-ARIA: one day is in the tab order, the arrow keys move between
// days, Home and End go to the week's ends, Page Up and Page Down change the month.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CalendarGridPaginationQuery } from '../../__generated__/CalendarGridPaginationQuery.graphql';
import type { CalendarGrid_viewer$key } from '../../__generated__/CalendarGrid_viewer.graphql';
import { cellLabel, dayInMonth, shiftMonth, shortMonthName, WEEKDAYS, weeks } from './dates.ts';
import { typeLabel } from './event-options.ts';
import * as styles from './calendar.css.ts';

/** Spec 02 section 9: 3 events shown per day, then "+N more". */
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
  labelledBy: string;
  busy: boolean;
  onSelectDay: (date: string) => void;
  onPageMonth?: (by: number) => void;
}

export function CalendarGrid({ viewer: viewerKey, cells, today, month, labelledBy, busy, onSelectDay, onPageMonth }: Props) {
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
  const byDay = useMemo(() => {
    const map = new Map<string, { id: string; title: string; time: string; type: string }[]>();
    // Edges are in date and time order from the server; an added one is appended, so sort again.
    const nodes = [...(viewer?.gridEvents?.edges ?? [])].map((e) => e.node).filter(Boolean);
    nodes.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
    for (const node of nodes) map.set(node.date, [...(map.get(node.date) ?? []), node]);
    return map;
  }, [viewer]);

  const days = cells.filter((c): c is string => c !== null);
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
    const weekday = cells.indexOf(date) % 7;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    if (event.key in moves) {
      event.preventDefault();
      const target = days[index + moves[event.key]!];
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

  return (
    <table role="grid" className={styles.grid} aria-labelledby={labelledBy} aria-busy={busy}>
      <thead>
        <tr>
          {WEEKDAYS.map((name) => (
            <th key={name} scope="col" className={styles.weekday}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks(cells).map((week, w) => (
          <tr key={week.find(Boolean) ?? w}>
            {week.map((date, d) => {
              if (!date) {
                return <td key={`empty-${w}-${d}`} role="gridcell" className={styles.cell} />;
              }
              const events = byDay.get(date) ?? [];
              const outside = month !== null && !date.startsWith(month);
              const isToday = date === today;
              const dayNumber = Number(date.slice(8));
              // In the 90-day view the first day and each 1st say which month they are in.
              const showMonth = month === null && (dayNumber === 1 || date === days[0]);
              return (
                <td key={date} role="gridcell" className={styles.cell}>
                  <Button
                    ref={(el) => {
                      if (el) buttons.current.set(date, el);
                      else buttons.current.delete(date);
                    }}
                    className={[styles.day, outside && styles.dayOutside, isToday && styles.dayToday].filter(Boolean).join(' ')}
                    aria-label={cellLabel(date, events.length)}
                    aria-describedby={events.length ? `events-${date}` : undefined}
                    aria-current={isToday ? 'date' : undefined}
                    excludeFromTabOrder={date !== tabbable}
                    onFocus={() => setFocused(date)}
                    onKeyDown={(e) => onKey(date, e)}
                    onPress={() => onSelectDay(date)}
                  >
                    <span className={styles.dayNumber}>
                      {showMonth ? `${dayNumber} ${shortMonthName(date)}` : dayNumber}
                    </span>
                    {events.length > 0 && (
                      <span id={`events-${date}`} className={styles.chips}>
                        {events.slice(0, EVENTS_PER_DAY).map((event) => (
                          <span key={event.id} className={styles.chip[event.type as keyof typeof styles.chip] ?? styles.chip['field-service']}>
                            <span className="visually-hidden">{`${typeLabel(event.type)}: `}</span>
                            {event.time} {event.title}
                          </span>
                        ))}
                        {events.length > EVENTS_PER_DAY && <span className={styles.more}>+{events.length - EVENTS_PER_DAY} more</span>}
                      </span>
                    )}
                  </Button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
