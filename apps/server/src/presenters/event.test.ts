import { sql } from 'drizzle-orm';
import { EventSchema } from '@welink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase } from '../../test/database.js';
import { everyFact, insertItem, presentedInTypeScript } from '../../test/itemFacts.js';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { eventItems, events, responses } from '../db/schema/index.js';
import { eventAnswerText, presentEvent, unreadOfViewer } from './event.js';

let database: Database;
let ana: string;
let luis: string;
let eva: string;
let leo: string;

beforeAll(async () => {
  database = await openTestDatabase();
  [ana, luis, eva, leo] = (await approvedMembers(database, ['Ana "la de Sevilla" \\ Núñez', 'Luis 😀', 'Eva', 'Leo'])) as [string, string, string, string];
});
afterAll(() => database.close());

/** Events as the event JSON cache answers them to `viewer`: built by eventAnswerText, closed with the viewer's unread counts. */
async function answersFor(viewer: string, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = await rowsOf<{ id: string; answer: string; unread: number }>(
    database.db,
    sql`SELECT e.id, ${eventAnswerText(sql`u.name`)} AS answer, ${unreadOfViewer(sql`${viewer}::uuid`)} AS unread
      FROM events e JOIN users u ON u.id = e.user_id WHERE e.id IN ${ids}`,
  );
  return new Map(rows.map((row) => [row.id, JSON.parse(presentEvent({ json: row.answer, unread: row.unread })) as Record<string, unknown>]));
}

describe('an event presented in SQL (eventAnswerText)', () => {
  it('answers an event with its items in order, each as presentItem answers it, its author, and no absent facts', async () => {
    const first = await insertItem(database, ana, { title: 'Primero', category: 'Libro', status: 'pending_rating', rating: 0 });
    const second = await insertItem(database, ana, { ...everyFact(), title: 'Segundo' });
    const facts = {
      type: 'informative' as const,
      title: 'Dos recomendaciones',
      description: 'Para el finde',
      comment: 'Muy bien',
      rating: 4,
      category: 'Libro',
      subcategory: 'Novela',
      tags: ['finde'],
    };
    const [full] = await database.db
      .insert(events)
      .values({
        ...facts,
        userId: ana,
        date: new Date('2026-05-06T07:08:09.010Z'),
        createdAt: new Date('2026-05-06T07:08:09.011Z'),
        updatedAt: new Date('2026-05-06T07:08:09.012Z'),
      })
      .returning();
    const [bare] = await database.db.insert(events).values({ userId: luis, type: 'informative', title: 'Sin más' }).returning();
    await database.db.insert(eventItems).values([
      { eventId: full!.id, itemId: second, position: 1 },
      { eventId: full!.id, itemId: first, position: 0 },
    ]);

    const answers = await answersFor(luis, [full!.id, bare!.id]);
    expect(answers.get(full!.id)).toEqual({
      ...facts,
      _id: full!.id,
      date: '2026-05-06T07:08:09.010Z',
      items: [await presentedInTypeScript(database, first), await presentedInTypeScript(database, second)],
      user: { _id: ana, name: 'Ana "la de Sevilla" \\ Núñez' },
      createdAt: '2026-05-06T07:08:09.011Z',
      updatedAt: '2026-05-06T07:08:09.012Z',
      hasUnreadResponses: false,
      unreadResponsesCount: 0,
    });
    const bareAnswer = answers.get(bare!.id);
    expect(bareAnswer).toMatchObject({ items: [], tags: [], user: { _id: luis, name: 'Luis 😀' } });
    for (const key of ['description', 'comment', 'rating', 'category', 'subcategory']) expect(bareAnswer).not.toHaveProperty(key);
    for (const answer of answers.values()) expect(EventSchema.strict().parse(answer)).toEqual(answer);
  });

  it('counts unread responses only on the viewer’s own questions, and only others’ unread ones', async () => {
    const [question] = await database.db.insert(events).values({ userId: ana, type: 'question', title: '¿Dónde cenamos?' }).returning();
    const [informative] = await database.db.insert(events).values({ userId: ana, type: 'informative', title: 'Compartido' }).returning();
    const item = await insertItem(database, luis, { title: 'Respuesta', category: 'Lugar' });
    const base = { itemId: item, text: 'Prueba' };
    await database.db.insert(responses).values([
      { ...base, eventId: question!.id, userId: luis },
      { ...base, eventId: question!.id, userId: eva },
      { ...base, eventId: question!.id, userId: leo, readAt: new Date() },
      { ...base, eventId: question!.id, userId: ana },
      { ...base, eventId: informative!.id, userId: luis },
    ]);

    const countsFor = async (viewer: string) => {
      const answers = await answersFor(viewer, [question!.id, informative!.id]);
      const counts = (id: string) => [answers.get(id)!.hasUnreadResponses, answers.get(id)!.unreadResponsesCount];
      return { question: counts(question!.id), informative: counts(informative!.id) };
    };
    expect(await countsFor(ana)).toEqual({ question: [true, 2], informative: [false, 0] });
    expect(await countsFor(luis)).toEqual({ question: [false, 0], informative: [false, 0] });
  });
});
