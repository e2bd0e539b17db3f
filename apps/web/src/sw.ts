/// <reference lib="webworker" />
import type { PushPayload } from '@welink/domain';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PATHS } from './lib/serverPaths';
import { isSkipWaiting } from './lib/workerMessages';

// Built by vite-plugin-pwa into /sw.js (ADR 0022): keeps the app's own files for the version it came
// with, answers the app's pages with its index.html, shows Web Push notifications and opens the app on a tap.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const ICON = '/favicon.svg';

// ---------- The app shell ----------

// Every file of the app's build (html, scripts, styles, icons, manifest), fetched on install. A tab
// keeps loading the screens of its own version from here after a deploy, until its member updates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app's routes are client-side: a page load of any of them gets the kept index.html, online or
// not. What the server answers itself (the API, /g/ pages, files) is left to it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

// Nothing else is answered here: the API, /g/ pages and other origins go to the network as if there
// were no worker, and no API answer is kept. Reading offline will add its runtime routes here.

// ---------- Updates ----------

// A new version installs and then waits: the page offers it ('Nueva versión disponible') and its
// Actualizar sends SKIP_WAITING once nothing typed would be lost (lib/appUpdate.ts). Never on its own.
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

// Open tabs come under the active worker at once: on a first visit the page is served from the
// cache from then on, and a notification's tap can send a tab to its screen.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// ---------- Web Push ----------

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
