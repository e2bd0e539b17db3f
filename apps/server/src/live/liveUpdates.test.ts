import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { openLiveStream } from '../../test/liveStream.js';
import { famousMemberWithFan } from '../../test/crowd.js';
import { follow, member, type Member } from '../../test/members.js';

let t: TestApp;
let base: string;
let bea: Member;
let ana: Member;

beforeAll(async () => {
  t = await buildTestApp();
  bea = await member(t.app, t.database, 'Bea');
  ana = await member(t.app, t.database, 'Ana');
  await follow(t.database, ana, bea);
  await follow(t.database, bea, ana);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const openStream = (who: Member) => openLiveStream(base, who.token);

describe('GET /api/live', () => {
  it('refuses a visitor', async () => {
    expect((await fetch(`${base}/api/live`)).status).toBe(401);
  });

  it('pushes the unread count to the asker and Timeline news to followers as they happen', async () => {
    const beaStream = await openStream(bea);
    const anaStream = await openStream(ana);
    await beaStream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 0);

    const question = await bea.call('POST', '/api/events', { title: '¿Una serie?', type: 'Question' });
    await anaStream.waitFor((e) => e.event === 'timeline' && (e.data as { authorId: string }).authorId === bea.id);

    await ana.call('POST', '/api/responses', { eventId: question.body._id, text: 'The Bear' });
    await beaStream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 1);

    await bea.call('POST', `/api/responses/event/${question.body._id}/mark-read`);
    await beaStream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 0 && beaStream.events.indexOf(e) > 1);
    expect(anaStream.events.filter((e) => e.event === 'unread').every((e) => (e.data as { count: number }).count === 0)).toBe(true);
    beaStream.close();
    anaStream.close();
  });

  it('tells followers when a WeLink is saved rated, and again when it is rated anew; not when it is saved pending', async () => {
    const anaStream = await openStream(ana);
    await anaStream.waitFor((e) => e.event === 'unread');
    const fromBea = (e: { event: string; data: unknown }) => e.event === 'timeline' && (e.data as { authorId: string }).authorId === bea.id;

    await bea.call('POST', '/api/items', { title: 'Casa Lucio', category: 'Servicio', subcategory: 'Restaurante', status: 'pending_rating' });
    const saved = await bea.call('POST', '/api/items', { title: 'Sobrino de Botín', category: 'Servicio', subcategory: 'Restaurante', rating: 4 });
    expect(saved.status).toBe(201);
    await anaStream.waitFor(fromBea);

    expect((await bea.call('PATCH', `/api/items/${saved.body._id}`, { rating: 5 })).status).toBe(200);
    await anaStream.waitFor((e) => fromBea(e) && anaStream.events.filter(fromBea).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(anaStream.events.filter(fromBea)).toHaveLength(2);
    anaStream.close();
  });

  it('tells the followers of a member with a large audience once, when the question is in their Timelines', async () => {
    const { famous, fan } = await famousMemberWithFan(t.app, t.database);
    const fanStream = await openStream(fan);
    await fanStream.waitFor((e) => e.event === 'unread');

    const question = await famous.call('POST', '/api/events', { title: '¿Un buen dentista?', type: 'Question' });
    expect(question.status).toBe(201);
    const fromFamous = (e: { event: string; data: unknown }) => e.event === 'timeline' && (e.data as { authorId: string }).authorId === famous.id;
    await fanStream.waitFor(fromFamous);
    const timeline = await fan.call('GET', '/api/events/following');
    expect(timeline.body.map((e: { _id: string }) => e._id)).toContain(question.body._id);
    await t.app.deps.queuedFanOut.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fanStream.events.filter(fromFamous)).toHaveLength(1);
    fanStream.close();
  });

  it('tells the followers of a member with a large audience of a new rating once, when their Timelines hold it', async () => {
    const { famous, fan } = await famousMemberWithFan(t.app, t.database);
    const saved = await famous.call('POST', '/api/items', { title: 'Lhardy', category: 'Servicio', subcategory: 'Restaurante', rating: 3 });
    expect(saved.status).toBe(201);
    await t.app.deps.queuedFanOut.drain();
    const fanStream = await openStream(fan);
    await fanStream.waitFor((e) => e.event === 'unread');
    const fromFamous = (e: { event: string; data: unknown }) => e.event === 'timeline' && (e.data as { authorId: string }).authorId === famous.id;

    expect((await famous.call('PATCH', `/api/items/${saved.body._id}`, { rating: 5 })).status).toBe(200);
    await fanStream.waitFor(fromFamous);
    const timeline = await fan.call('GET', '/api/events/following');
    expect(timeline.body.find((e: { title: string }) => e.title === 'Lhardy')).toMatchObject({ rating: 5 });
    await t.app.deps.queuedFanOut.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fanStream.events.filter(fromFamous)).toHaveLength(1);
    fanStream.close();
  });
});
