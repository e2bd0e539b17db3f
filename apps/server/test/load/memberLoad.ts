import { call, pick, seededRandom, type Answer, type Method } from '../durability/http.js';
import { outcomeOf, type WriteLedger } from '../durability/ledger.js';

export interface LoadMember {
  index: number;
  id: string;
  token: string;
}

interface ActionEntry {
  statuses: Map<number, number>;
  latencies: number[];
}

/** One answer as `onAnswer` hears it: times in `performance.now()` milliseconds. */
export interface AnswerRecord {
  /** The member's index. */
  member: number;
  action: string;
  status: number;
  started: number;
  ended: number;
  answer: Answer;
}

/** Answers counted per action: how many, by status, and how long each took. */
export class ActionStats {
  readonly byAction = new Map<string, ActionEntry>();

  /** `onAnswer` hears every answer as it comes (the cluster rehearsal reads which host gave it). */
  constructor(private readonly onAnswer?: (record: AnswerRecord) => void) {}

  heard(record: AnswerRecord): void {
    this.record(record.action, record.status, record.ended - record.started);
    this.onAnswer?.(record);
  }

  record(action: string, status: number, ms: number): void {
    const entry: ActionEntry = this.byAction.get(action) ?? { statuses: new Map(), latencies: [] };
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    entry.latencies.push(ms);
    this.byAction.set(action, entry);
  }

  get total(): number {
    let n = 0;
    for (const { latencies } of this.byAction.values()) n += latencies.length;
    return n;
  }

  /** Answers with a 5xx, and requests that got no answer at all. */
  failures(): number {
    let n = 0;
    for (const { statuses } of this.byAction.values()) for (const [status, count] of statuses) if (status === 0 || status >= 500) n += count;
    return n;
  }
}

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const WORDS = ['libro', 'viento', 'pizzería', 'serie', 'montaña', 'café', 'jazz', 'museo', 'playa', 'teatro'];
const CATEGORIES = ['Libro', 'Lugar', 'Película', 'Serie', 'Servicio'];

/**
 * One simulated member: reads the Timeline, searches, saves and rates WeLinks, asks and
 * answers questions, and sends and accepts connection requests, one request after another
 * with no pause, until the deadline. Every answer is counted; every acknowledged write goes
 * to the ledger.
 */
export async function simulateMember(
  baseUrl: string,
  me: LoadMember,
  everyone: LoadMember[],
  deadline: number,
  seed: number,
  stats: ActionStats,
  ledger: WriteLedger,
): Promise<void> {
  const random = seededRandom(seed * 7919 + me.index);
  const ownItems: string[] = [];
  const questions = new Set<string>();
  let n = 0;
  const send = async (action: string, method: Method, url: string, payload?: object): Promise<Answer> => {
    const started = performance.now();
    const answer = await call(baseUrl, me.token, method, url, payload);
    stats.heard({ member: me.index, action, status: answer.status, started, ended: performance.now(), answer });
    if (method !== 'GET') ledger.count(outcomeOf(answer.status));
    return answer;
  };

  while (Date.now() < deadline) {
    n += 1;
    const roll = random();
    if (roll < 0.3) {
      const answer = await send('timeline', 'GET', '/api/events/following');
      if (answer.status === 200) {
        for (const event of answer.body as Array<{ _id: string; type: string; user: { _id: string } }>) {
          if (event.type === 'question' && event.user._id !== me.id) questions.add(event._id);
        }
      }
    } else if (roll < 0.4) {
      await send('search WeLinks', 'GET', `/api/items/search?title=${encodeURIComponent(pick(random, WORDS)!)}`);
    } else if (roll < 0.45) {
      await send('search members', 'GET', `/api/users/search?query=${encodeURIComponent(`Miembro ${Math.floor(random() * 20)}`)}`);
    } else if (roll < 0.5) {
      await send('own WeLinks', 'GET', '/api/items?limit=20');
    } else if (roll < 0.65 || ownItems.length === 0) {
      const title = `${pick(random, WORDS)} ${me.index}-${n}`;
      const answer = await send('create WeLink', 'POST', '/api/items', { title, category: pick(random, CATEGORIES), rating: Math.floor(random() * 6) });
      if (answer.status === 201) {
        ownItems.push(answer.body._id);
        ledger.items.set(answer.body._id, { ownerId: me.id, title });
        ledger.ratings.start(answer.body._id, answer.body.rating);
      }
    } else if (roll < 0.75) {
      const itemId = pick(random, ownItems)!;
      const rating = 1 + Math.floor(random() * 5);
      const answer = await send('rate', 'PATCH', `/api/items/${itemId}`, { rating });
      ledger.ratings.settle(itemId, [{ value: rating, outcome: outcomeOf(answer.status) }]);
    } else if (roll < 0.8) {
      const title = `¿Qué ${pick(random, WORDS)} me recomendáis? ${me.index}-${n}`;
      const answer = await send('ask', 'POST', '/api/events', { title, type: 'question' });
      if (answer.status === 201) ledger.events.set(answer.body._id, { authorId: me.id, title });
    } else if (roll < 0.9) {
      const eventId = pick(random, [...questions]);
      if (!eventId) continue;
      const text = `respuesta ${me.index}-${n}`;
      const answer = await send('answer', 'POST', '/api/responses', { eventId, text });
      ledger.responses.settle(`${eventId}|${me.id}`, [{ value: text, outcome: outcomeOf(answer.status) }]);
    } else if (roll < 0.95) {
      const other = pick(random, everyone)!;
      if (other.id === me.id) continue;
      const answer = await send('request connection', 'POST', `/api/users/follow/${other.id}`);
      if (answer.status === 201) ledger.requests.push({ fromId: me.id, toId: other.id });
    } else {
      const incoming = await send('list requests', 'GET', '/api/users/follow-requests');
      const first = (incoming.body as Array<{ _id: string; from: { _id: string } }> | undefined)?.[0];
      if (incoming.status !== 200 || !first) continue;
      const answer = await send('accept connection', 'POST', `/api/users/follow-request/${first._id}/accept`);
      if (answer.status === 200) ledger.connections.push({ a: me.id, b: first.from._id });
    }
  }
}
