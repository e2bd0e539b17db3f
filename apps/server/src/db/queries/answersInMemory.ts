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
  private readonly byEvent = new Map<string, { version: number; answer: string }>();
  private length = 0;

  constructor(private readonly capacity: number) {}

  /** The answer of this version of the event, if this process has it. */
  get(eventId: string, version: number): string | undefined {
    const kept = this.byEvent.get(eventId);
    if (kept?.version !== version) return undefined;
    this.byEvent.delete(eventId);
    this.byEvent.set(eventId, kept);
    return kept.answer;
  }

  /** Keeps an answer, unless one of a newer version is kept already. */
  keep(eventId: string, version: number, answer: string): void {
    const kept = this.byEvent.get(eventId);
    if (kept && kept.version > version) return;
    if (kept) this.forget(eventId, kept.answer);
    this.byEvent.set(eventId, { version, answer });
    this.length += answer.length;
    for (const [oldest, { answer: old }] of this.byEvent) {
      if (this.length <= this.capacity) break;
      this.forget(oldest, old);
    }
  }

  private forget(eventId: string, answer: string): void {
    this.byEvent.delete(eventId);
    this.length -= answer.length;
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
