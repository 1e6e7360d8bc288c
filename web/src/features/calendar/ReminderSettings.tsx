// How reminders reach the member: browser notifications once allowed (a button asks), an in-app
// message otherwise; SMS is announced as coming soon (spec 02, Calendar).
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { browserNotifications } from './reminders.ts';
import * as styles from './calendar.css.ts';

type Permission = NotificationPermission | 'unsupported';

const EXPLANATION: Record<Permission, string> = {
  granted: 'Notifications are on: you are notified at each event’s reminder time while the app is open.',
  default: 'Allow notifications to be reminded 24 hours before each event, even when this tab is in the background.',
  denied: 'Notifications are blocked in this browser, so reminders appear inside the app while it is open.',
  unsupported: 'This browser cannot show notifications, so reminders appear inside the app while it is open.',
};

export function ReminderSettings() {
  const [permission, setPermission] = useState<Permission>(() => browserNotifications()?.permission ?? 'unsupported');
  const ask = async () => setPermission(await Notification.requestPermission());

  return (
    <section className={styles.card} aria-labelledby="calendar-reminders">
      <h2 id="calendar-reminders" className={styles.sectionTitle}>
        Reminders
      </h2>
      <p className={styles.meta} aria-live="polite">
        {EXPLANATION[permission]}
      </p>
      {permission === 'default' && (
        <Button variant="secondary" onPress={ask}>
          Enable Notifications
        </Button>
      )}
      <p className={styles.notice}>
        <strong>SMS notifications</strong> are coming soon.
      </p>
    </section>
  );
}
