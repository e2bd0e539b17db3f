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

/** Registers the worker and subscribes with the server's VAPID key; a subscription made with another key is replaced. */
export async function subscribeThisBrowser(serverKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = base64UrlBytes(serverKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((value, i) => value === b[i]);
}
