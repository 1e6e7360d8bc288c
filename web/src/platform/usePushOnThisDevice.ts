// Push notifications on this device, as one state machine for every card that offers them (the
// group's alerts, the report reminder): whether this browser can receive pushes, whether they are
// on, and turning them on or off. Turning on asks for the browser's permission and stores the
// subscription on the server with the device's time zone (the report reminder reaches the device
// on its own days); with `keepCurrent`, a subscription already on is stored again as the card opens,
// so the server follows a device that moved to another time zone.
// When the server's push keys were replaced, the subscription is made again with the new key as the
// card opens (push.ts) and the server forgets the one it replaces.
import { useCallback, useEffect, useState } from 'react';
import type { UseMutationConfig } from 'react-relay';
import type { useSavePushSubscriptionMutation as SaveMutation } from '../__generated__/useSavePushSubscriptionMutation.graphql';
import { deviceTimeZone } from '../lib/time-zone.ts';
import { PushPermissionError, type Subscribed, currentSubscription, pushSupported, renewForKey, subscribeToPush } from './push.ts';
import { useRemovePushSubscriptionMutation } from './useRemovePushSubscriptionMutation.ts';
import { useSavePushSubscriptionMutation } from './useSavePushSubscriptionMutation.ts';

export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';
type SaveCallbacks = Pick<UseMutationConfig<SaveMutation>, 'onCompleted' | 'onError'>;

export interface PushOnThisDevice {
  state: PushState;
  busy: boolean;
  /** Resolves true when notifications are on, false when the browser or the server refused. */
  turnOn(): Promise<boolean>;
  turnOff(): Promise<void>;
}

export function usePushOnThisDevice(publicKey: string, options: { keepCurrent?: boolean } = {}): PushOnThisDevice {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [commitSave] = useSavePushSubscriptionMutation();
  const [commitRemove] = useRemovePushSubscriptionMutation();
  const keepCurrent = options.keepCurrent ?? false;

  /** Stores this browser's subscription on the server, dropping the one it replaces. */
  const store = useCallback(
    (subscribed: Subscribed, done: SaveCallbacks) => {
      if (subscribed.replaced) commitRemove({ variables: { input: { endpoint: subscribed.replaced } } });
      commitSave({ variables: { input: { ...subscribed.keys, timeZone: deviceTimeZone() } }, ...done });
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
        if (!renewed) {
          settle('on');
          if (keepCurrent) {
            const { keys } = subscription.toJSON();
            store({ keys: { endpoint: subscription.endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } }, {});
          }
          return;
        }
        store(renewed, {
          onCompleted: ({ savePushSubscription: result }) => settle(result.__typename === 'PushSubscriptionSaved' ? 'on' : 'off'),
          onError: () => settle('off'),
        });
      })
      .catch(() => settle('off'));
    return () => {
      cancelled = true;
    };
  }, [publicKey, store, keepCurrent]);

  const turnOn = async () => {
    setBusy(true);
    try {
      const subscribed = await subscribeToPush(publicKey);
      return await new Promise<boolean>((resolve) =>
        store(subscribed, {
          onCompleted: ({ savePushSubscription: result }) => {
            setBusy(false);
            const saved = result.__typename === 'PushSubscriptionSaved';
            if (saved) setState('on');
            resolve(saved);
          },
          onError: () => {
            setBusy(false);
            resolve(false);
          },
        }),
      );
    } catch (error) {
      setBusy(false);
      if (error instanceof PushPermissionError && error.permission === 'denied') setState('denied');
      return false;
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
    await new Promise<void>((resolve) =>
      commitRemove({
        variables: { input: { endpoint } },
        onCompleted: () => resolve(),
        onError: () => resolve(),
      }),
    );
    setBusy(false);
    setState('off');
  };

  return { state, busy, turnOn, turnOff };
}
