import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { eventJsonCache, events } from '../db/schema/index.js';
import { caller, follow, member, type Member } from '../../test/members.js';

let t: TestApp;
let bea: Member;
let ana: Member;

beforeAll(async () => {
  t = await buildTestApp();
  bea = await member(t.app, t.database, 'Bea');
  ana = await member(t.app, t.database, 'Ana');
  await follow(t.database, ana, bea);
  await follow(t.database, bea, ana);
});
afterAll(() => t.close());

type Entry = {
  kind: 'event' | 'item';
  event?: { _id: string; title: string; hasUnreadResponses: boolean; unreadResponsesCount: number };
  item?: { _id: string; title: string };
};
const titleOf = (e: Entry) => (e.kind === 'event' ? e.event!.title : e.item!.title);

describe('GET /api/history', () => {
  it('merges own events and unshared WeLinks newest first, unread questions on top, with no repeats across pages', async () => {
    const old = (await bea.call('POST', '/api/events', { title: 'Pregunta antigua', type: 'Question' })).body;
    await bea.call('POST', '/api/items', { title: 'Peli valorada', category: 'Película', rating: 4 });
    await bea.call('POST', '/api/items', { title: 'Bar pendiente', status: 'pending_rating' });
    await bea.call('POST', '/api/events', { title: 'Pregunta nueva', type: 'Question' });
    await ana.call('POST', '/api/responses', { eventId: old._id, text: 'Respuesta' });

    const all = (await bea.call('GET', '/api/history')).body as Entry[];
    expect(all.map(titleOf)).toEqual(['Pregunta antigua', 'Pregunta nueva', 'Bar pendiente', 'Peli valorada']);
    expect(all[0]).toMatchObject({ kind: 'event', event: { hasUnreadResponses: true } });
    expect(all.find((e) => titleOf(e) === 'Bar pendiente')?.kind).toBe('item');
    // The rated film is shown once, through its event, not again as an item.
    expect(all.filter((e) => titleOf(e) === 'Peli valorada')).toHaveLength(1);

    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await bea.call('GET', `/api/history?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...(res.body as Entry[]).map(titleOf));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(paged).toEqual(all.map(titleOf));
  });

  it('keeps the event answers it builds, and answers the same from them', async () => {
    await t.database.db.delete(eventJsonCache);
    // A new version of each event: no answer kept anywhere, this process's memory included, is of it.
    await t.database.db.update(events).set({ jsonVersion: sql`${events.jsonVersion} + 1` }).where(eq(events.userId, bea.id));
    const built = await bea.call('GET', '/api/history');
    const own = await t.database.db.select({ id: events.id, version: events.jsonVersion }).from(events).where(eq(events.userId, bea.id));
    const kept = await t.database.db.select({ id: eventJsonCache.eventId, version: eventJsonCache.version }).from(eventJsonCache);
    const byId = (rows: Array<{ id: string; version: number }>) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(kept)).toEqual(byId(own));
    expect((await bea.call('GET', '/api/history')).body).toEqual(built.body);
  });

  it('answers titles holding control characters intact, for questions, events and WeLinks alike', async () => {
    const cara = await member(t.app, t.database, 'Cara');
    await follow(t.database, ana, cara);
    const titles = ['Antes \u001e\u001f después', '\u001f', 'Otro \u001e'];
    for (const title of titles) {
      expect((await cara.call('POST', '/api/items', { title, status: 'pending_rating' })).status).toBe(201);
    }
    await cara.call('POST', '/api/items', { title: 'Valorada \u001f', category: 'Película', rating: 5 });
    const question = (await cara.call('POST', '/api/events', { title: 'Pregunta \u001e', type: 'Question' })).body;
    await ana.call('POST', '/api/responses', { eventId: question._id, text: 'Respuesta' });

    const answered = (await cara.call('GET', '/api/history')).body as Entry[];
    expect(answered.map(titleOf)).toEqual(['Pregunta \u001e', 'Valorada \u001f', ...titles.toReversed()]);
    expect(answered.map((e) => e.kind)).toEqual(['event', 'event', 'item', 'item', 'item']);
    expect(answered[0]).toMatchObject({ event: { hasUnreadResponses: true, unreadResponsesCount: 1 } });
    expect(answered[1]).toMatchObject({ event: { hasUnreadResponses: false, unreadResponsesCount: 0 } });
    const { photos, inLists, ...detail } = (await cara.call('GET', `/api/items/${answered[2]!.item!._id}`)).body;
    expect([photos, inLists]).toEqual([[], []]);
    expect(answered[2]!.item).toEqual(detail);
  });

  it('shows nothing of other members and refuses visitors', async () => {
    const titles = ((await ana.call('GET', '/api/history')).body as Entry[]).map(titleOf);
    expect(titles).not.toContain('Pregunta antigua');
    expect((await caller(t.app, null)('GET', '/api/history')).status).toBe(401);
  });
});
