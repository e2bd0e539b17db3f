import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NEXT_CURSOR_HEADER } from '@welink/domain';
import { eventItems, events, follows, items } from '../db/schema/index.js';
import { bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';
import { famousMemberWithFan } from '../../test/crowd.js';
import { rowsOf } from '../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function publish(userId: string, title: string, at: Date, withItem = false) {
  const [event] = await t.database.db.insert(events).values({ userId, title, category: 'Película', createdAt: at, date: at }).returning();
  if (withItem && event) {
    const [item] = await t.database.db.insert(items).values({ userId, title, category: 'Película', rating: 4, genre: 'DRAMA' }).returning();
    await t.database.db.insert(eventItems).values({ eventId: event.id, position: 0, itemId: item!.id });
  }
  return event!;
}

describe('GET /api/events/following', () => {
  it('answers an empty list to a member who follows nobody', async () => {
    const user = await createUser(t.database);
    const res = await t.app.inject({ method: 'GET', url: '/api/events/following', headers: bearer(await loginToken(t.app, user.row.email, user.password)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('shows only followed members’ events, newest first, with their items, paged by cursor', async () => {
    const viewer = await createUser(t.database);
    const friend = await createUser(t.database, { name: 'Amiga' });
    const stranger = await createUser(t.database);
    await t.database.db.insert(follows).values({ followerId: viewer.row.id, followeeId: friend.row.id });
    const base = Date.UTC(2026, 0, 1);
    const older = await publish(friend.row.id, 'Película antigua', new Date(base), true);
    const newer = await publish(friend.row.id, 'Película nueva', new Date(base + 60_000));
    const same = await publish(friend.row.id, 'Mismo instante', new Date(base + 60_000));
    await publish(stranger.row.id, 'No me sigues', new Date(base + 120_000));
    const token = await loginToken(t.app, viewer.row.email, viewer.password);

    const all = await t.app.inject({ method: 'GET', url: '/api/events/following', headers: bearer(token) });
    const list = all.json();
    expect(all.statusCode, all.body).toBe(200);
    expect(list.map((e: { title: string }) => e.title)).not.toContain('No me sigues');
    expect(list).toHaveLength(3);
    expect(list[2]).toMatchObject({
      _id: older.id,
      type: 'informative',
      user: { _id: friend.row.id, name: 'Amiga' },
      items: [{ title: 'Película antigua', rating: 4, genre: 'DRAMA', status: 'rated', user: { _id: friend.row.id, name: 'Amiga' } }],
      hasUnreadResponses: false,
      unreadResponsesCount: 0,
    });
    expect(all.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/events/following?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(token),
      });
      expect(res.json()).toHaveLength(1);
      seen.push(res.json()[0]._id);
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    } while (cursor);
    expect(seen).toEqual(list.map((e: { _id: string }) => e._id));
    expect(new Set([newer.id, same.id])).toEqual(new Set(seen.slice(0, 2)));
  });

  it('answers titles holding control characters intact, in the Timeline and in the author’s own events', async () => {
    const author = await createUser(t.database);
    const viewer = await createUser(t.database);
    await t.database.db.insert(follows).values({ followerId: viewer.row.id, followeeId: author.row.id });
    const titles = ['Antes \u001e\u001f después', '\u001f', 'Otro \u001e'];
    for (const [i, title] of titles.entries()) await publish(author.row.id, title, new Date(Date.UTC(2026, 0, 1, 0, 0, i)), true);

    for (const [who, url] of [[viewer, '/api/events/following'], [author, '/api/events']] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(await loginToken(t.app, who.row.email, who.password)) });
      expect(res.statusCode, res.body).toBe(200);
      const answered = res.json<Array<{ title: string; items: Array<{ title: string }>; unreadResponsesCount: number }>>();
      expect(answered.map((e) => e.title)).toEqual(titles.toReversed());
      expect(answered.map((e) => e.items[0]?.title)).toEqual(titles.toReversed());
      expect(answered.map((e) => e.unreadResponsesCount)).toEqual([0, 0, 0]);
    }
  });

  it('answers 400 for a malformed cursor or limit', async () => {
    const user = await createUser(t.database);
    const token = await loginToken(t.app, user.row.email, user.password);
    for (const query of ['cursor=%%%', 'cursor=bm90LWEtY3Vyc29y', 'limit=0', 'limit=1000', 'limit=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events/following?${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('paging by cursor through rows written within one millisecond', () => {
  // The cursor carries milliseconds; a microsecond timestamp between two cursor values
  // once made the next page start past rows it had not shown.
  it.each(['/api/events/following', '/api/events', '/api/history'])('%s shows every row exactly once', async (url) => {
    const author = await createUser(t.database);
    const viewer = url === '/api/events/following' ? await createUser(t.database) : author;
    if (viewer !== author) await t.database.db.insert(follows).values({ followerId: viewer.row.id, followeeId: author.row.id });
    const written = [];
    for (let i = 0; i < 5; i++) written.push((await publish(author.row.id, `Evento ${i}`, new Date())).id);
    const micros = ['00.123400', '00.123300', '00.123200', '00.122900', '00.122800'];
    for (const [i, id] of written.entries()) {
      await t.database.db.execute(sql`update events set created_at = ${`2026-02-02T10:00:${micros[i]}Z`}::timestamptz where id = ${id}`);
    }
    const token = await loginToken(t.app, viewer.row.email, viewer.password);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.app.inject({ method: 'GET', url: `${url}?limit=1${cursor ? `&cursor=${cursor}` : ''}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const entries = res.json<Array<{ _id?: string; event?: { _id: string } }>>();
      seen.push(...entries.map((e) => e._id ?? e.event?._id ?? 'not an event'));
      cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
    } while (cursor && seen.length < 20);
    expect(seen.toSorted()).toEqual(written.toSorted());
  });
});

describe('a question by a member followed by more than a request fans out to', () => {
  it('is answered at once and reaches every follower’s Timeline after the answer', async () => {
    const { famous, fan, followers } = await famousMemberWithFan(t.app, t.database);

    const asked = await famous.call('POST', '/api/events', { type: 'Question', title: '¿Un buen dentista?' });
    expect(asked.status).toBe(201);
    await t.app.deps.queuedFanOut.drain();

    const timeline = await fan.call('GET', '/api/events/following');
    expect(timeline.body.map((e: { _id: string }) => e._id)).toContain(asked.body._id);
    const reached = await rowsOf<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM timeline_entries WHERE event_id = ${asked.body._id}`);
    expect(reached).toEqual([{ n: followers }]);
  });
});
