import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase } from '../../../test/database.js';
import { respondToQuestion } from '../../services/responses/respondToQuestion.js';
import type { Database } from '../client.js';
import { findUserById } from '../queries/users.js';
import { rowsOf } from '../rows.js';
import { events, follows, items, responses } from '../schema/index.js';

let database: Database;
let ana: string;
let bea: string;
let eva: string;
let question: string;
let otherQuestion: string;
let response: string;

/** Who asked, as the response and its WeLinks hold it. */
async function askers(): Promise<{ response: string | null; items: Array<string | null> }> {
  const [row] = await rowsOf<{ question_owner_id: string | null }>(database.db, sql`SELECT question_owner_id FROM responses WHERE id = ${response}`);
  const answered = await rowsOf<{ question_owner_id: string | null }>(database.db, sql`SELECT question_owner_id FROM response_items WHERE response_id = ${response}`);
  return { response: row!.question_owner_id, items: answered.map((r) => r.question_owner_id) };
}

beforeAll(async () => {
  database = await openTestDatabase();
  [ana, bea, eva] = (await approvedMembers(database, ['Ana', 'Bea', 'Eva'])) as [string, string, string];
  await database.db.insert(follows).values([
    { followerId: bea, followeeId: ana },
    { followerId: bea, followeeId: eva },
  ]);
  const [asked, other] = await database.db
    .insert(events)
    .values([
      { userId: ana, type: 'question', title: '¿Un libro?' },
      { userId: eva, type: 'question', title: '¿Una serie?' },
    ])
    .returning({ id: events.id });
  [question, otherQuestion] = [asked!.id, other!.id];
  const [book] = await database.db.insert(items).values({ userId: bea, title: 'Dune', category: 'Libro' }).returning({ id: items.id });
  const written = await respondToQuestion({ db: database.db, pushes: { push: () => {} } }, (await findUserById(database.db, bea))!, {
    eventId: question,
    text: 'Este',
    items: [{ itemId: book!.id, rating: 5 }],
  });
  response = written.response._id;
});
afterAll(() => database.close());

describe('who asked the question a response answers (db/sql/questionOwners.sql)', () => {
  it('is written with the response and its WeLinks', async () => {
    expect(await askers()).toEqual({ response: ana, items: [ana] });
  });

  it('follows a response moved by hand to another question', async () => {
    await database.db.update(responses).set({ eventId: otherQuestion }).where(eq(responses.id, response));
    expect(await askers()).toEqual({ response: eva, items: [eva] });
  });

  it('follows its question when it changes hands, and is no one once it is no longer a question', async () => {
    await database.db.update(events).set({ userId: ana }).where(eq(events.id, otherQuestion));
    expect(await askers()).toEqual({ response: ana, items: [ana] });
    await database.db.update(events).set({ type: 'informative' }).where(eq(events.id, otherQuestion));
    expect(await askers()).toEqual({ response: null, items: [null] });
  });
});
