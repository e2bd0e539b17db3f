import type { Db } from '../client.js';

/**
 * Event answers this process has read, by event id, with the version each was built from:
 * a second tier of event_answers. A page reads only its events' ids and versions from
 * PostgreSQL and takes the answers of those versions from here, so the 33 KB of a Timeline
 * page cross the wire only when they changed. Right by construction: an answer is used only
 * for the version it was built from, whatever process changed the event.
 * Bounded: the least recently used answer goes first.
 */
export class AnswersInMemory {
  private readonly byEvent = new Map<string, { version: number; answer: string }>();

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
    this.byEvent.delete(eventId);
    this.byEvent.set(eventId, { version, answer });
    if (this.byEvent.size > this.capacity) this.byEvent.delete(this.byEvent.keys().next().value as string);
  }
}

/** About 650 bytes each (a Timeline page is 51 of them): some 13 MB per process when full. */
const CAPACITY = 20_000;

const byDb = new WeakMap<Db, AnswersInMemory>();

export function answersInMemory(db: Db): AnswersInMemory {
  let answers = byDb.get(db);
  if (!answers) byDb.set(db, (answers = new AnswersInMemory(CAPACITY)));
  return answers;
}
