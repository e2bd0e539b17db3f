import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '@welink/domain';
import { events, idempotencyKeys, items, responses } from '../db/schema/index.js';
import { follow, member, type Member } from '../../test/members.js';
import { bearer, buildTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let ana: Member;
let bea: Member;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
  bea = await member(t.app, t.database, 'Bea');
  await follow(t.database, ana, bea);
  await follow(t.database, bea, ana);
});
afterAll(() => t.close());

/** A write as `who`, naming it with `key` when given. */
async function send(who: Member, method: 'POST', url: string, payload: object, key?: string) {
  const res = await t.app.inject({ method, url, payload, headers: { ...bearer(who.token), ...(key === undefined ? {} : { 'idempotency-key': key }) } });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), replayed: res.headers['idempotency-replayed'] };
}

const itemsTitled = (who: Member, title: string) => t.database.db.select().from(items).where(and(eq(items.userId, who.id), eq(items.title, title)));

describe('Idempotency-Key on the writes an offline client repeats', () => {
  it('creates a WeLink once: the repeat gets the first answer again, marked as replayed', async () => {
    const key = randomUUID();
    const payload = { title: 'Casa Sol', category: 'Restaurante', rating: 5, comment: 'El mejor arroz' };
    const first = await send(ana, 'POST', '/api/items', payload, key);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeUndefined();
    const again = await send(ana, 'POST', '/api/items', payload, key);
    expect(again).toMatchObject({ status: 201, replayed: 'true' });
    expect(again.body).toEqual(first.body);
    expect(await itemsTitled(ana, 'Casa Sol')).toHaveLength(1);
    // The same key in the draft's quoted form is the same key.
    expect(await send(ana, 'POST', '/api/items', payload, `"${key}"`)).toMatchObject({ status: 201, replayed: 'true' });
  });

  it('without a key, a second create is refused as a duplicate, as before', async () => {
    const payload = { title: 'Bar Pepe', category: 'Bar', rating: 4 };
    expect((await send(ana, 'POST', '/api/items', payload)).status).toBe(201);
    expect((await send(ana, 'POST', '/api/items', payload)).status).toBe(409);
  });

  it("is each member's own: another member's same key is another write", async () => {
    const key = randomUUID();
    const payload = { title: 'Museo del Prado', category: 'Museo', rating: 5 };
    expect((await send(ana, 'POST', '/api/items', payload, key)).status).toBe(201);
    const beas = await send(bea, 'POST', '/api/items', payload, key);
    expect(beas).toMatchObject({ status: 201, replayed: undefined });
    expect(beas.body.user).toMatchObject({ _id: bea.id });
  });

  it('refuses a key sent again with another request (422), changing nothing', async () => {
    const key = randomUUID();
    expect((await send(ana, 'POST', '/api/items', { title: 'Piranesi', category: 'Libro', rating: 5 }, key)).status).toBe(201);
    const other = await send(ana, 'POST', '/api/items', { title: 'Dune', category: 'Libro', rating: 4 }, key);
    expect(other).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_MESSAGES.keyReused } });
    expect(await itemsTitled(ana, 'Dune')).toHaveLength(0);
  });

  it('answers 409 while the first request is under way, and keeps nothing of a refused one', async () => {
    const key = randomUUID();
    const payload = { title: 'Fargo', category: 'Serie', rating: 5 };
    expect((await send(ana, 'POST', '/api/items', payload, key)).status).toBe(201);
    // As if its process were still at it.
    await t.database.db.update(idempotencyKeys).set({ status: null, answer: null }).where(eq(idempotencyKeys.key, key));
    expect(await send(ana, 'POST', '/api/items', payload, key)).toMatchObject({ status: 409, body: { message: IDEMPOTENCY_MESSAGES.inProgress } });

    // Two at once: one does the write; the other is told it is under way, or gets its answer.
    const raced = randomUUID();
    const race = { title: 'Fargo (1996)', category: 'Película', rating: 5 };
    const statuses = (await Promise.all([send(ana, 'POST', '/api/items', race, raced), send(ana, 'POST', '/api/items', race, raced)])).map((a) => a.status);
    expect([[201, 201], [201, 409]].map(String)).toContain(String(statuses.sort()));
    expect(await itemsTitled(ana, 'Fargo (1996)')).toHaveLength(1);

    // Refused (a duplicate): the key is free again, so the same write sent again is done again.
    const refusedKey = randomUUID();
    expect((await send(ana, 'POST', '/api/items', { title: 'Bar Pepe', category: 'Bar', rating: 4 }, refusedKey)).status).toBe(409);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, refusedKey))).toHaveLength(0);
  });

  it('says what a malformed key is (400), changing nothing', async () => {
    for (const key of ['', 'a b', 'ñ', 'x'.repeat(256)]) {
      const res = await send(ana, 'POST', '/api/items', { title: `Clave ${key.length}`, category: 'Bar', rating: 3 }, key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    }
    expect(await t.database.db.select().from(items).where(sql`${items.title} LIKE 'Clave %'`)).toHaveLength(0);
  });

  it('posts a question once, and answers it once', async () => {
    const key = randomUUID();
    const question = { title: '¿Dónde cenamos?', type: 'Question', items: [] };
    const asked = await send(bea, 'POST', '/api/events', question, key);
    expect(asked.status).toBe(201);
    expect(await send(bea, 'POST', '/api/events', question, key)).toMatchObject({ status: 201, replayed: 'true', body: asked.body });
    expect(await t.database.db.select().from(events).where(and(eq(events.userId, bea.id), eq(events.title, '¿Dónde cenamos?')))).toHaveLength(1);

    const answerKey = randomUUID();
    const answer = { eventId: asked.body._id as string, text: 'En Casa Sol' };
    const answered = await send(ana, 'POST', '/api/responses', answer, answerKey);
    expect(answered.status).toBe(201);
    expect(await send(ana, 'POST', '/api/responses', answer, answerKey)).toMatchObject({ status: 201, replayed: 'true', body: answered.body });
    expect(await t.database.db.select().from(responses).where(eq(responses.eventId, answer.eventId))).toHaveLength(1);
  });

  it('forgets a key after a day: the write is then a new one', async () => {
    const key = randomUUID();
    const payload = { title: 'Cine Doré', category: 'Cine', rating: 4 };
    expect((await send(bea, 'POST', '/api/items', payload, key)).status).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    expect((await send(bea, 'POST', '/api/items', payload, key)).status).toBe(409);
  });
});
