/**
 * What a write attempt is known to have done: the server acknowledged it (2xx), refused it
 * (4xx: nothing written), or it is unknown (no answer, e.g. the server was killed while it
 * ran, or a 5xx): it may or may not have been applied.
 */
export type Outcome = 'acked' | 'refused' | 'unknown';

export const outcomeOf = (status: number): Outcome =>
  status >= 200 && status < 300 ? 'acked' : status >= 400 && status < 500 ? 'refused' : 'unknown';

/**
 * The values a field may hold now, given the writes made to it. An acknowledged write
 * settles it; writes sent together may land in any order; an unknown one may or may not
 * have landed after the last acknowledged one.
 */
export class Candidates<T> {
  private readonly values = new Map<string, Set<T>>();
  /** Keys with at least one acknowledged write: their row must exist. */
  readonly acked = new Set<string>();

  start(key: string, value: T): void {
    this.values.set(key, new Set([value]));
    this.acked.add(key);
  }

  /** Writes sent together to one key, each with its outcome. */
  settle(key: string, writes: Array<{ value: T; outcome: Outcome }>): void {
    const landedMaybe = writes.filter((w) => w.outcome !== 'refused');
    const anyAcked = writes.some((w) => w.outcome === 'acked');
    if (anyAcked) this.acked.add(key);
    const current = anyAcked ? new Set<T>() : (this.values.get(key) ?? new Set<T>());
    for (const w of landedMaybe) current.add(w.value);
    this.values.set(key, current);
  }

  entries(): IterableIterator<[string, Set<T>]> {
    return this.values.entries();
  }
}

/** Every write the server acknowledged, to be found afterwards by a query. */
export class WriteLedger {
  /** Sign-up emails answered 201 (a taken email answers 201 too and creates nothing). */
  readonly signups = new Set<string>();
  readonly items = new Map<string, { ownerId: string; title: string }>();
  /** itemId → ratings it may hold. */
  readonly ratings = new Candidates<number>();
  /** `${eventId}|${userId}` → texts the member's one response may hold (a response once acknowledged must exist). */
  readonly responses = new Candidates<string>();
  readonly events = new Map<string, { authorId: string; title: string }>();
  /** Requests answered 201: the request is pending, or the two members are connected. */
  readonly requests: Array<{ fromId: string; toId: string }> = [];
  /** Accepts answered 200: both follow each other. */
  readonly connections: Array<{ a: string; b: string }> = [];
  unknownWrites = 0;
  ackedWrites = 0;

  count(outcome: Outcome): void {
    if (outcome === 'acked') this.ackedWrites += 1;
    if (outcome === 'unknown') this.unknownWrites += 1;
  }
}
