// My Calendar (/calendar, docs/product/calendar.md): a month view (42 days) or the next 90 days,
// Upcoming Events, reminders, and Add Event from any day. The query asks only for the days on
// screen. The route starts it with the page's code (this month); moving between months and views
// loads the next days in a transition, so the last ones stay visible while the next load.
import { Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Trans, useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from '../../platform/router.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarPageQuery } from '../../__generated__/CalendarPageQuery.graphql';
import { useViewerId } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { AddEventDialog } from './AddEventDialog.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import { connectionsFor, type CalendarLists } from './connections.ts';
import { isoDate } from '../../lib/dates.ts';
import { calendarVariables, cellsOf, monthOf, shiftMonth, type CalendarView, type Month } from './dates.ts';
import { useCalendarLabels } from './labels.ts';
import { ReminderSettings } from './ReminderSettings.tsx';
import { PlannedReturnVisits } from '../return-visits/index.ts';
import { UpcomingEvents } from './UpcomingEvents.tsx';
import * as styles from './calendar.css.ts';
import { flipInRtl } from '../../ui/ui.css.ts';

const calendarQuery = graphql`
  query CalendarPageQuery($from: String!, $to: String!, $today: String!) {
    viewer {
      id
      ...CalendarGrid_viewer @arguments(from: $from, to: $to)
      ...UpcomingEvents_viewer @arguments(today: $today)
      # Selected here, not in a fragment of its own: the API's query-cost limit counts a fragment's
      # fields half again, and this page's query is close to the limit.
      plannedReturnVisits: returnVisits(first: 5) {
        edges {
          node {
            id
            name
            address
            nextVisitDate
          }
        }
      }
      # The grid's marks: dates and counts of the days on screen, not the visits themselves.
      returnVisitDays(from: $from, to: $to) {
        date
        count
      }
    }
  }
`;

export function CalendarPage() {
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <CalendarScreen />
    </Suspense>
  );
}

const NO_VISIT_DAYS: readonly { date: string; count: number }[] = [];

const monthKey = ({ year, month }: Month) => `${year}-${String(month + 1).padStart(2, '0')}`;

function CalendarScreen() {
  // Who is signed in, from the shell's data: the calendar is fetched again when that changes.
  const signedIn = useViewerId();
  const preloaded = useLoaderData() as PreloadedQuery<CalendarPageQuery> | null;
  const [today] = useState(() => (preloaded?.variables.today as string | undefined) ?? isoDate(new Date()));
  const [view, setView] = useState<CalendarView>('month');
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const [queryRef, loadCalendar] = useQueryLoader<CalendarPageQuery>(calendarQuery, preloaded);
  const [isPending, startTransition] = useTransition();

  const show = (nextView: CalendarView, nextMonth: Month) =>
    startTransition(() => {
      setView(nextView);
      setMonth(nextMonth);
      loadCalendar(calendarVariables(nextView, nextMonth, today), { fetchPolicy: 'store-and-network' });
    });

  // Opened without the route's loader (or signed in or out here): load the days on screen.
  const viewerKey = signedIn ?? 'visitor';
  const loadedFor = useRef(viewerKey);
  useEffect(() => {
    if (!queryRef) loadCalendar(calendarVariables(view, month, today));
    else if (loadedFor.current !== viewerKey) loadCalendar(calendarVariables(view, month, today), { fetchPolicy: 'network-only' });
    loadedFor.current = viewerKey;
  }, [viewerKey, queryRef, loadCalendar, view, month, today]);

  // The last reference is the previous person's until the effect above has loaded the new one's.
  if (!queryRef || loadedFor.current !== viewerKey) return <CalendarSkeleton />;
  return (
    <CalendarContent
      queryRef={queryRef}
      today={today}
      view={view}
      month={month}
      busy={isPending}
      onShow={show}
    />
  );
}

interface ContentProps {
  queryRef: PreloadedQuery<CalendarPageQuery>;
  today: string;
  view: CalendarView;
  month: Month;
  busy: boolean;
  onShow: (view: CalendarView, month: Month) => void;
}

function CalendarContent({ queryRef, today, view, month, busy, onShow }: ContentProps) {
  const { viewer } = usePreloadedQuery<CalendarPageQuery>(calendarQuery, queryRef);
  const { t, monthTitle, shortDate } = useCalendarLabels();
  const shell = useShell();
  const [dialogDate, setDialogDate] = useState<string | null>(null);

  const cells = cellsOf(view, month, today);
  const { from, to } = calendarVariables(view, month, today);
  const lists: CalendarLists | null = viewer ? { viewerId: viewer.id, from, to, today } : null;

  const changeMonth = (by: number) => onShow(view, shiftMonth(month, by));
  const openDay = (date: string) => (viewer ? setDialogDate(date) : shell.openAccount('sign-in'));

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <div>
          <h1>{t('page.title')}</h1>
          <p className={styles.subtitle}>{t('page.subtitle')}</p>
        </div>
        <Button onPress={() => openDay(today)}>{t('page.addEvent')}</Button>
      </div>

      {!viewer && (
        <section className={styles.notice} aria-label={t('signIn.label')}>
          <p className={styles.noticeText}>
            <Trans t={t} i18nKey="signIn.body" components={{ strong: <strong /> }} />
          </p>
          <div className={styles.noticeActions}>
            <Button onPress={() => shell.openAccount('sign-in')}>{t('signIn.signIn')}</Button>
            <Button variant="secondary" onPress={() => shell.openAccount('create')}>
              {t('signIn.create')}
            </Button>
          </div>
        </section>
      )}

      <div className={styles.layout}>
        <section className={styles.card} aria-label={t('view.calendar')}>
          <div className={styles.toolbar}>
            <ToggleButtonGroup
              aria-label={t('view.label')}
              className={styles.toggleGroup}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[view]}
              onSelectionChange={(keys) => {
                const next = [...keys][0] as CalendarView | undefined;
                if (next) onShow(next, month);
              }}
            >
              <ToggleButton id="month" className={styles.toggle}>
                {t('view.month')}
              </ToggleButton>
              <ToggleButton id="ninety" className={styles.toggle}>
                {t('view.ninety')}
              </ToggleButton>
            </ToggleButtonGroup>
            {view === 'month' ? (
              <div className={styles.monthNav}>
                <div className={styles.monthStep}>
                  <Button variant="secondary" aria-label={t('view.previous')} onPress={() => changeMonth(-1)}>
                    <ChevronLeft size={20} aria-hidden className={flipInRtl} />
                  </Button>
                  <h2 id="calendar-title" className={styles.gridTitle} aria-live="polite">
                    {monthTitle(month)}
                  </h2>
                  <Button variant="secondary" aria-label={t('view.next')} onPress={() => changeMonth(1)}>
                    <ChevronRight size={20} aria-hidden className={flipInRtl} />
                  </Button>
                </div>
                <Button variant="secondary" onPress={() => onShow('month', monthOf(today))}>
                  {t('view.today')}
                </Button>
              </div>
            ) : (
              <h2 id="calendar-title" className={styles.gridTitle}>
                {t('view.ninetyTitle', { from: shortDate(from), to: shortDate(to) })}
              </h2>
            )}
          </div>
          <CalendarGrid
            viewer={viewer ?? null}
            cells={cells}
            today={today}
            month={view === 'month' ? monthKey(month) : null}
            monthName={view === 'month' ? monthTitle(month) : null}
            labelledBy="calendar-title"
            visitDays={viewer?.returnVisitDays ?? NO_VISIT_DAYS}
            busy={busy}
            onSelectDay={openDay}
            onPageMonth={view === 'month' ? changeMonth : undefined}
          />
        </section>

        <div className={styles.sidebar}>
          {viewer && lists && <UpcomingEvents viewer={viewer} connections={connectionsFor(lists)} />}
          {viewer && <PlannedReturnVisits className={styles.card} visits={viewer.plannedReturnVisits.edges.map((edge) => edge.node)} />}
          <ReminderSettings />
        </div>
      </div>

      {lists && <AddEventDialog date={dialogDate} lists={lists} onClose={() => setDialogDate(null)} />}
    </div>
  );
}

/** Shown while the calendar first loads: the shape of the month grid and of the event list. */
function CalendarSkeleton() {
  const { t } = useTranslation('calendar');
  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      <div role="status" className={styles.layout}>
        <span className="visually-hidden">{t('page.loading')}</span>
        <div className={styles.card} aria-hidden="true">
          <div className={styles.skeleton.title} />
          <div className={styles.skeletonGrid}>
            {Array.from({ length: 42 }, (_, i) => (
              <div key={i} className={styles.skeleton.day} />
            ))}
          </div>
        </div>
        <div className={styles.card} aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={styles.skeleton.event} />
          ))}
        </div>
      </div>
    </div>
  );
}
