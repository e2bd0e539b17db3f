import type { Db } from '../client.js';

/**
 * Event JSON this process has read, by event id, with the version each was built from: a
 * second tier of event_json_cache. A page reads only its events' ids and versions from
 * PostgreSQL and takes the JSON of those versions from here, so the 33 KB of a Timeline page
 * cross the wire only when they changed. Right by construction: a JSON is used only for the
 * version it was built from, whatever process changed the event.
 * Bounded by the JSON's total length: the least recently used go first.
 */
export class EventJsonCacheInMemory {
  private readonly byEvent = new Map<string, KeptJson>();
  /** Recency order as a list through the entries, least recently used first. */
  private readonly order = new RecencyList();
  private length = 0;

  constructor(private readonly capacity: number) {}

  /** The JSON of this version of the event, if this process has it. */
  get(eventId: string, version: number): string | undefined {
    const kept = this.byEvent.get(eventId);
    if (kept?.version !== version) return undefined;
    this.order.moveToNewest(kept);
    return kept.json;
  }

  /** Keeps a JSON, unless one of a newer version is kept already. */
  keep(eventId: string, version: number, json: string): void {
    const kept = this.byEvent.get(eventId);
    if (kept && kept.version > version) return;
    if (kept) this.forget(kept);
    const entry: KeptJson = { eventId, version, json, older: undefined, newer: undefined };
    this.byEvent.set(eventId, entry);
    this.order.addNewest(entry);
    this.length += json.length;
    while (this.length > this.capacity && this.order.oldest) this.forget(this.order.oldest);
  }

  private forget(entry: KeptJson): void {
    this.byEvent.delete(entry.eventId);
    this.order.remove(entry);
    this.length -= entry.json.length;
  }
}

interface KeptJson {
  eventId: string;
  version: number;
  json: string;
  older: KeptJson | undefined;
  newer: KeptJson | undefined;
}

/**
 * A doubly linked list of the kept JSON. A read moves its entry to the newest end by
 * relinking two neighbours; re-inserting it into the Map instead (delete, then set) made V8
 * rehash the whole table every few thousand reads, 12% of the Timeline's server CPU.
 */
class RecencyList {
  oldest: KeptJson | undefined;
  private newest: KeptJson | undefined;

  addNewest(entry: KeptJson): void {
    entry.older = this.newest;
    entry.newer = undefined;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  remove(entry: KeptJson): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = entry.newer = undefined;
  }

  moveToNewest(entry: KeptJson): void {
    if (entry === this.newest) return;
    this.remove(entry);
    this.addNewest(entry);
  }
}

/**
 * Characters of event JSON kept per process: one is ~650 on average (a Timeline page holds
 * 51), so some 25,000 events and about 16 MB of one-byte strings; an event with long texts
 * weighs what it holds.
 */
const CAPACITY = 16_000_000;

const byDb = new WeakMap<Db, EventJsonCacheInMemory>();

export function eventJsonCacheInMemory(db: Db): EventJsonCacheInMemory {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = new EventJsonCacheInMemory(CAPACITY)));
  return cache;
}
