// My Calendar (/calendar, spec 02): a month view (42 days) or the next 90 days, Upcoming Events,
// reminders, and Add Event from any day. The query asks only for the days on screen; moving
// between months runs in a transition, so the last month stays visible while the next loads.
import { Suspense, useState, useTransition } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CalendarPageQuery } from '../../__generated__/CalendarPageQuery.graphql';
import type { CalendarPageViewerQuery } from '../../__generated__/CalendarPageViewerQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { AddEventDialog } from './AddEventDialog.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import { connectionsFor, type CalendarLists } from './connections.ts';
import { isoDate, monthGrid, monthOf, monthTitle, ninetyDayGrid, shiftMonth, shortDate, type Month } from './dates.ts';
import { ReminderSettings } from './ReminderSettings.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';
import * as styles from './calendar.css.ts';

type View = 'month' | 'ninety';

export function CalendarPage() {
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <CalendarScreen />
    </Suspense>
  );
}

const monthKey = ({ year, month }: Month) => `${year}-${String(month + 1).padStart(2, '0')}`;

function CalendarScreen() {
  // Who is signed in, from the shell's data: the calendar is fetched again when that changes.
  const { viewer: signedIn } = useLazyLoadQuery<CalendarPageViewerQuery>(
    graphql`
      query CalendarPageViewerQuery {
        viewer {
          id
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const shell = useShell();
  const [today] = useState(() => isoDate(new Date()));
  const [view, setView] = useState<View>('month');
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const [dialogDate, setDialogDate] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  const cells = view === 'month' ? monthGrid(month) : ninetyDayGrid(today);
  const days = cells.filter((c): c is string => c !== null);
  const from = days[0]!;
  const to = days.at(-1)!;

  const { viewer } = useLazyLoadQuery<CalendarPageQuery>(
    graphql`
      query CalendarPageQuery($from: String!, $to: String!, $today: String!) {
        viewer {
          id
          ...CalendarGrid_viewer @arguments(from: $from, to: $to)
          ...UpcomingEvents_viewer @arguments(today: $today)
        }
      }
    `,
    { from, to, today },
    { fetchPolicy: 'store-and-network', fetchKey: signedIn?.id ?? 'visitor' },
  );
  const lists: CalendarLists | null = viewer ? { viewerId: viewer.id, from, to, today } : null;

  const changeMonth = (by: number) => startTransition(() => setMonth((m) => shiftMonth(m, by)));
  const openDay = (date: string) => (viewer ? setDialogDate(date) : shell.openAccount('sign-in'));

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <div>
          <h1>My Calendar</h1>
          <p className={styles.subtitle}>Plan field service, meetings and assemblies. Choose a day to add an event.</p>
        </div>
        <Button onPress={() => openDay(today)}>Add Event</Button>
      </div>

      {!viewer && (
        <section className={styles.notice} aria-label="Sign in">
          <p style={{ margin: 0 }}>
            <strong>Sign in to keep your calendar.</strong> Your events and reminders are saved to your account.
          </p>
          <div className={styles.actions} style={{ justifyContent: 'flex-start', marginTop: 8 }}>
            <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
            <Button variant="secondary" onPress={() => shell.openAccount('create')}>
              Create Account
            </Button>
          </div>
        </section>
      )}

      <div className={styles.layout}>
        <section className={styles.card} aria-label="Calendar">
          <div className={styles.toolbar}>
            <ToggleButtonGroup
              aria-label="Calendar view"
              className={styles.toggleGroup}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[view]}
              onSelectionChange={(keys) => {
                const next = [...keys][0] as View | undefined;
                if (next) startTransition(() => setView(next));
              }}
            >
              <ToggleButton id="month" className={styles.toggle}>
                Month View
              </ToggleButton>
              <ToggleButton id="ninety" className={styles.toggle}>
                90-Day View
              </ToggleButton>
            </ToggleButtonGroup>
            {view === 'month' ? (
              <div className={styles.monthNav}>
                <Button variant="secondary" aria-label="Previous month" onPress={() => changeMonth(-1)}>
                  ‹
                </Button>
                <h2 id="calendar-title" className={styles.gridTitle} aria-live="polite">
                  {monthTitle(month)}
                </h2>
                <Button variant="secondary" aria-label="Next month" onPress={() => changeMonth(1)}>
                  ›
                </Button>
                <Button variant="ghost" onPress={() => startTransition(() => setMonth(monthOf(today)))}>
                  Today
                </Button>
              </div>
            ) : (
              <h2 id="calendar-title" className={styles.gridTitle}>
                Next 90 days: {shortDate(from)} – {shortDate(to)}
              </h2>
            )}
          </div>
          <CalendarGrid
            viewer={viewer ?? null}
            cells={cells}
            today={today}
            month={view === 'month' ? monthKey(month) : null}
            labelledBy="calendar-title"
            busy={isPending}
            onSelectDay={openDay}
            onPageMonth={view === 'month' ? changeMonth : undefined}
          />
        </section>

        <div className={styles.sidebar}>
          {viewer && lists && <UpcomingEvents viewer={viewer} connections={connectionsFor(lists)} />}
          <ReminderSettings />
        </div>
      </div>

      {lists && <AddEventDialog date={dialogDate} lists={lists} onClose={() => setDialogDate(null)} />}
    </div>
  );
}

/** Shown while the calendar first loads: the shape of the month grid and of the event list. */
function CalendarSkeleton() {
  return (
    <div className={styles.page}>
      <h1>My Calendar</h1>
      <div role="status" className={styles.layout}>
        <span className="visually-hidden">Loading calendar…</span>
        <div className={styles.card} aria-hidden="true">
          <div className={styles.skeleton} style={{ height: 44, width: '50%' }} />
          <div className={styles.skeletonGrid}>
            {Array.from({ length: 42 }, (_, i) => (
              <div key={i} className={styles.skeleton} style={{ height: 72 }} />
            ))}
          </div>
        </div>
        <div className={styles.card} aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={styles.skeleton} style={{ height: 64 }} />
          ))}
        </div>
      </div>
    </div>
  );
}
