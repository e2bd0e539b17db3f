/// <reference lib="webworker" />
import type { PushPayload } from '@welink/domain';

// Built by vite-plugin-pwa into /sw.js. For now it only shows Web Push notifications and opens the app on a tap.
declare const self: ServiceWorkerGlobalScope;

const ICON = '/favicon.svg';

// Open tabs come under this worker at once, so a tap can send one of them to the notification's screen.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(self.registration.showNotification(payload.title, { body: payload.body, icon: ICON, tag: payload.tag, data: { url: payload.url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin).href;
  event.waitUntil(focusOrOpen(url));
});

function readPayload(data: PushMessageData | null): PushPayload | undefined {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    return typeof payload?.title === 'string' && typeof payload.body === 'string' ? (payload as PushPayload) : undefined;
  } catch {
    return undefined;
  }
}

/** A tab of the app already open goes to the URL and comes forward; otherwise a new one opens. */
async function focusOrOpen(url: string): Promise<void> {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
  const moved = await tab?.navigate(url).catch(() => null);
  if (moved) await moved.focus();
  else await self.clients.openWindow(url);
}
