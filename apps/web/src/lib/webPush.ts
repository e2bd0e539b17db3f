// The browser's side of Web Push: the service worker (src/sw.ts, built to /sw.js) and its push subscription.

export const SERVICE_WORKER_URL = '/sw.js';

/** Service workers, the Push API and notifications: all three, or no pushes on this browser. */
export function browserSupportsPush(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

/** This browser's subscription, if it has one (only once the worker is registered). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Signing out ends this browser's pushes: the next member of a shared device must not see the
 * last one's notifications. The server drops the device when the push service answers 410.
 */
export async function stopPushesToThisBrowser(): Promise<void> {
  if (!browserSupportsPush()) return;
  await (await currentPushSubscription())?.unsubscribe();
}
