// The app's service worker (src/sw.ts → /sw.js) seen from the page: registered on start, and whether
// a new version waits for the member's 'Actualizar' (ADR 0022). Hand-written: workbox-window costs
// ~2.3 kB gzip on every public page and the budget has ~1 kB left.
import { SERVICE_WORKER_URL } from './webPush';
import { SKIP_WAITING } from './workerMessages';

/**
 * none: this tab runs the newest version it knows of.
 * waiting: a new version is installed and waits; Actualizar hands over to it, then reloads.
 * replaced: another tab already moved to a new version; this one only needs a reload.
 */
export type AppUpdateState = 'none' | 'waiting' | 'replaced';

/** How often an open tab asks the server for a new sw.js, besides each time it comes back into view. */
export const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

export interface AppUpdate {
  state: () => AppUpdateState;
  subscribe: (onChange: () => void) => () => void;
  /** The member chose to update (after the leave guard): hands over to the waiting version and reloads. */
  apply: () => void;
  /** Registers the worker and starts following its updates (main.tsx: once the page has loaded). */
  register: () => void;
}

interface Environment {
  container: ServiceWorkerContainer;
  reload: () => void;
  document: Document;
}

/** The app's worker and its updates. Nothing here ever reloads unless `apply` is called. */
export function createAppUpdates({ container, reload, document }: Environment): AppUpdate {
  let state: AppUpdateState = 'none';
  let registration: ServiceWorkerRegistration | undefined;
  /** Set by apply: the next change of controller is the update the member asked for. */
  let isApplying = false;
  const listeners = new Set<() => void>();
  const set = (next: AppUpdateState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  /** A worker waits behind an active one: a new version (on a first visit nothing is active, and nothing waits). */
  const offerWaiting = () => {
    if (registration?.waiting && registration.active && state === 'none') set('waiting');
  };
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerWaiting();
    });

  const register = () => {
    let hadController = container.controller !== null;
    container.addEventListener('controllerchange', () => {
      if (isApplying) reload();
      // Not asked for here: another tab's Actualizar. A first visit's worker taking the page is no update.
      else if (hadController) set('replaced');
      hadController = true;
    });
    container
      .register(SERVICE_WORKER_URL)
      .then((registered) => {
        registration = registered;
        offerWaiting();
        follow(registered.installing);
        registered.addEventListener('updatefound', () => follow(registered.installing));
        const check = () => void registered.update().catch(() => undefined);
        setInterval(check, UPDATE_CHECK_EVERY_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
      })
      // No worker (private mode, a browser without one, the server unreachable): the app runs as a plain page.
      .catch(() => undefined);
  };

  return {
    state: () => state,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    apply: () => {
      const waiting = state === 'waiting' ? registration?.waiting : null;
      if (!waiting) return reload();
      isApplying = true;
      waiting.postMessage(SKIP_WAITING);
    },
    register,
  };
}
