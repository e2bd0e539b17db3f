import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { deleteExpiredPayloads, readCachedPayload, writeCachedPayload } from '../../db/queries/externalCache.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface ExternalCache {
  /**
   * The answer stored under `key` while it is younger than a day; otherwise
   * `load()`'s, stored for the next day. A failed load is not stored, and a
   * stored answer that no longer fits `schema` counts as missing.
   */
  through<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.output<S>>): Promise<z.output<S>>;
}

/** Lower-case, trimmed, inner spaces collapsed: "  Dune " and "dune" share a row. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** `provider:endpoint:parts…`, each part normalised. */
export function cacheKey(provider: string, endpoint: string, ...parts: Array<string | number>): string {
  return [provider, endpoint, ...parts.map((p) => normaliseQuery(String(p)))].join(':');
}

export function createExternalCache(db: Db, options: { ttlMs?: number; now?: () => Date } = {}): ExternalCache {
  const ttlMs = options.ttlMs ?? DAY_MS;
  const now = options.now ?? (() => new Date());
  let nextSweep = 0;

  return {
    async through(key, schema, load) {
      const at = now();
      const stored = schema.safeParse(await readCachedPayload(db, key, at));
      if (stored.success && stored.data !== undefined) return stored.data;

      const fresh = await load();
      await writeCachedPayload(db, key, fresh, new Date(at.getTime() + ttlMs));
      // Rows of searches nobody repeats would pile up: drop the expired ones now and then.
      if (at.getTime() >= nextSweep) {
        nextSweep = at.getTime() + SWEEP_EVERY_MS;
        await deleteExpiredPayloads(db, at);
      }
      return fresh;
    },
  };
}
