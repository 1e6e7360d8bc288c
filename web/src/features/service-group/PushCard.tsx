// Alerts on this device: a member turns push notifications on (the browser asks for permission)
// so that red and orange alerts and roll-calls of the group reach them with the app closed.
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { PushPermissionError, currentSubscription, pushSupported, subscribeToPush } from './push.ts';
import { useRemovePushSubscriptionMutation } from './useRemovePushSubscriptionMutation.ts';
import { useSavePushSubscriptionMutation } from './useSavePushSubscriptionMutation.ts';
import * as styles from './service-group.css.ts';

type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const TURN_ON_FAILED = 'Could not turn on notifications. Please try again.';

export function PushCard({ publicKey }: { publicKey: string }) {
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
            toast({ title: 'Notifications On', description: 'Alerts from your group will reach this device.' });
          } else errorToast(result.message ?? TURN_ON_FAILED);
        },
        onError: () => {
          setBusy(false);
          errorToast(TURN_ON_FAILED);
        },
      });
    } catch (error) {
      setBusy(false);
      if (error instanceof PushPermissionError && error.permission === 'denied') setState('denied');
      else errorToast(TURN_ON_FAILED);
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
        toast({ title: 'Notifications Off', description: 'This device no longer receives group alerts.' });
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
        Alerts on This Device
      </h2>
      {state === 'checking' && <p className={styles.muted}>Checking notifications…</p>}
      {state === 'unsupported' && (
        <p className={styles.muted}>This browser cannot receive push notifications. Keep this page open to see alerts as they come.</p>
      )}
      {state === 'denied' && (
        <p className={styles.muted}>
          Notifications are blocked for this app. Allow them in your browser’s site settings to get alerts when the app is closed.
        </p>
      )}
      {state === 'off' && (
        <>
          <p className={styles.muted}>Get a notification when someone in your group is in trouble or a roll-call starts, even with the app closed.</p>
          <Button onPress={turnOn} isDisabled={busy}>
            {busy ? 'Turning On…' : 'Turn On Notifications'}
          </Button>
        </>
      )}
      {state === 'on' && (
        <>
          <p className={styles.muted}>Push notifications are on for this device.</p>
          <Button variant="secondary" onPress={turnOff} isDisabled={busy}>
            Turn Off Notifications
          </Button>
        </>
      )}
    </section>
  );
}
