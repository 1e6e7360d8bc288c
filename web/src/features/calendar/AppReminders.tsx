// Calendar reminders for the whole app (docs/product/calendar.md): while any screen is open, the
// alarms of the member's next events fire at their time. The list is a Relay connection that Add
// Event and delete update in the store (connections.ts), so an event added a moment ago is armed
// at once, on whatever screen the member goes to next; it is read again every 15 minutes so that
// events added on another device are armed too. The calendar page arms the same alarms; the
// shared `delivered` set in useCalendarReminders makes each fire once.
import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AppRemindersQuery } from '../../__generated__/AppRemindersQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { isoDate } from '../../lib/dates.ts';
import { useCalendarLabels } from './labels.ts';
import type { Reminder } from './reminders.ts';
import { useCalendarReminders } from './useCalendarReminders.ts';

const REFRESH_MS = 15 * 60_000;
const ARMED_EVENTS = 20;

function ArmedReminders({ fetchKey, today }: { fetchKey: number; today: string }) {
  const data = useLazyLoadQuery<AppRemindersQuery>(
    graphql`
      query AppRemindersQuery($today: String!, $count: Int!) {
        viewer {
          reminderEvents: calendarEvents(from: $today, first: $count) @connection(key: "AppReminders_reminderEvents", filters: ["from"]) {
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
    { today, count: ARMED_EVENTS },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { reminderBody } = useCalendarLabels();
  const reminders: Reminder[] = (data.viewer?.reminderEvents.edges ?? []).flatMap((edge) =>
    edge?.node
      ? [{ id: edge.node.id, title: edge.node.title, alarmEnabled: edge.node.alarmEnabled, alarmTime: edge.node.alarmTime, body: reminderBody(edge.node) }]
      : [],
  );
  useCalendarReminders(reminders);
  return null;
}

export function AppReminders() {
  const [fetchKey, setFetchKey] = useState(0);
  const [today, setToday] = useState(() => isoDate(new Date()));
  useEffect(() => {
    const timer = setInterval(() => {
      setToday(isoDate(new Date()));
      setFetchKey((k) => k + 1);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    // Reminders are a background service: a failed read must not take the page down with it.
    <ErrorBoundary fallback={null} resetKey={String(fetchKey)}>
      <Suspense fallback={null}>
        <ArmedReminders fetchKey={fetchKey} today={today} />
      </Suspense>
    </ErrorBoundary>
  );
}
