// Calendar reminders for the whole app: while any screen is open, the alarms of the member's
// next events fire at their time. The events are read again every 15 minutes so that events
// added on another device are armed too. The calendar page arms the same alarms; the shared
// `delivered` set in useCalendarReminders makes each fire once.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { ErrorBoundary } from '../../app/ErrorBoundary.tsx';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AppRemindersQuery } from '../../__generated__/AppRemindersQuery.graphql';
import { isoDate, shortDate } from './dates.ts';
import type { Reminder } from './reminders.ts';
import { useCalendarReminders } from './useCalendarReminders.ts';

const REFRESH_MS = 15 * 60_000;
const ARMED_EVENTS = 20;

function ArmedReminders({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<AppRemindersQuery>(
    graphql`
      query AppRemindersQuery($today: String!, $count: Int!) {
        viewer {
          calendarEvents(from: $today, first: $count) {
            edges {
              node {
                id
                title
                date
                time
                location
                alarmEnabled
                alarmTime
              }
            }
          }
        }
      }
    `,
    { today: isoDate(new Date()), count: ARMED_EVENTS },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const reminders = useMemo<Reminder[]>(
    () =>
      (data.viewer?.calendarEvents.edges ?? []).map(({ node: e }) => ({
        id: e.id,
        title: e.title,
        alarmEnabled: e.alarmEnabled,
        alarmTime: e.alarmTime,
        body: `${shortDate(e.date)} at ${e.time}${e.location ? ` · ${e.location}` : ''}`,
      })),
    [data],
  );
  useCalendarReminders(reminders);
  return null;
}

export function AppReminders() {
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFetchKey((k) => k + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    // Reminders are a background service: a failed read must not take the page down with it.
    <ErrorBoundary fallback={null} resetKey={String(fetchKey)}>
      <Suspense fallback={null}>
        <ArmedReminders fetchKey={fetchKey} />
      </Suspense>
    </ErrorBoundary>
  );
}
