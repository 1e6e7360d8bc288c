// Reminders on this device (docs/product/report.md, "Reminders"): with notifications on, the
// server reminds this device on the last 3 days of a month and the first 10 of the next, in its own
// daytime, until the month is sent. The subscription is the device's one (the group's alerts use it
// too), so it is stored again as the card opens: the server then knows the device's time zone.
// "Add to My Calendar" puts the month's sending into the member's calendar: an event on the month's
// last day, whose alarm (a day before) rings on any screen of the app.
import { Bell, BellOff, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionHandler } from 'relay-runtime';
import { useFormat } from '../../i18n/format.ts';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { usePushOnThisDevice } from '../../platform/usePushOnThisDevice.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { REMINDERS_CONNECTION, alarmTimeOf, timezoneOffsetAt, useCreateCalendarEventMutation } from '../calendar/index.ts';
import { lastDayOf, monthTitle } from './format.ts';
import * as styles from './report.css.ts';

/** The time of day of the month's sending event. */
export const SEND_EVENT_TIME = '19:00';

export interface MonthCalendar {
  viewerId: string;
  /** The month on screen, YYYY-MM. */
  month: string;
  today: string;
  /** The titles of the member's events on the month's last day. */
  titles: readonly string[];
}

export function ReminderCard({ publicKey, remindersOn, calendar }: { publicKey: string; remindersOn: boolean; calendar: MonthCalendar }) {
  const { t } = useTranslation('report');
  const push = usePushOnThisDevice(publicKey, { keepCurrent: true });

  const turnOn = async () => {
    if (await push.turnOn()) toast({ title: t('reminders.onTitle'), description: t('reminders.onToast') });
    else if (Notification.permission !== 'denied') errorToast(t('reminders.failed'));
  };

  return (
    <section className={styles.card} aria-labelledby="report-reminders-title">
      <h2 id="report-reminders-title" className={styles.cardTitle}>
        {t('reminders.title')}
      </h2>
      {!remindersOn && <p className={styles.muted}>{t('reminders.settingOff')}</p>}
      {push.state === 'checking' && <p className={styles.muted}>{t('reminders.checking')}</p>}
      {push.state === 'unsupported' && <p className={styles.muted}>{t('reminders.unsupported')}</p>}
      {push.state === 'denied' && <p className={styles.muted}>{t('reminders.denied')}</p>}
      {push.state === 'off' && (
        <>
          <p className={styles.muted}>{t('reminders.offText')}</p>
          <div>
            <Button onPress={turnOn} isDisabled={push.busy}>
              <Bell size={18} aria-hidden="true" />
              {push.busy ? t('reminders.turningOn') : t('reminders.turnOn')}
            </Button>
          </div>
        </>
      )}
      {push.state === 'on' && (
        <>
          <p className={styles.muted}>{t('reminders.onText')}</p>
          <div>
            <Button variant="secondary" onPress={push.turnOff} isDisabled={push.busy}>
              <BellOff size={18} aria-hidden="true" />
              {t('reminders.turnOff')}
            </Button>
          </div>
        </>
      )}
      <SendInCalendar calendar={calendar} />
    </section>
  );
}

function SendInCalendar({ calendar }: { calendar: MonthCalendar }) {
  const { t } = useTranslation('report');
  const { locale, calendarDate: formatDate } = useFormat();
  const [commit, inFlight] = useCreateCalendarEventMutation();
  const [added, setAdded] = useState(false);
  const day = lastDayOf(calendar.month);
  const title = t('reminders.eventTitle', { month: monthTitle(calendar.month, locale) });
  if (day < calendar.today) return null;
  const inCalendar = added || calendar.titles.includes(title);
  if (inCalendar) return <p className={styles.muted}>{t('reminders.inCalendar', { date: formatDate(day, { dateStyle: 'long' }) })}</p>;

  const addEvent = () =>
    commit({
      variables: {
        input: {
          title,
          date: day,
          time: SEND_EVENT_TIME,
          type: 'FIELD_SERVICE',
          priority: 'HIGH',
          description: t('reminders.eventDescription'),
          alarmEnabled: true,
          timezoneOffset: timezoneOffsetAt(day, SEND_EVENT_TIME),
          alarmTime: alarmTimeOf(day, SEND_EVENT_TIME),
        },
        // The app-wide reminder list, so the alarm is armed at once on any screen.
        connections: [ConnectionHandler.getConnectionID(calendar.viewerId, REMINDERS_CONNECTION, { from: calendar.today })],
      },
      onCompleted: ({ createCalendarEvent: result }) => {
        if (result.__typename !== 'CalendarEventCreated') return errorToast(t('reminders.calendarFailed'));
        setAdded(true);
        toast({ title: t('reminders.addedTitle'), description: t('reminders.inCalendar', { date: formatDate(day, { dateStyle: 'long' }) }) });
      },
      onError: (error) => {
        if (!isNetworkUnavailable(error)) return errorToast(t('reminders.calendarFailed'));
        setAdded(true);
        toast({ title: t('reminders.addedTitle'), description: t('reminders.inCalendar', { date: formatDate(day, { dateStyle: 'long' }) }) });
      },
    });

  return (
    <div>
      <Button variant="secondary" onPress={addEvent} isDisabled={inFlight}>
        <CalendarPlus size={18} aria-hidden="true" />
        {t('reminders.addToCalendar')}
      </Button>
    </div>
  );
}
