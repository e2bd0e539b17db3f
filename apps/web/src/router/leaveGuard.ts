import { createContext } from 'react';
import { NavigationType, parsePath, type Navigator, type Path, type To } from 'react-router';
import type { AppHistory } from './AppRouter';

/** Whether leaving for `next` must first be confirmed (a form with unsaved changes says yes). */
export type LeaveCheck = (next: Path) => boolean;

/** A navigation held back by a LeaveCheck: carried out only if the member confirms. */
export interface HeldNavigation {
  proceed: () => void;
}

type Update = Parameters<Parameters<AppHistory['listen']>[0]>[0];

export interface LeaveGuard {
  /** What the router navigates through: push and replace wait for the check. */
  navigator: Navigator;
  /** history.listen, except that a held back or forward move never reaches the router. */
  listen: (listener: (update: Update) => void) => () => void;
  /** Installs a form's check (several forms may be open at once); returns its removal. */
  block: (check: LeaveCheck, onHeld: (held: HeldNavigation) => void) => () => void;
  /**
   * Leaving the page itself (a reload to update the app): the first form with unsaved changes asks,
   * wherever it is, and `run` happens only if the member confirms; with none, at once.
   */
  confirmUnload: (run: () => void) => void;
  /** Whether a form on screen holds unsaved changes (a check is installed); for useSyncExternalStore. */
  isBlocking: () => boolean;
  subscribe: (onChange: () => void) => () => void;
}

const asPath = (to: To): Path => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '' };
};

/**
 * React Router's blocking (useBlocker) needs its data router, which the app does not use
 * (AppRouter): this is the same behaviour over our own history. Links, useNavigate and the
 * browser's back and forward buttons all pass through it; the session's forced moves (a 401 sends
 * to /login) use the history directly and are never held.
 */
export function createLeaveGuard(history: AppHistory): LeaveGuard {
  type Entry = { check: LeaveCheck; onHeld: (held: HeldNavigation) => void };
  const entries = new Set<Entry>();
  /** The first form that wants to be asked before leaving for `next`. */
  const asking = (next: Path) => [...entries].find((entry) => entry.check(next));
  /** Pops the guard causes itself: undoing a held back/forward move. */
  let undoing = 0;
  /** A held back/forward move the member confirmed: it passes without a second question. */
  let confirmedPop = false;
  const watchers = new Set<() => void>();
  const changed = () => watchers.forEach((watcher) => watcher());

  const guarded = (to: To, run: () => void) => {
    const form = asking(asPath(to));
    if (form) form.onHeld({ proceed: run });
    else run();
  };

  return {
    navigator: {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => guarded(to, () => history.push(to, state)),
      replace: (to, state) => guarded(to, () => history.replace(to, state)),
    },
    listen: (listener) =>
      history.listen((update) => {
        if (update.action !== NavigationType.Pop) return listener(update);
        if (undoing > 0) {
          undoing -= 1;
          return;
        }
        const { delta } = update;
        const form = confirmedPop || !delta ? undefined : asking(update.location);
        if (form && delta) {
          // The address bar has already moved: put it back, and move again only once confirmed.
          undoing += 1;
          history.go(-delta);
          form.onHeld({
            proceed: () => {
              confirmedPop = true;
              history.go(delta);
            },
          });
          return;
        }
        confirmedPop = false;
        listener(update);
      }),
    block: (check, onHeld) => {
      const entry = { check, onHeld };
      entries.add(entry);
      changed();
      return () => {
        entries.delete(entry);
        changed();
      };
    },
    // Every installed check belongs to a form with unsaved changes (it blocks only then): a reload loses them all.
    confirmUnload: (run) => {
      const [form] = entries;
      if (form) form.onHeld({ proceed: run });
      else run();
    },
    isBlocking: () => entries.size > 0,
    subscribe: (onChange) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
}

/** The guard of the router on screen; null outside AppRouter (a screen rendered alone in a test). */
export const LeaveGuardContext = createContext<LeaveGuard | null>(null);
