import { call, pick, seededRandom } from './http.js';
import { outcomeOf, type WriteLedger } from './ledger.js';

let nextPhone = 0;

export interface Actor {
  index: number;
  id: string;
  token: string;
  /** Titles of this actor's acknowledged WeLinks, by id. */
  items: Map<string, string>;
}

export interface Question {
  id: string;
  authorId: string;
}

export interface WriteLoadOptions {
  baseUrl: string;
  actors: Actor[];
  questions: Question[];
  ledger: WriteLedger;
  seed: number;
  /** Tells the clients to finish their current write and stop. */
  stopped: () => boolean;
  /** Unique per run, so that names never collide with an earlier cycle's. */
  tag: string;
}

/**
 * One client per actor, each writing one thing after another until stopped or until the
 * server stops answering: sign-ups (some racing for one email), WeLinks (some repeating
 * a title), ratings and responses (some sent twice at once by the same member). Every
 * outcome goes to the ledger. Answers the number of 5xx seen.
 */
export async function runWriteLoad(options: WriteLoadOptions): Promise<{ serverErrors: string[] }> {
  const serverErrors: string[] = [];
  await Promise.all(options.actors.map((actor) => actorLoop(options, actor, serverErrors)));
  return { serverErrors };
}

async function actorLoop(o: WriteLoadOptions, actor: Actor, serverErrors: string[]): Promise<void> {
  const random = seededRandom(o.seed * 1000 + actor.index);
  const { ledger, baseUrl } = o;
  let n = 0;
  const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const answer = await call(baseUrl, actor.token, method, url, payload);
    if (answer.status >= 500) serverErrors.push(`${method} ${url} → ${answer.status} ${JSON.stringify(answer.body)}`);
    ledger.count(outcomeOf(answer.status));
    return answer;
  };

  while (!o.stopped()) {
    n += 1;
    const roll = random();
    let status: number;
    if (roll < 0.2) {
      const shared = random() < 0.25;
      const email = shared ? `${o.tag}-shared-${n % 3}@example.com` : `${o.tag}-a${actor.index}-s${n}@example.com`;
      // A taken phone also answers 201 and creates nothing, so every sign-up gets a new one.
      const phone = { prefix: '+34', number: String(700_000_000 + nextPhone++) };
      const answer = await send('POST', '/api/auth/signup', { name: `Alta ${actor.index}-${n}`, email, password: 'clave-segura-9', phone });
      if (outcomeOf(answer.status) === 'acked') ledger.signups.add(email);
      status = answer.status;
    } else if (roll < 0.5 || actor.items.size === 0) {
      const repeat = actor.items.size > 0 && random() < 0.2;
      const title = repeat ? pick(random, [...actor.items.values()])! : `${o.tag} a${actor.index} n${n}`;
      const rating = Math.floor(random() * 6);
      const answer = await send('POST', '/api/items', { title, category: 'Libro', rating });
      if (outcomeOf(answer.status) === 'acked') {
        const id = answer.body._id as string;
        actor.items.set(id, title);
        ledger.items.set(id, { ownerId: actor.id, title });
        ledger.ratings.start(id, answer.body.rating as number);
      }
      status = answer.status;
    } else if (roll < 0.75) {
      const itemId = pick(random, [...actor.items.keys()])!;
      const rating = 1 + Math.floor(random() * 5);
      const answer = await send('PATCH', `/api/items/${itemId}`, { rating });
      ledger.ratings.settle(itemId, [{ value: rating, outcome: outcomeOf(answer.status) }]);
      status = answer.status;
    } else {
      const question = pick(random, o.questions.filter((q) => q.authorId !== actor.id));
      if (!question) continue;
      const texts = random() < 0.25 ? [`r${n}-a ${o.tag}`, `r${n}-b ${o.tag}`] : [`r${n} ${o.tag}`];
      const answers = await Promise.all(texts.map((text) => send('POST', '/api/responses', { eventId: question.id, text })));
      ledger.responses.settle(
        `${question.id}|${actor.id}`,
        answers.map((a, i) => ({ value: texts[i]!, outcome: outcomeOf(a.status) })),
      );
      status = Math.min(...answers.map((a) => a.status));
    }
    if (status === 0) return;
  }
}
