import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { eventAnswers, events } from '../db/schema/index.js';
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

type Entry = { kind: 'event' | 'item'; event?: { _id: string; title: string; hasUnreadResponses: boolean }; item?: { _id: string; title: string } };
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
    await t.database.db.delete(eventAnswers);
    const built = await bea.call('GET', '/api/history');
    const own = await t.database.db.select({ id: events.id }).from(events).where(eq(events.userId, bea.id));
    const kept = await t.database.db.select({ id: eventAnswers.eventId }).from(eventAnswers);
    expect(kept.map((k) => k.id).sort()).toEqual(own.map((e) => e.id).sort());
    expect((await bea.call('GET', '/api/history')).body).toEqual(built.body);
  });

  it('shows nothing of other members and refuses visitors', async () => {
    const titles = ((await ana.call('GET', '/api/history')).body as Entry[]).map(titleOf);
    expect(titles).not.toContain('Pregunta antigua');
    expect((await caller(t.app, null)('GET', '/api/history')).status).toBe(401);
  });
});
