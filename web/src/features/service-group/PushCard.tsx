// Alerts on this device: a member turns push notifications on (the browser asks for permission)
// so that red and orange alerts and roll-calls of the group reach them with the app closed
// (docs/product/service-group.md). The notification's words come from the server with the push.
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePushOnThisDevice } from '../../platform/usePushOnThisDevice.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as styles from './service-group.css.ts';

export function PushCard({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation('serviceGroup');
  const { state, busy, turnOn: on, turnOff: off } = usePushOnThisDevice(publicKey);

  const turnOn = async () => {
    if (await on()) toast({ title: t('push.onTitle'), description: t('push.onToast') });
    else if (Notification.permission !== 'denied') errorToast(t('push.failed'));
  };

  const turnOff = async () => {
    await off();
    toast({ title: t('push.offTitle'), description: t('push.offToast') });
  };

  return (
    <section className={styles.card} aria-labelledby="push-title">
      <h2 id="push-title" className={styles.cardTitle}>
        {t('push.title')}
      </h2>
      {state === 'checking' && <p className={styles.muted}>{t('push.checking')}</p>}
      {state === 'unsupported' && (
        <p className={styles.muted}>{t('push.unsupported')}</p>
      )}
      {state === 'denied' && (
        <p className={styles.muted}>{t('push.denied')}</p>
      )}
      {state === 'off' && (
        <>
          <p className={styles.muted}>{t('push.offText')}</p>
          <Button onPress={turnOn} isDisabled={busy}>
            <Bell aria-hidden="true" className={styles.icon} />
            {busy ? t('push.turningOn') : t('push.turnOn')}
          </Button>
        </>
      )}
      {state === 'on' && (
        <>
          <p className={styles.muted}>{t('push.onText')}</p>
          <Button variant="secondary" onPress={turnOff} isDisabled={busy}>
            <BellOff aria-hidden="true" className={styles.icon} />
            {t('push.turnOff')}
          </Button>
        </>
      )}
    </section>
  );
}
