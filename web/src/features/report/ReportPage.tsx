// Field Service Report (/report, docs/product/report.md): a month of the member's ministry with the
// timer, the entries, Bible studies, the figures by role and the send button; recent GPS
// recordings; a group overseer's totals. Every figure is the server's: after a change (and once the
// device has delivered entries written with no signal) the month is read again in place
// (read-after-write.ts), so the last figures stay on screen until the new ones arrive; another
// month is loaded in a transition.
import { Suspense, useCallback, useEffect, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from '../../platform/router.tsx';
import { ChevronLeft, ChevronRight, Settings } from 'lucide-react';
import type { ReportPageQuery } from '../../__generated__/ReportPageQuery.graphql';
import { useShell } from '../../platform/shell-context.ts';
import { OFFLINE_REPLAYED_EVENT } from '../../offline/queue.ts';
import { readAfterWrite } from '../../relay/read-after-write.ts';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { EntriesCard } from './EntriesCard.tsx';
import { deviceToday, monthTitle, shiftMonth } from './format.ts';
import { reportVariables } from './route.ts';
import { ReminderCard } from './ReminderCard.tsx';
import { GpsCard, GroupTotalsCard } from './SideCards.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';
import { SummaryCard } from './SummaryCard.tsx';
import { TimerCard } from './TimerCard.tsx';
import * as styles from './report.css.ts';
import { flipInRtl } from '../../ui/ui.css.ts';

const reportQuery = graphql`
  query ReportPageQuery($month: String!, $timeZone: String!, $today: String!, $lastDay: String!) {
    webPushPublicKey
    viewer {
      id
      fullName
      preferences {
        ministryReminders
        notifications
      }
      monthEndEvents: calendarEvents(from: $lastDay, to: $lastDay, first: 50) {
        edges {
          node {
            title
          }
        }
      }
      reportSettings {
        role
        monthlyGoalHours
        annualGoalHours
        creditCapHours
        rounding
      }
      serviceTimer {
        running
        startedAt
        elapsedSeconds
        at
      }
      serviceReport(month: $month, timeZone: $timeZone, today: $today) {
        month
        today
        reportsHours
        bibleStudies
        participated
        sentAt
        reminderMonth
        standardHours
        carriedInMinutes
        carriedOutMinutes
        creditHours
        creditHoursLeftThisYear
        monthlyGoalHours
        annualGoalHours
        monthMinutesLeft
        yearMinutesLeft
        monthPaceMinutesPerWeek
        yearPaceMinutesPerWeek
      }
      serviceEntries(month: $month, first: 100) {
        __id
        edges {
          node {
            id
            date
            minutes
            kind
            credit
            note
            source
          }
        }
      }
      recentGpsRecordings {
        routeId
        name
        startedAt
        durationSeconds
        added
      }
      groupReportTotals(month: $month) {
        groupNumber
        members
        reported
        notReported
        hours
        bibleStudies
      }
    }
  }
`;

export function ReportPage() {
  const { t } = useTranslation('report');
  return (
    <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
      <ReportScreen />
    </Suspense>
  );
}

function ReportScreen() {
  const preloaded = useLoaderData() as PreloadedQuery<ReportPageQuery> | null;
  const [queryRef, load] = useQueryLoader<ReportPageQuery>(reportQuery, preloaded);
  const [month, setMonth] = useState(() => (preloaded?.variables.month as string | undefined) ?? deviceToday().slice(0, 7));
  const [, startTransition] = useTransition();

  const show = useCallback(
    (next: string) =>
      startTransition(() => {
        setMonth(next);
        load(reportVariables(next), { fetchPolicy: 'network-only' });
      }),
    [load],
  );
  const environment = useRelayEnvironment();
  const refresh = useCallback(() => {
    const variables = reportVariables(month);
    const sameDay = queryRef && (Object.keys(variables) as (keyof typeof variables)[]).every((key) => queryRef.variables[key] === variables[key]);
    // Past midnight, or in another time zone, the month is loaded again for the device's new day.
    if (!sameDay) show(month);
    else readAfterWrite(environment, reportQuery, variables).catch(() => undefined);
  }, [environment, queryRef, month, show]);

  useEffect(() => {
    if (!queryRef) load(reportVariables(month));
  }, [queryRef, load, month]);

  if (!queryRef) return null;
  return <ReportContent queryRef={queryRef} month={month} onShow={show} onChanged={refresh} />;
}

interface ContentProps {
  queryRef: PreloadedQuery<ReportPageQuery>;
  month: string;
  onShow: (month: string) => void;
  onChanged: () => void;
}

function ReportContent({ queryRef, month, onShow, onChanged }: ContentProps) {
  const { t } = useTranslation('report');
  // Entries written on the device reach the server through the queue; the figures they change are
  // read again once it has delivered.
  useEffect(() => {
    window.addEventListener(OFFLINE_REPLAYED_EVENT, onChanged);
    return () => window.removeEventListener(OFFLINE_REPLAYED_EVENT, onChanged);
  }, [onChanged]);
  const { locale } = useFormat();
  const shell = useShell();
  const data = usePreloadedQuery<ReportPageQuery>(reportQuery, queryRef);
  const { viewer } = data;
  const [settingsOpen, setSettingsOpen] = useState(false);

  if (!viewer) {
    return (
      <div className={styles.page}>
        <h1>{t('page.title')}</h1>
        <p>{t('page.signIn')}</p>
        <div>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('page.signInButton')}</Button>
        </div>
      </div>
    );
  }
  const report = viewer.serviceReport;
  const reminder = report.reminderMonth;

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <div>
          <h1>{t('page.title')}</h1>
          <p className={styles.subtitle}>{t('page.subtitle')}</p>
        </div>
        <Button variant="secondary" onPress={() => setSettingsOpen(true)}>
          <Settings size={18} aria-hidden="true" /> {t('page.settings')}
        </Button>
      </div>

      {reminder && (
        <section className={styles.banner} aria-label={t('reminder.text', { month: monthTitle(reminder, locale) })}>
          <p className={styles.muted}>
            <strong>{t('reminder.text', { month: monthTitle(reminder, locale) })}</strong>
          </p>
          {reminder !== month && (
            <Button variant="secondary" onPress={() => onShow(reminder)}>
              {t('reminder.show', { month: monthTitle(reminder, locale) })}
            </Button>
          )}
        </section>
      )}

      <nav className={styles.monthNav} aria-label={t('page.title')}>
        <Button variant="secondary" aria-label={t('page.previousMonth')} onPress={() => onShow(shiftMonth(month, -1))}>
          <ChevronLeft size={18} aria-hidden="true" className={flipInRtl} />
        </Button>
        <h2 className={styles.monthName} aria-live="polite">
          {monthTitle(month, locale)}
        </h2>
        <Button variant="secondary" aria-label={t('page.nextMonth')} onPress={() => onShow(shiftMonth(month, 1))}>
          <ChevronRight size={18} aria-hidden="true" className={flipInRtl} />
        </Button>
      </nav>

      <div className={styles.grid}>
        <div className={styles.column}>
          <SummaryCard
            report={report}
            name={viewer.fullName}
            role={viewer.reportSettings.role}
            onChanged={onChanged}
          />
          <EntriesCard
            entries={viewer.serviceEntries.edges.map((e) => e.node)}
            connection={viewer.serviceEntries.__id}
            month={month}
            today={report.today}
            onChanged={onChanged}
          />
        </div>
        <div className={styles.column}>
          <TimerCard
            viewerId={viewer.id}
            serverTimer={viewer.serviceTimer}
            rounding={viewer.reportSettings.rounding}
            month={month}
            connection={viewer.serviceEntries.__id}
            onChanged={onChanged}
          />
          <GpsCard recordings={viewer.recentGpsRecordings} onChanged={onChanged} />
          <ReminderCard
            publicKey={data.webPushPublicKey}
            remindersOn={viewer.preferences.ministryReminders && viewer.preferences.notifications}
            calendar={{ viewerId: viewer.id, month, today: report.today, titles: viewer.monthEndEvents.edges.map((e) => e.node.title) }}
          />
          {viewer.groupReportTotals && <GroupTotalsCard totals={viewer.groupReportTotals} month={month} />}
        </div>
      </div>

      <SettingsDialog
        isOpen={settingsOpen}
        onOpenChange={setSettingsOpen}
        settings={viewer.reportSettings}
        onChanged={onChanged}
      />
    </div>
  );
}
