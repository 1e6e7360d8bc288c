// Alerts on this device: a member turns push notifications on (the browser asks for permission)
// so that red and orange alerts and roll-calls of the group reach them with the app closed
// (docs/product/service-group.md). The notification's words come from the server with the push.
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { PushPermissionError, currentSubscription, pushSupported, subscribeToPush } from './push.ts';
import { useRemovePushSubscriptionMutation } from './useRemovePushSubscriptionMutation.ts';
import { useSavePushSubscriptionMutation } from './useSavePushSubscriptionMutation.ts';
import * as styles from './service-group.css.ts';

type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export function PushCard({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation('serviceGroup');
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [commitSave] = useSavePushSubscriptionMutation();
  const [commitRemove] = useRemovePushSubscriptionMutation();

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    let cancelled = false;
    currentSubscription()
      .then((subscription) => !cancelled && setState(subscription && Notification.permission === 'granted' ? 'on' : 'off'))
      .catch(() => !cancelled && setState('off'));
    return () => {
      cancelled = true;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const keys = await subscribeToPush(publicKey);
      commitSave({
        variables: { input: keys },
        onCompleted: ({ savePushSubscription: result }) => {
          setBusy(false);
          if (result.__typename === 'PushSubscriptionSaved') {
            setState('on');
            toast({ title: t('push.onTitle'), description: t('push.onToast') });
          } else errorToast(result.message ?? t('push.failed'));
        },
        onError: () => {
          setBusy(false);
          errorToast(t('push.failed'));
        },
      });
    } catch (error) {
      setBusy(false);
      if (error instanceof PushPermissionError && error.permission === 'denied') setState('denied');
      else errorToast(t('push.failed'));
    }
  };

  const turnOff = async () => {
    setBusy(true);
    const subscription = await currentSubscription().catch(() => null);
    if (!subscription) {
      setBusy(false);
      setState('off');
      return;
    }
    const endpoint = subscription.endpoint;
    await subscription.unsubscribe().catch(() => false);
    commitRemove({
      variables: { input: { endpoint } },
      onCompleted: () => {
        setBusy(false);
        setState('off');
        toast({ title: t('push.offTitle'), description: t('push.offToast') });
      },
      onError: () => {
        setBusy(false);
        setState('off');
      },
    });
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
