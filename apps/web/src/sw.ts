/// <reference lib="webworker" />
import type { PushPayload } from '@welink/domain';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { decodeJwt } from './lib/decodeJwt';
import { isOfflineRead, readsCacheName } from './lib/offlineReads';
import { SERVER_PATHS } from './lib/serverPaths';
import { sendQueuedWrite, workerHeaders } from './lib/sendQueuedWrite';
import { isSkipWaiting, keptAnswer, WRITES_SENT } from './lib/workerMessages';
import { createWriteQueue, SYNC_TAG } from './lib/writeQueue';

// Built by vite-plugin-pwa into /sw.js (ADR 0022): keeps the app's own files for the version it came
// with, answers the app's pages with its index.html, keeps the member's reads for offline, sends the
// writes made offline (Background Sync, ADR 0026), shows Web Push notifications and opens the app on
// a tap.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const ICON = '/favicon.svg';
/** A member's kept reads: the newest this many, none older than two weeks. */
const KEPT_READS_MAX = 300;
const KEPT_READS_MAX_AGE_S = 14 * 24 * 3600;

// ---------- The app shell ----------

// Every file of the app's build (html, scripts, styles, icons, manifest), fetched on install. A tab
// keeps loading the screens of its own version from here after a deploy, until its member updates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app's routes are client-side: a page load of any of them gets the kept index.html, online or
// not. What the server answers itself (the API, /g/ pages, files) is left to it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

// ---------- Reading offline ----------

// The member's Timeline, History, guides and WeLinks (lib/offlineReads.ts) are asked of the network
// first, always; each answer is kept, in a cache of that member's own, and given again only when
// the network fails, and the page is told so, to say it is not fresh. Anything else goes to the network
// as if there were no worker.
const keptReads = new Map<string, NetworkFirst>();

function readsOf(userId: string): NetworkFirst {
  let strategy = keptReads.get(userId);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: readsCacheName(userId),
      plugins: [new ExpirationPlugin({ maxEntries: KEPT_READS_MAX, maxAgeSeconds: KEPT_READS_MAX_AGE_S }), { cachedResponseWillBeUsed: markKept }],
    });
    keptReads.set(userId, strategy);
  }
  return strategy;
}

/** Whose read it is: the member named by its bearer token (the server checks the token; this only sorts). */
const memberOf = (request: Request) => {
  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  return token ? decodeJwt(token)?.claims.userId : undefined;
};

/** The page is told it is shown a kept answer, and from when (the server's Date of it). */
async function markKept({ cachedResponse, event }: { cachedResponse?: Response; event: ExtendableEvent }): Promise<Response | undefined> {
  const clientId = (event as FetchEvent).clientId;
  const page = clientId ? await self.clients.get(clientId) : undefined;
  if (cachedResponse) page?.postMessage(keptAnswer(cachedResponse.headers.get('date') ?? new Date().toUTCString()));
  return cachedResponse;
}

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && isOfflineRead(url.pathname + url.search) && memberOf(request) !== undefined,
  (options) => readsOf(memberOf(options.request)!).handle(options),
);

// ---------- Updates ----------

// A new version installs and then waits: the page offers it ('Nueva versión disponible') and its
// Actualizar sends SKIP_WAITING once nothing typed would be lost (lib/appUpdate.ts). Never on its own.
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

// Open tabs come under the active worker at once: on a first visit the page is served from the
// cache from then on, and a notification's tap can send a tab to its screen.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// ---------- Writing offline ----------

// Writes made without a connection wait in IndexedDB (lib/writeQueue.ts, ADR 0026). Where the
// browser has Background Sync, the page asks for a sync when it queues one; the browser wakes this
// worker once the connection is back, even with the app closed, and the worker sends each member's
// queue with the token kept beside it. A round that leaves writes waiting fails, so the browser
// tries again later; the open pages hear of what was sent and read again.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(sendQueuedWrites());
});

async function sendQueuedWrites(): Promise<void> {
  const queue = createWriteQueue();
  let done = 0;
  let waiting = 0;
  for (const member of await queue.members()) {
    const result = await queue.flush(member, (write, token) => sendQueuedWrite(write, workerHeaders(token)));
    done += result.sent + result.refused;
    waiting += result.waiting;
  }
  if (done > 0) for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(WRITES_SENT);
  if (waiting > 0) throw new Error('Cambios pendientes de enviar');
}

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
