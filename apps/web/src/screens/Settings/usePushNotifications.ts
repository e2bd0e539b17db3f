import { useEffect, useState } from 'react';
import { PushSubscribeSchema } from '@welink/domain';
import { ApiError } from '../../api/errors';
import { usePushConfig, useSubscribeToPush, useUnsubscribeFromPush } from '../../api/push';
import { subscribeThisBrowser } from '../../lib/pushSubscription';
import { browserSupportsPush, currentPushSubscription } from '../../lib/webPush';

export type PushCardState =
  | { kind: 'unsupported' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'denied' }
  | { kind: 'ready'; isOn: boolean }
  /** `message`: the server's reason, when it gave one; else the card says the change failed. */
  | { kind: 'error'; message?: string };

/**
 * This device's Web Push, for the Settings card: whether it can and does receive the member's
 * notifications, and turning them on (permission, service worker, subscription, then the server)
 * or off (the server, then the browser). Every failure becomes a state with a message; none throws.
 */
export function usePushNotifications() {
  const supported = browserSupportsPush();
  const config = usePushConfig(supported);
  const subscribe = useSubscribeToPush();
  const unsubscribe = useUnsubscribeFromPush();
  const [isOn, setIsOn] = useState<boolean | null>(null);
  const [permission, setPermission] = useState<NotificationPermission>(() => (supported ? Notification.permission : 'default'));
  const [failure, setFailure] = useState<{ message?: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    currentPushSubscription().then(
      (subscription) => current && setIsOn(subscription !== null),
      () => current && setFailure({}),
    );
    return () => {
      current = false;
    };
  }, [supported, attempt]);

  async function change(work: () => Promise<boolean>) {
    setIsBusy(true);
    setFailure(null);
    try {
      setIsOn(await work());
    } catch (error) {
      setFailure(error instanceof ApiError && error.serverMessage ? { message: error.serverMessage } : {});
    } finally {
      setIsBusy(false);
    }
  }

  const turnOn = () =>
    change(async () => {
      const granted = await Notification.requestPermission();
      setPermission(granted);
      if (granted !== 'granted' || !config.data?.publicKey) return false;
      const subscription = await subscribeThisBrowser(config.data.publicKey);
      await subscribe.mutateAsync(PushSubscribeSchema.parse(subscription.toJSON()));
      return true;
    });

  const turnOff = () =>
    change(async () => {
      const subscription = await currentPushSubscription();
      if (subscription) {
        await unsubscribe.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      return false;
    });

  const retry = () => {
    setFailure(null);
    setIsOn(null);
    setAttempt((n) => n + 1);
    if (config.isError) void config.refetch();
  };

  const state: PushCardState = !supported
    ? { kind: 'unsupported' }
    : failure || config.isError
      ? { kind: 'error', ...failure }
      : config.isPending || isOn === null
        ? { kind: 'loading' }
        : !config.data.available
          ? { kind: 'unavailable' }
          : permission === 'denied'
            ? { kind: 'denied' }
            : { kind: 'ready', isOn };

  return { state, isBusy, turnOn, turnOff, retry };
}
