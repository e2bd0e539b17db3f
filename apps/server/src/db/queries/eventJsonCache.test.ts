import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase } from '../../../test/database.js';
import type { Database } from '../client.js';
import { eventJsonCache, eventItems, events, items, users } from '../schema/index.js';
import { presentEvent, type EventJsonRow } from '../../presenters/event.js';
import { eventJsonByIds, eventJsonOf, type EventKey } from './eventJsonCache.js';

let database: Database;
let ana: string;
let luis: string;
let event: string;
let book: string;
let film: string;

beforeAll(async () => {
  database = await openTestDatabase();
  [ana, luis] = (await approvedMembers(database, ['Ana', 'Luis'])) as [string, string];
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.db.delete(events);
  await database.db.delete(items);
  const [bookRow, filmRow] = await database.db
    .insert(items)
    .values([
      { userId: ana, title: 'El Quijote', category: 'Libro', rating: 5 },
      { userId: luis, title: 'Amélie', category: 'Película', rating: 4 },
    ])
    .returning({ id: items.id });
  [book, film] = [bookRow!.id, filmRow!.id];
  const [row] = await database.db.insert(events).values({ userId: ana, title: 'Para leer y ver' }).returning({ id: events.id });
  event = row!.id;
  await database.db.insert(eventItems).values([
    { eventId: event, itemId: book, position: 0 },
    { eventId: event, itemId: film, position: 1 },
  ]);
});

type Answer = { title: string; user: { name: string }; items: Array<{ title: string; rating?: number; user: { name: string } }> };

/** The event as Luis's feeds answer it now. */
async function answer(): Promise<Answer> {
  const [row] = await eventJsonByIds(database.db, luis, [event]);
  return JSON.parse(presentEvent(row!)) as Answer;
}

/** The same answer built from scratch, with nothing kept. */
async function builtFromScratch(): Promise<Answer> {
  await database.db.delete(eventJsonCache).where(eq(eventJsonCache.eventId, event));
  return answer();
}

const kept = async () => (await database.db.select().from(eventJsonCache).where(eq(eventJsonCache.eventId, event)))[0];
const version = async () => (await database.db.select({ v: events.jsonVersion }).from(events).where(eq(events.id, event)))[0]!.v;

describe('event JSON kept in PostgreSQL (event_json_cache, docs/decisions/0006)', () => {
  it('keep what a read built, at the event’s version, and answer the next read from it', async () => {
    const first = await answer();
    const row = await kept();
    expect(row).toMatchObject({ version: await version() });
    expect(JSON.parse(row!.json)).toEqual({ ...first, hasUnreadResponses: undefined, unreadResponsesCount: undefined });

    // Proof that the kept text is what answers: a marked copy at the same version comes back.
    await database.db.update(eventJsonCache).set({ json: row!.json.replace('Para leer y ver', 'Marcado') }).where(eq(eventJsonCache.eventId, event));
    expect((await answer()).title).toBe('Marcado');
  });

  // Kept JSON commits without waiting for the disk (synchronous_commit off); inside a
  // transaction that would reach the transaction's own writes, so it is refused there.
  it('are never kept from inside a transaction, whose writes must stay durable', async () => {
    await expect(database.db.transaction((tx) => eventJsonByIds(tx, ana, [event]))).rejects.toThrow(/outside a transaction/);
    expect(await kept()).toBeUndefined();
    await answer();
    expect(await kept()).toMatchObject({ version: await version() });
  });

  const changes: Array<[string, () => Promise<unknown>, (a: Answer) => void]> = [
    ['the event is edited', () => database.db.update(events).set({ title: 'Nuevo título' }).where(eq(events.id, event)), (a) => expect(a.title).toBe('Nuevo título')],
    ['one of its WeLinks is edited', () => database.db.update(items).set({ title: 'Don Quijote', rating: 3 }).where(eq(items.id, book)), (a) => expect(a.items[0]).toMatchObject({ title: 'Don Quijote', rating: 3 })],
    ['one of its WeLinks is deleted', () => database.db.delete(items).where(eq(items.id, film)), (a) => expect(a.items.map((i) => i.title)).toEqual(['El Quijote'])],
    ['its list of WeLinks changes', () => database.db.delete(eventItems).where(eq(eventItems.itemId, book)), (a) => expect(a.items.map((i) => i.title)).toEqual(['Amélie'])],
    ['its author is renamed', () => database.db.update(users).set({ name: 'Ana María' }).where(eq(users.id, ana)), (a) => expect(a.user.name).toBe('Ana María')],
    ['a WeLink’s owner is renamed', () => database.db.update(users).set({ name: 'Luis Miguel' }).where(eq(users.id, luis)), (a) => expect(a.items[1]!.user.name).toBe('Luis Miguel')],
  ];
  it.each(changes)('never answer a kept answer older than the event: %s', async (_change, change, shows) => {
    await answer();
    const before = await version();
    await change();
    expect(await version()).toBeGreaterThan(before);
    // The old answer is dropped with the change, not merely outdated: nothing it showed stays.
    expect(await kept()).toBeUndefined();

    const next = await answer();
    shows(next);
    expect(next).toEqual(await builtFromScratch());
  });

  it('leave the kept answers as they are when nothing the answer shows changes', async () => {
    await answer();
    const before = await version();
    await database.db.execute(sql`UPDATE users SET updated_at = now() WHERE id = ${ana}`);
    expect(await version()).toBe(before);
  });
});

describe('event JSON kept in this process’s memory (eventJsonCacheInMemory.ts)', () => {
  const keyOf = async (unread = 0): Promise<EventKey> => ({ id: event, version: await version(), unread });
  const titleOf = (row: EventJsonRow | undefined) => (JSON.parse(row!.json) as Answer).title;

  it('answer a key of the version they hold, and ask PostgreSQL once the event has changed', async () => {
    expect(titleOf((await eventJsonOf(database.db, [await keyOf()]))[0])).toBe('Para leer y ver');
    // Proof that memory answers: PostgreSQL's kept copy is marked, yet the same version comes back unmarked.
    await database.db.update(eventJsonCache).set({ json: sql`replace(${eventJsonCache.json}, 'Para leer y ver', 'Marcado')` });
    expect(titleOf((await eventJsonOf(database.db, [await keyOf()]))[0])).toBe('Para leer y ver');

    await database.db.update(events).set({ title: 'Nuevo título' }).where(eq(events.id, event));
    expect(titleOf((await eventJsonOf(database.db, [await keyOf()]))[0])).toBe('Nuevo título');
  });

  it('answer each event with the unread counts of its key', async () => {
    const [row] = await eventJsonOf(database.db, [await keyOf(2)]);
    expect(JSON.parse(presentEvent(row!))).toMatchObject({ hasUnreadResponses: true, unreadResponsesCount: 2 });
  });

  it('answer nothing for an event deleted before its answer was read', async () => {
    const key = await keyOf();
    await database.db.delete(events).where(eq(events.id, event));
    expect(await eventJsonOf(database.db, [key])).toEqual([undefined]);
  });
});
