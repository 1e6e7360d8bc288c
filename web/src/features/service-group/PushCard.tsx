// Alerts on this device: a member turns push notifications on (the browser asks for permission)
// so that red and orange alerts and roll-calls of the group reach them with the app closed
// (docs/product/service-group.md). The notification's words come from the server with the push.
// When the server's push keys were replaced, the card subscribes this browser again with the new
// key as it opens (push.ts) and has the server forget the subscription it replaces.
import { Bell, BellOff } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationConfig } from 'react-relay';
import type { useSavePushSubscriptionMutation as SaveMutation } from '../../__generated__/useSavePushSubscriptionMutation.graphql';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { PushPermissionError, type Subscribed, currentSubscription, pushSupported, renewForKey, subscribeToPush } from './push.ts';
import { useRemovePushSubscriptionMutation } from './useRemovePushSubscriptionMutation.ts';
import { useSavePushSubscriptionMutation } from './useSavePushSubscriptionMutation.ts';
import * as styles from './service-group.css.ts';

type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';
type SaveCallbacks = Pick<UseMutationConfig<SaveMutation>, 'onCompleted' | 'onError'>;

export function PushCard({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation('serviceGroup');
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [commitSave] = useSavePushSubscriptionMutation();
  const [commitRemove] = useRemovePushSubscriptionMutation();

  /** Stores this browser's subscription on the server, dropping the one it replaces. */
  const store = useCallback(
    (subscribed: Subscribed, done: SaveCallbacks) => {
      if (subscribed.replaced) commitRemove({ variables: { input: { endpoint: subscribed.replaced } } });
      commitSave({ variables: { input: subscribed.keys }, ...done });
    },
    [commitSave, commitRemove],
  );

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    let cancelled = false;
    const settle = (next: PushState) => {
      if (!cancelled) setState(next);
    };
    currentSubscription()
      .then(async (subscription) => {
        if (!subscription || Notification.permission !== 'granted') return settle('off');
        const renewed = await renewForKey(publicKey);
        if (!renewed) return settle('on');
        store(renewed, {
          onCompleted: ({ savePushSubscription: result }) => settle(result.__typename === 'PushSubscriptionSaved' ? 'on' : 'off'),
          onError: () => settle('off'),
        });
      })
      .catch(() => settle('off'));
    return () => {
      cancelled = true;
    };
  }, [publicKey, store]);

  const turnOn = async () => {
    setBusy(true);
    try {
      store(await subscribeToPush(publicKey), {
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
