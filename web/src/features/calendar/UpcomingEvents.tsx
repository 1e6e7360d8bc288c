// Upcoming Events (docs/product/calendar.md: the next 5, each with delete after a confirmation). The connection
// holds a few more than 5 events from today, so that a deletion leaves the list full at once (the
// next page is fetched when it runs short), and the reminder scheduler arms the alarms of all of
// them: with each alarm 24 hours before its event, the soonest events have the soonest alarms.
import { useEffect, useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Trash2 } from 'lucide-react';
import type { UpcomingEventsPaginationQuery } from '../../__generated__/UpcomingEventsPaginationQuery.graphql';
import type { UpcomingEvents_viewer$key } from '../../__generated__/UpcomingEvents_viewer.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { isUpcoming } from './dates.ts';
import { isPriority } from './event-options.ts';
import { useCalendarLabels } from './labels.ts';
import { useServerMessage } from './server-message.ts';
import type { Reminder } from './reminders.ts';
import { useCalendarReminders } from './useCalendarReminders.ts';
import { useDeleteCalendarEventMutation } from './useDeleteCalendarEventMutation.ts';
import { UpcomingReturnVisits } from '../territories/index.ts';
import * as styles from './calendar.css.ts';

/** How many upcoming events are listed (docs/product/calendar.md). */
export const UPCOMING_SHOWN = 5;
const PAGE_SIZE = 10;

const MINUTE = 60_000;

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface Props {
  viewer: UpcomingEvents_viewer$key;
  /** Every list a deleted event must leave. */
  connections: string[];
}

export function UpcomingEvents({ viewer: viewerKey, connections }: Props) {
  const { data: viewer, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UpcomingEventsPaginationQuery, UpcomingEvents_viewer$key>(
    graphql`
      fragment UpcomingEvents_viewer on User
      @refetchable(queryName: "UpcomingEventsPaginationQuery")
      @argumentDefinitions(today: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        ...UpcomingReturnVisits_viewer @arguments(today: $today)
        upcomingEvents: calendarEvents(from: $today, first: $count, after: $cursor)
          @connection(key: "UpcomingEvents_upcomingEvents", filters: ["from"]) {
          edges {
            node {
              id
              title
              date
              time
              type
              priority
              location
              attendees
              alarmEnabled
              alarmTime
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const labels = useCalendarLabels();
  const { t, shortDate, reminderBody } = labels;
  const serverMessage = useServerMessage();
  const now = useMinuteClock();
  const events = useMemo(() => {
    const nodes = (viewer.upcomingEvents?.edges ?? []).map((e) => e.node).filter(Boolean);
    return nodes.filter((e) => isUpcoming(e.date, e.time, now)).sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  }, [viewer, now]);
  // Built on every render: the scheduler re-arms only when an alarm or its wording changes.
  const reminders: Reminder[] = events.map((e) => ({ id: e.id, title: e.title, alarmEnabled: e.alarmEnabled, alarmTime: e.alarmTime, body: reminderBody(e) }));
  useCalendarReminders(reminders);
  useEffect(() => {
    if (events.length <= UPCOMING_SHOWN && hasNext && !isLoadingNext) loadNext(PAGE_SIZE);
  }, [events.length, hasNext, isLoadingNext, loadNext]);

  const [confirming, setConfirming] = useState<{ id: string; title: string } | null>(null);
  const [commitDelete] = useDeleteCalendarEventMutation();

  const remove = (id: string) => {
    setConfirming(null);
    commitDelete({
      variables: { input: { id }, connections },
      onCompleted: ({ deleteCalendarEvent: result }) => {
        if (result.__typename === 'CalendarEventDeleted') {
          toast({ title: t('upcoming.deleted'), description: t('upcoming.deletedBody') });
        } else {
          errorToast(failureOf(result, t('errors.retry')).message, t('upcoming.deleteFailed'));
        }
      },
      onError: (error) => {
        errorToast(serverMessage(error), t('upcoming.deleteFailed'));
      },
    });
  };

  const shown = events.slice(0, UPCOMING_SHOWN);
  return (
    <section className={styles.card} aria-labelledby="upcoming-events">
      <h2 id="upcoming-events" className={styles.sectionTitle}>
        {t('upcoming.title')}
      </h2>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <strong>{t('upcoming.empty')}</strong>
          <span>{t('upcoming.emptyHint')}</span>
        </div>
      ) : (
        <ul className={styles.eventList}>
          {shown.map((event) => (
            <li key={event.id} className={styles.eventItem}>
              <div className={styles.eventBody}>
                <h3 className={styles.eventTitle} dir="auto">
                  {event.title}
                </h3>
                <p className={styles.meta}>
                  <time dateTime={`${event.date}T${event.time}`}>
                    {t('upcoming.when', { date: shortDate(event.date), time: event.time })}
                  </time>
                  {event.location ? (
                    <>
                      {' · '}
                      <bdi>{event.location}</bdi>
                    </>
                  ) : null}
                </p>
                <span className={styles.badges}>
                  <span className={styles.badge}>{labels.typeLabel(event.type)}</span>
                  <span className={isPriority(event.priority) ? styles.priority[event.priority] : styles.badge}>
                    {t('upcoming.priority', { priority: labels.priorityLabel(event.priority) })}
                  </span>
                  {event.attendees > 0 && <span className={styles.badge}>{t('upcoming.attending', { count: event.attendees })}</span>}
                  {event.alarmEnabled && <span className={styles.badge}>{t('upcoming.reminderOn')}</span>}
                </span>
              </div>
              <Button
                variant="ghost"
                aria-label={t('upcoming.deleteLabel', { title: event.title })}
                onPress={() => setConfirming({ id: event.id, title: event.title })}
              >
                <Trash2 size={18} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UpcomingReturnVisits viewer={viewer} />
      <ConfirmDialog
        title={t('upcoming.deleteTitle')}
        message={t('upcoming.deleteConfirm', { title: confirming?.title ?? '' })}
        confirmLabel={t('upcoming.deleteAction')}
        isOpen={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && remove(confirming.id)}
      />
    </section>
  );
}
