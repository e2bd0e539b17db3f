import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TITLE_REQUIRED, RESPONSE_MESSAGES } from '@welink/domain';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { caller, follow, member, type Member } from '../../test/members.js';

let t: TestApp;
let bea: Member; // asks
let ana: Member; // follows bea, answers
let dani: Member; // follows bea too
let carlos: Member; // stranger
let question: { _id: string };
let anasBar: { _id: string };

beforeAll(async () => {
  t = await buildTestApp();
  bea = await member(t.app, t.database, 'Bea');
  ana = await member(t.app, t.database, 'Ana');
  dani = await member(t.app, t.database, 'Dani');
  carlos = await member(t.app, t.database, 'Carlos');
  await follow(t.database, ana, bea);
  await follow(t.database, bea, ana);
  await follow(t.database, dani, bea);
  anasBar = (await ana.call('POST', '/api/items', { title: 'Bar Pepe', subcategory: 'Bar', rating: 5, address: 'Calle Mayor 1' })).body;
});
afterAll(() => t.close());

describe('questions', () => {
  it('posts a question that followers see on their Timeline', async () => {
    const res = await bea.call('POST', '/api/events', { title: '¿Dónde tomar unas cañas?', type: 'Question', tags: ['bares'], items: [], user: bea.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'question', description: '¿Dónde tomar unas cañas?', tags: ['bares'], user: { _id: bea.id }, hasUnreadResponses: false });
    question = res.body;
    expect((await ana.call('GET', '/api/events/following')).body.map((e: { _id: string }) => e._id)).toContain(question._id);
    expect((await bea.call('GET', '/api/events')).body.map((e: { _id: string }) => e._id)).toContain(question._id);
    expect((await carlos.call('GET', '/api/events/following')).body).toEqual([]);
  });

  it('requires a title and visible WeLinks', async () => {
    const noTitle = await bea.call('POST', '/api/events', { title: ' ', type: 'Question' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe(EVENT_TITLE_REQUIRED);
    const carlosItem = (await carlos.call('POST', '/api/items', { title: 'Secreto', rating: 2 })).body;
    expect((await bea.call('POST', '/api/events', { title: 'Mira', items: [carlosItem._id] })).status).toBe(404);
  });

  it('lets only the author edit: 403 for a follower, 404 for a stranger', async () => {
    expect((await ana.call('PUT', `/api/events/${question._id}`, { title: 'Hackeado' })).status).toBe(403);
    expect((await carlos.call('PUT', `/api/events/${question._id}`, { title: 'Hackeado' })).status).toBe(404);
    const edited = await bea.call('PUT', `/api/events/${question._id}`, { title: '¿Dónde tomar unas cañas en Madrid?', tags: ['bares', 'madrid'] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: '¿Dónde tomar unas cañas en Madrid?', tags: ['bares', 'madrid'] });
  });
});

describe('responses', () => {
  it('answers a question with a WeLink; the asker gets an unread flag and count', async () => {
    const res = await ana.call('POST', '/api/responses', { eventId: question._id, text: 'Prueba este', items: [{ itemId: anasBar._id, rating: 5, comment: 'Las mejores bravas' }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ event: { _id: question._id }, user: { _id: ana.id, name: 'Ana' }, text: 'Prueba este', items: [{ item: { _id: anasBar._id, title: 'Bar Pepe' }, rating: 5, comment: 'Las mejores bravas' }] });
    expect((await bea.call('GET', '/api/events/unread-responses-count')).body).toEqual({ count: 1 });
    const history = (await bea.call('GET', '/api/events')).body.find((e: { _id: string }) => e._id === question._id);
    expect(history).toMatchObject({ hasUnreadResponses: true, unreadResponsesCount: 1 });
    const asSeenByAna = (await ana.call('GET', '/api/events/following')).body.find((e: { _id: string }) => e._id === question._id);
    expect(asSeenByAna).toMatchObject({ hasUnreadResponses: false, unreadResponsesCount: 0 });
    expect((await ana.call('GET', '/api/events/unread-responses-count')).body).toEqual({ count: 0 });
  });

  it('edits on a second answer instead of adding one, and makes it unread again', async () => {
    await bea.call('POST', `/api/responses/event/${question._id}/mark-read`);
    const before = (await bea.call('GET', `/api/responses/event/${question._id}`)).body[0];
    const again = await ana.call('POST', '/api/responses', { eventId: question._id, text: 'Mejor este', items: [] });
    expect(again.status).toBe(200);
    const list = (await bea.call('GET', `/api/responses/event/${question._id}`)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ text: 'Mejor este', items: [] });
    // The answer is presented from what was written, and says what a later read says.
    expect(again.body).toEqual(list[0]);
    expect(again.body.createdAt).toBe(before.createdAt);
    expect(Date.parse(again.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await bea.call('GET', '/api/events/unread-responses-count')).body.count).toBe(1);
  });

  it('lets the followers of the asker read the responses and the WeLinks in them', async () => {
    const answered = await ana.call('POST', '/api/responses', { eventId: question._id, text: 'Este', items: [{ itemId: anasBar._id, rating: 4 }] });
    const seen = await dani.call('GET', `/api/responses/event/${question._id}`);
    expect(seen.status).toBe(200);
    expect(answered.body).toEqual(seen.body[0]);
    expect(seen.body[0].items[0].item._id).toBe(anasBar._id);
    // Dani does not follow Ana, but may open the WeLink she gave as an answer.
    expect((await dani.call('GET', `/api/items/${anasBar._id}`)).status).toBe(200);
    expect((await carlos.call('GET', `/api/responses/event/${question._id}`)).status).toBe(404);
    expect((await carlos.call('GET', `/api/items/${anasBar._id}`)).status).toBe(404);
  });

  it('loads the responses of many questions in one call, leaving out those the viewer may not see', async () => {
    const other = (await bea.call('POST', '/api/events', { title: '¿Un libro?', type: 'question' })).body;
    const hidden = (await carlos.call('POST', '/api/events', { title: '¿Privada?', type: 'question' })).body;
    const res = await dani.call('GET', `/api/responses/batch?eventIds=${question._id},${other._id},${hidden._id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([question._id, other._id].sort());
    expect(res.body[question._id]).toHaveLength(1);
    expect(res.body[other._id]).toEqual([]);
    expect((await dani.call('GET', '/api/responses/batch?eventIds=nope')).status).toBe(400);
  });

  it('refuses to answer one’s own question, a non-question, an invisible one, or with another’s hidden WeLink', async () => {
    expect((await bea.call('POST', '/api/responses', { eventId: question._id, text: 'yo' })).body.message).toBe(RESPONSE_MESSAGES.ownQuestion);
    const post = (await ana.call('GET', '/api/events')).body.find((e: { type: string }) => e.type === 'informative');
    expect((await bea.call('POST', '/api/responses', { eventId: post._id, text: 'x' })).body.message).toBe(RESPONSE_MESSAGES.notAQuestion);
    const hidden = (await carlos.call('POST', '/api/events', { title: '¿Otra?', type: 'question' })).body;
    expect((await ana.call('POST', '/api/responses', { eventId: hidden._id, text: 'x' })).status).toBe(404);
    const carlosItem = (await carlos.call('POST', '/api/items', { title: 'Oculto', rating: 3 })).body;
    expect((await dani.call('POST', '/api/responses', { eventId: question._id, items: [{ itemId: carlosItem._id, rating: 1 }] })).status).toBe(404);
    expect((await dani.call('POST', '/api/responses', { eventId: question._id })).body.message).toBe(RESPONSE_MESSAGES.empty);
  });

  it('marks read only for the asker', async () => {
    expect((await ana.call('POST', `/api/responses/event/${question._id}/mark-read`)).status).toBe(403);
    expect((await carlos.call('POST', `/api/responses/event/${question._id}/mark-read`)).status).toBe(404);
    const res = await bea.call('POST', `/api/responses/event/${question._id}/mark-read`);
    expect(res.body).toMatchObject({ count: 1 });
    expect((await bea.call('GET', '/api/events/unread-responses-count')).body.count).toBe(0);
  });

  it('lets only the author delete a response', async () => {
    const [response] = (await bea.call('GET', `/api/responses/event/${question._id}`)).body;
    expect((await bea.call('DELETE', `/api/responses/${response._id}`)).status).toBe(403);
    expect((await dani.call('DELETE', `/api/responses/${response._id}`)).status).toBe(403);
    expect((await carlos.call('DELETE', `/api/responses/${response._id}`)).status).toBe(404);
    expect((await ana.call('GET', '/api/responses/mine')).body.map((r: { _id: string }) => r._id)).toEqual([response._id]);
    expect((await ana.call('DELETE', `/api/responses/${response._id}`)).status).toBe(200);
    expect((await bea.call('GET', `/api/responses/event/${question._id}`)).body).toEqual([]);
  });

  it('refuses visitors everywhere', async () => {
    const visitor = caller(t.app, null);
    for (const [method, url] of [
      ['GET', `/api/responses/event/${question._id}`],
      ['GET', `/api/responses/batch?eventIds=${question._id}`],
      ['GET', '/api/responses/mine'],
      ['POST', '/api/responses'],
      ['DELETE', `/api/responses/${question._id}`],
      ['POST', `/api/responses/event/${question._id}/mark-read`],
      ['GET', '/api/events'],
      ['POST', '/api/events'],
      ['PUT', `/api/events/${question._id}`],
      ['GET', '/api/events/unread-responses-count'],
      ['GET', '/api/items'],
      ['POST', '/api/items'],
    ] as const) {
      expect((await visitor(method, url, method === 'GET' ? undefined : {})).status, `${method} ${url}`).toBe(401);
    }
  });
});
