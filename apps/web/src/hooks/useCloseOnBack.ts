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
/** Entries left behind by dialogs that closed by leaving the page (a save that goes to another screen). */
const orphans = new Set<string>();
/** Where the browser stood at the last move this module saw, to tell back from forward. */
let lastPosition: Position = { index: 0, depth: 0 };

interface Position {
  index: number;
  depth: number;
}

function positionOf(state: unknown): Position {
  const fields = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  return {
    index: typeof fields.idx === 'number' ? fields.idx : 0,
    depth: typeof fields[MARK] === 'number' ? fields[MARK] : 0,
  };
}

const keyOf = ({ index, depth }: Position) => `${index}:${depth}`;
const isAfter = (a: Position, b: Position) => a.index > b.index || (a.index === b.index && a.depth > b.depth);

let isWatching = false;

/** Steps over entries whose dialog is gone, in the direction the reader was going. */
function watchOrphans() {
  if (isWatching) return;
  isWatching = true;
  window.addEventListener('popstate', (event) => {
    const at = positionOf(event.state);
    const cameFrom = lastPosition;
    lastPosition = at;
    if (at.depth <= openCount || !orphans.has(keyOf(at))) return;
    // Arriving no later than the last position seen means the reader came from an entry pushed since.
    if (isAfter(at, cameFrom)) window.history.forward();
    else window.history.back();
  });
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
    orphans.delete(keyOf(entry));
    const onPop = (event: PopStateEvent) => {
      if (positionOf(event.state).depth < depth) closeRef.current();
    };
    window.addEventListener('popstate', onPop);

    return () => {
      window.removeEventListener('popstate', onPop);
      openCount -= 1;
      // Closed because the app went to another screen: its entry stays behind, to be stepped over.
      if (positionOf(window.history.state).index !== entry.index) orphans.add(keyOf(entry));
      else settle();
    };
  }, [open]);
}
