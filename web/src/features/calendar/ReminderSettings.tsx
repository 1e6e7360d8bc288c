// How reminders reach the member: browser notifications once allowed (a button asks), an in-app
// message otherwise; SMS is announced as coming soon (docs/product/calendar.md).
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { browserNotifications } from './reminders.ts';
import * as styles from './calendar.css.ts';

type Permission = NotificationPermission | 'unsupported';

export function ReminderSettings() {
  const [permission, setPermission] = useState<Permission>(() => browserNotifications()?.permission ?? 'unsupported');
  const { t } = useTranslation('calendar');
  const ask = async () => setPermission(await Notification.requestPermission());

  return (
    <section className={styles.card} aria-labelledby="calendar-reminders">
      <h2 id="calendar-reminders" className={styles.sectionTitle}>
        {t('reminders.title')}
      </h2>
      <p className={styles.meta} aria-live="polite">
        {t(`reminders.${permission}`)}
      </p>
      {permission === 'default' && (
        <Button variant="secondary" onPress={ask}>
          {t('reminders.enable')}
        </Button>
      )}
      <p className={styles.notice}>
        <Trans t={t} i18nKey="reminders.sms" components={{ strong: <strong /> }} />
      </p>
    </section>
  );
}
