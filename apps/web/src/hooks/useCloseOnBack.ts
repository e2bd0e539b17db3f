import { useEffect, useRef } from 'react';

/**
 * The browser's back closes the dialog on top, as a phone's back gesture is expected to, instead of
 * leaving the page under it. Each open dialog adds a history entry with the same address, marked
 * with its depth (1 for a dialog on the page, 2 for one opened over it...); going back to an entry
 * of lower depth closes the dialogs above it. A dialog closed another way takes its entry back.
 *
 * The entries are written with window.history directly, keeping the router's own state in them:
 * the router sees the same location, so no screen reloads or scrolls.
 */

const MARK = 'welinkDialog';

/** Dialogs open now; the n-th holds the entry of depth n. */
let openCount = 0;
let isSettling = false;
/**
 * Entries to step over: a dialog's entry left behind when the dialog led to another screen, or the
 * page's entry under a dialog entry the router replaced (its old navigation state must not come back).
 */
const orphans = new Set<string>();
/** Where the browser stood at the last move this module saw, to tell back from forward. */
let lastPosition: Position = { index: 0, depth: 0, id: '', pageId: '' };

interface Position {
  /** The router's index of the page's entry (a dialog entry shares it). */
  index: number;
  depth: number;
  /** The router's key of the page's entry and the depth: one per entry. */
  id: string;
  /** The id of the page's own entry (depth 0) under this one. */
  pageId: string;
}

function positionOf(state: unknown): Position {
  const fields = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const depth = typeof fields[MARK] === 'number' ? fields[MARK] : 0;
  const key = typeof fields.key === 'string' ? fields.key : '';
  return { index: typeof fields.idx === 'number' ? fields.idx : 0, depth, id: `${key}:${depth}`, pageId: `${key}:0` };
}

const isAfter = (a: Position, b: Position) => a.index > b.index || (a.index === b.index && a.depth > b.depth);

let isWatching = false;

/**
 * Steps over orphaned entries in the direction the reader was going. It listens in the capture
 * phase, before the router, and hides the step from it: the router never shows an orphan.
 */
function watchOrphans() {
  if (isWatching) return;
  isWatching = true;
  window.addEventListener(
    'popstate',
    (event) => {
      const at = positionOf(event.state);
      const cameFrom = lastPosition;
      lastPosition = at;
      if (!orphans.has(at.id)) return;
      event.stopImmediatePropagation();
      // Arriving no later than the last position seen means the reader came from an entry pushed since.
      if (isAfter(at, cameFrom)) window.history.forward();
      else window.history.back();
    },
    { capture: true },
  );
}

/**
 * Once the dialogs that closed in this step are gone, gives back the entries no open dialog holds.
 * Deferred so that a dialog opening in the same step (the detail's "Añadir a guía" replaces the
 * detail) keeps the entry of the one it replaces.
 */
function settle() {
  if (isSettling) return;
  isSettling = true;
  queueMicrotask(() => {
    isSettling = false;
    const extra = positionOf(window.history.state).depth - openCount;
    if (extra > 0) window.history.go(-extra);
  });
}

export function useCloseOnBack(open: boolean, onClose: () => void): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    watchOrphans();
    openCount += 1;
    const depth = openCount;
    if (positionOf(window.history.state).depth !== depth) {
      window.history.pushState({ ...(window.history.state as object | null), [MARK]: depth }, '');
    }
    const entry = positionOf(window.history.state);
    lastPosition = entry;
    orphans.delete(entry.id);
    const onPop = (event: PopStateEvent) => {
      if (positionOf(event.state).depth < depth) closeRef.current();
    };
    window.addEventListener('popstate', onPop);

    return () => {
      window.removeEventListener('popstate', onPop);
      openCount -= 1;
      const current = positionOf(window.history.state);
      if (current.index !== entry.index) {
        // Closed because the app went to another screen: the dialog's entry stays behind.
        orphans.add(entry.id);
      } else if (current.depth === 0 && current.id !== entry.pageId) {
        // The router replaced this dialog's entry (a screen clearing its navigation state): the
        // page's entry below still holds the old state, and back must not bring it again.
        orphans.add(entry.pageId);
        lastPosition = current;
      } else {
        settle();
      }
    };
  }, [open]);
}
