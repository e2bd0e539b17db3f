import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, NotificationSchema, notificationText, type Notification } from '@welink/domain';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { openLiveStream } from '../../test/liveStream.js';
import { follow, member, type Member } from '../../test/members.js';
import { items, users } from '../db/schema/index.js';

let t: TestApp;
let base: string;
let ana: Member;
let bruno: Member;
let dora: Member;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
  bruno = await member(t.app, t.database, 'Bruno');
  dora = await member(t.app, t.database, 'Dora');
  await follow(t.database, ana, bruno);
  await follow(t.database, bruno, ana);
  // Bruno follows Dora, but Dora does not follow Bruno: she may not see his WeLinks.
  await follow(t.database, bruno, dora);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function notificationsOf(who: Member): Promise<Notification[]> {
  const res = await who.call('GET', '/api/notifications');
  expect(res.status).toBe(200);
  return (res.body as unknown[]).map((n) => NotificationSchema.parse(n));
}
const unreadOf = async (who: Member): Promise<number> => (await who.call('GET', '/api/notifications/unread-count')).body.count as number;
const textsOf = async (who: Member) => (await notificationsOf(who)).map(notificationText);

describe('notifications', () => {
  it('tells the recommender of a save and of each new rating, live, and never of an unchanged one', async () => {
    const anaStream = await openLiveStream(base, ana.token);
    await anaStream.waitFor((e) => e.event === 'notifications' && (e.data as { count: number }).count === 0);

    const saved = await bruno.call('POST', '/api/items', { title: 'Dune', category: 'Libro', status: 'pending_rating', recommendedBy: ana.id });
    expect(saved.status).toBe(201);
    await anaStream.waitFor((e) => e.event === 'notifications' && (e.data as { count: number }).count === 1);
    anaStream.close();

    await bruno.call('PATCH', `/api/items/${saved.body._id}`, { rating: 5 });
    await bruno.call('PATCH', `/api/items/${saved.body._id}`, { rating: 5 });
    await bruno.call('PUT', `/api/items/${saved.body._id}`, { comment: 'Me encantó' });
    await bruno.call('PATCH', `/api/items/${saved.body._id}`, { rating: 4 });
    // Saved already rated: one notification, of the rating.
    await bruno.call('POST', '/api/items', { title: 'Casa Sol', category: 'Restaurante', rating: 5, recommendedBy: ana.id });

    expect(await textsOf(ana)).toEqual([
      'Bruno valoró con 5★ «Casa Sol», que le recomendaste',
      'Bruno valoró con 4★ «Dune», que le recomendaste',
      'Bruno valoró con 5★ «Dune», que le recomendaste',
      'Bruno guardó «Dune» de tu historial',
    ]);
    const [latest] = await notificationsOf(ana);
    expect(latest).toMatchObject({ kind: 'item_rated', actor: { _id: bruno.id, name: 'Bruno' }, rating: 5, readAt: null, event: null });
    expect(await unreadOf(ana)).toBe(4);
  });

  it('tells no one of their own recommendation, nor a recommender who may not see the WeLink', async () => {
    await ana.call('POST', '/api/items', { title: 'Mi propia', category: 'Película', rating: 3, recommendedBy: ana.id });
    const hidden = await bruno.call('POST', '/api/items', { title: 'Oculta', category: 'Película', status: 'pending_rating', recommendedBy: dora.id });
    await bruno.call('PATCH', `/api/items/${hidden.body._id}`, { rating: 5 });
    expect(await notificationsOf(dora)).toEqual([]);
    expect((await notificationsOf(ana)).some((n) => n.title === 'Mi propia')).toBe(false);
  });

  it('tells the asker of a new response (not of its edit), and of connection requests and their acceptance', async () => {
    const question = await ana.call('POST', '/api/events', { title: '¿Una serie?', type: 'Question' });
    await bruno.call('POST', '/api/responses', { eventId: question.body._id, text: 'The Bear' });
    await bruno.call('POST', '/api/responses', { eventId: question.body._id, text: 'The Bear, sin duda' });
    const [response] = await notificationsOf(ana);
    expect(response).toMatchObject({ kind: 'question_response', event: { _id: question.body._id }, title: '¿Una serie?' });
    expect(notificationText(response!)).toBe('Bruno respondió a tu pregunta «¿Una serie?»');

    const request = await dora.call('POST', `/api/users/follow/${ana.id}`);
    expect(request.status).toBe(201);
    expect((await textsOf(ana))[0]).toBe('Dora quiere conectar contigo');
    const unreadBefore = await unreadOf(ana);
    const received = (await ana.call('GET', '/api/users/follow-requests')).body as Array<{ _id: string }>;
    await ana.call('POST', `/api/users/follow-request/${received[0]!._id}/accept`);
    expect((await textsOf(dora))[0]).toBe('Ana aceptó tu solicitud de conexión');
    // Settled, the request asks for nothing more: its notification is no longer unread.
    expect((await notificationsOf(ana)).find((n) => n.kind === 'follow_request')?.readAt).not.toBeNull();
    expect(await unreadOf(ana)).toBe(unreadBefore - 1);
  });

  it('marks a request’s notification read when it is rejected or cancelled, and only that one', async () => {
    const [eva, fede, gil] = [await member(t.app, t.database, 'Eva'), await member(t.app, t.database, 'Fede'), await member(t.app, t.database, 'Gil')];
    const requestTo = async (from: Member, to: Member) => {
      expect((await from.call('POST', `/api/users/follow/${to.id}`)).status).toBe(201);
      const received = (await to.call('GET', '/api/users/follow-requests')).body as unknown[];
      return (received.find((r) => JSON.stringify(r).includes(from.id)) as { _id: string })._id;
    };
    const unreadRequests = async () => (await notificationsOf(fede)).filter((n) => n.kind === 'follow_request' && n.readAt === null).length;

    const rejected = await requestTo(eva, fede);
    const cancelled = await requestTo(gil, fede);
    expect(await unreadRequests()).toBe(2);
    expect((await fede.call('POST', `/api/users/follow-request/${rejected}/reject`)).status).toBe(200);
    expect(await unreadRequests()).toBe(1);
    expect((await gil.call('DELETE', `/api/users/follow-request/${cancelled}`)).status).toBe(200);
    expect(await unreadRequests()).toBe(0);
  });

  it('pages newest first with the feeds’ cursor, with no repeats', async () => {
    const all = (await notificationsOf(ana)).map((n) => n._id);
    expect(all.length).toBeGreaterThan(3);
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await ana.call('GET', `/api/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...(res.body as Notification[]).map((n) => n._id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('marks one read (only its recipient may) and then all', async () => {
    const [first, second] = (await notificationsOf(ana)).filter((n) => n.readAt === null);
    const before = await unreadOf(ana);
    expect(await bruno.call('POST', `/api/notifications/${first!._id}/read`)).toMatchObject({ status: 404, body: { message: NOTIFICATION_MESSAGES.notFound } });
    expect((await ana.call('POST', `/api/notifications/${first!._id}/read`)).status).toBe(200);
    expect(await unreadOf(ana)).toBe(before - 1);
    const after = await notificationsOf(ana);
    expect(after.find((n) => n._id === first!._id)!.readAt).not.toBeNull();
    expect(after.find((n) => n._id === second!._id)!.readAt).toBeNull();

    expect((await ana.call('POST', '/api/notifications/read')).body).toEqual({ message: NOTIFICATION_MESSAGES.allMarkedRead, count: before - 1 });
    expect(await unreadOf(ana)).toBe(0);
    expect((await ana.call('POST', '/api/notifications/not-an-id/read')).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('keeps a deleted WeLink’s notification without its link, and drops a deleted member’s', async () => {
    const dune = (await notificationsOf(ana)).find((n) => n.title === 'Dune')!;
    await t.database.db.delete(items).where(eq(items.id, dune.item!._id));
    const after = (await notificationsOf(ana)).filter((n) => n.title === 'Dune');
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((n) => n.item === null)).toBe(true);

    await t.database.db.delete(users).where(eq(users.id, dora.id));
    expect((await notificationsOf(ana)).some((n) => n.actor._id === dora.id)).toBe(false);
  });
});
