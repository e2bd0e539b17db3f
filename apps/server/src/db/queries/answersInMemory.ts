import type { Db } from '../client.js';

/**
 * Event answers this process has read, by event id, with the version each was built from:
 * a second tier of event_answers. A page reads only its events' ids and versions from
 * PostgreSQL and takes the answers of those versions from here, so the 33 KB of a Timeline
 * page cross the wire only when they changed. Right by construction: an answer is used only
 * for the version it was built from, whatever process changed the event.
 * Bounded by the answers' total length: the least recently used answers go first.
 */
export class AnswersInMemory {
  private readonly byEvent = new Map<string, KeptAnswer>();
  /** Recency order as a list through the entries, least recently used first. */
  private readonly order = new RecencyList();
  private length = 0;

  constructor(private readonly capacity: number) {}

  /** The answer of this version of the event, if this process has it. */
  get(eventId: string, version: number): string | undefined {
    const kept = this.byEvent.get(eventId);
    if (kept?.version !== version) return undefined;
    this.order.moveToNewest(kept);
    return kept.answer;
  }

  /** Keeps an answer, unless one of a newer version is kept already. */
  keep(eventId: string, version: number, answer: string): void {
    const kept = this.byEvent.get(eventId);
    if (kept && kept.version > version) return;
    if (kept) this.forget(kept);
    const entry: KeptAnswer = { eventId, version, answer, older: undefined, newer: undefined };
    this.byEvent.set(eventId, entry);
    this.order.addNewest(entry);
    this.length += answer.length;
    while (this.length > this.capacity && this.order.oldest) this.forget(this.order.oldest);
  }

  private forget(entry: KeptAnswer): void {
    this.byEvent.delete(entry.eventId);
    this.order.remove(entry);
    this.length -= entry.answer.length;
  }
}

interface KeptAnswer {
  eventId: string;
  version: number;
  answer: string;
  older: KeptAnswer | undefined;
  newer: KeptAnswer | undefined;
}

/**
 * A doubly linked list of the kept answers. A read moves its answer to the newest end by
 * relinking two neighbours; re-inserting it into the Map instead (delete, then set) made V8
 * rehash the whole table every few thousand reads, 12% of the Timeline's server CPU (item 45
 * of docs/performance.md).
 */
class RecencyList {
  oldest: KeptAnswer | undefined;
  private newest: KeptAnswer | undefined;

  addNewest(entry: KeptAnswer): void {
    entry.older = this.newest;
    entry.newer = undefined;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  remove(entry: KeptAnswer): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = entry.newer = undefined;
  }

  moveToNewest(entry: KeptAnswer): void {
    if (entry === this.newest) return;
    this.remove(entry);
    this.addNewest(entry);
  }
}

/**
 * Characters of answers kept per process: an answer is ~650 on average (a Timeline page
 * holds 51), so some 25,000 answers and about 16 MB of one-byte strings; an answer with
 * long texts weighs what it holds.
 */
const CAPACITY = 16_000_000;

const byDb = new WeakMap<Db, AnswersInMemory>();

export function answersInMemory(db: Db): AnswersInMemory {
  let answers = byDb.get(db);
  if (!answers) byDb.set(db, (answers = new AnswersInMemory(CAPACITY)));
  return answers;
}
