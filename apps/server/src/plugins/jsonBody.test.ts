import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@welink/domain';
import { bearer, buildTestApp, createUser, type TestApp } from '../../test/testApp.js';
import { member, type Member } from '../../test/members.js';
import { events } from '../db/schema/index.js';
import { MAX_JSON_DEPTH } from './jsonBody.js';

/**
 * Many clients set `Content-Type: application/json` on every call, also on one without a body.
 * A route that takes no body accepts that; a route that needs one says in Spanish that it is missing.
 */
let t: TestApp;
let ana: Member;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${ana.token}`, ...headers }, ...(payload !== undefined ? { payload } : {}) });

describe('a JSON content type with no body', () => {
  it('is accepted by a DELETE, a PUT and a POST that take no body', async () => {
    const guide = await ana.call('POST', '/api/lists', { name: 'Para borrar' });
    const item = await ana.call('POST', '/api/items', { title: 'Casa Sol', rating: 4 });
    await ana.call('POST', `/api/lists/${guide.body._id as string}/items`, { itemId: item.body._id });

    const removed = await send('DELETE', `/api/lists/${guide.body._id as string}/items/${item.body._id as string}`, JSON_TYPE, '');
    expect(removed.statusCode, removed.body).toBe(200);
    const deleted = await send('DELETE', `/api/lists/${guide.body._id as string}`, JSON_TYPE);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const bea = await member(t.app, t.database, 'Bea');
    const asked = await bea.call('POST', '/api/users/follow-request', { identifier: ana.id });
    expect(asked.status).toBe(201);
    const [request] = (await ana.call('GET', '/api/users/follow-requests')).body as Array<{ _id: string }>;
    const accepted = await send('POST', `/api/users/follow-request/${request!._id}/accept`, JSON_TYPE, '');
    expect(accepted.statusCode, accepted.body).toBe(200);

    const admin = await member(t.app, t.database, 'Admin', { isAdmin: true });
    const pending = await createUser(t.database, { status: 'pending' });
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/approve-user/${pending.row.id}`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json; charset=utf-8' },
      payload: '',
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('is refused by a route that needs a body, with the same Spanish 400 as no body at all', async () => {
    for (const headers of [JSON_TYPE, {}]) {
      const res = await send('POST', '/api/items', headers, '');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.bodyRequired, code: 'VALIDATION' });
    }
    const edit = await send('PUT', '/api/lists/00000000-0000-4000-8000-000000000000', JSON_TYPE, '');
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(MESSAGES.bodyRequired);
  });

  it('still answers malformed JSON and whitespace as malformed', async () => {
    for (const payload of ['{"title": ', '   ']) {
      const res = await send('POST', '/api/items', JSON_TYPE, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.malformedJson, code: 'MALFORMED_JSON' });
    }
  });
});

describe('a JSON body nested past any request of ours', () => {
  it('is refused with a Spanish 400 and changes nothing, even in a field kept for compatibility', async () => {
    const question = await ana.call('POST', '/api/events', { title: '¿Dónde cenar?', type: 'question' });
    const id = question.body._id as string;
    const nested = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;

    const refused = await send('PUT', `/api/events/${id}`, JSON_TYPE, `{"title":"Otra","items":${nested}}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: MESSAGES.bodyTooDeep });
    const [stored] = await t.database.db.select({ title: events.title }).from(events).where(eq(events.id, id));
    expect(stored?.title).toBe('¿Dónde cenar?');

    const shallow = `${'['.repeat(MAX_JSON_DEPTH - 2)}${']'.repeat(MAX_JSON_DEPTH - 2)}`;
    const accepted = await send('PUT', `/api/events/${id}`, JSON_TYPE, `{"title":"Otra","items":${shallow}}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
