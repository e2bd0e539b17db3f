import type { Database } from '../db/client.js';
import { findUserById, onUserChanged } from '../db/queries/users.js';
import type { UserRow } from '../db/schema/index.js';

/** Migration 0015: a user row changed or went; the payload is its id. */
const VIEWER_CHANGED_CHANNEL = 'welink_viewer_changed';
/** A kept member is read again after this, should a change ever go unheard. */
export const VIEWER_KEEP_MS = 60_000;
/** Members kept per process; past it the longest kept go first. */
export const VIEWERS_KEPT_MAX = 20_000;

export interface ViewerCache {
  /** The member's row: kept, or read and kept. */
  get(id: string): Promise<UserRow | undefined>;
  /** The member changed: read them again next time. */
  forget(id: string): void;
  /** Whether changes are heard: while they are not, nothing is kept (one could be missed). */
  setListening(listening: boolean): void;
}

/**
 * The user rows of members who made a request recently, so the auth check of each request
 * does not read its row again. A row is kept only while changes are heard, and only if no
 * change was heard while it was read (it could be older than the change). Kept rows are
 * frozen: every request of the member shares one.
 */
export function createViewerCache(load: (id: string) => Promise<UserRow | undefined>, now: () => number = Date.now): ViewerCache {
  const kept = new Map<string, { row: UserRow; until: number }>();
  let listening = false;
  let changesHeard = 0;

  const keep = (id: string, row: UserRow) => {
    if (kept.size >= VIEWERS_KEPT_MAX) kept.delete(kept.keys().next().value as string);
    kept.set(id, { row, until: now() + VIEWER_KEEP_MS });
  };

  return {
    async get(id) {
      const entry = kept.get(id);
      if (entry && entry.until > now()) return entry.row;
      kept.delete(id);
      const heardBefore = changesHeard;
      const row = await load(id);
      if (!row) return undefined;
      Object.freeze(row);
      if (listening && heardBefore === changesHeard) keep(id, row);
      return row;
    },
    forget(id) {
      changesHeard += 1;
      kept.delete(id);
    },
    setListening(value) {
      changesHeard += 1;
      kept.clear();
      listening = value;
    },
  };
}

/**
 * The process's viewer cache: it hears of changes made by this process as they are written
 * (db/queries/users.ts) and of every change, from any process, when it commits (the trigger
 * of migration 0015). Answers the cache and the way to stop hearing.
 */
export async function startViewerCache(database: Database): Promise<{ viewers: ViewerCache; stop: () => Promise<void> }> {
  const viewers = createViewerCache((id) => findUserById(database.db, id));
  const stopHearingOwn = onUserChanged((id) => viewers.forget(id));
  const stopListening = await database.listen(VIEWER_CHANGED_CHANNEL, (id) => viewers.forget(id), (listening) => viewers.setListening(listening));
  return {
    viewers,
    stop: async () => {
      stopHearingOwn();
      viewers.setListening(false);
      await stopListening();
    },
  };
}
