import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONNECTION_MESSAGES, CONTACT_QUERY_REQUIRED, MESSAGES } from '@welink/domain';
import { followRequests, follows, users } from '../db/schema/index.js';
import { bearer, buildTestApp, createUser, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NO_ID = '00000000-0000-4000-8000-000000000000';
type Member = Awaited<ReturnType<typeof member>>;
type Method = 'GET' | 'POST' | 'DELETE';

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const { row } = await createUser(t.database, overrides);
  const token = t.app.deps.tokens.sign({ userId: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, tv: row.tokenVersion });
  return { row, id: row.id, headers: bearer(token) };
}

function call(who: Member | null, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
}

const search = (who: Member, query: string) => call(who, 'GET', `/api/users/search?query=${encodeURIComponent(query)}`);
const requestTo = (who: Member, identifier: string) => call(who, 'POST', '/api/users/follow-request', { identifier });

/** Every follow and request, to prove a refused call changed nothing. */
async function snapshot() {
  const db = t.database.db;
  return {
    follows: await db.select().from(follows).orderBy(follows.followerId, follows.followeeId),
    requests: await db.select().from(followRequests).orderBy(followRequests.id),
  };
}

async function followsOf(followerId: string) {
  const rows = await t.database.db.select().from(follows).where(eq(follows.followerId, followerId));
  return rows.map((r) => r.followeeId).sort();
}

async function pendingRequest(from: Member, to: Member) {
  const [row] = await t.database.db.insert(followRequests).values({ fromUserId: from.id, toUserId: to.id }).returning();
  return row!;
}

const connect = (a: Member, b: Member) =>
  t.database.db.insert(follows).values([
    { followerId: a.id, followeeId: b.id },
    { followerId: b.id, followeeId: a.id },
  ]);

describe('authentication', () => {
  it('answers 401 to a visitor on every connection route and changes nothing', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/users/search?query=ana'],
      ['POST', '/api/users/follow-request', { identifier: 'ana@example.com' }],
      ['POST', `/api/users/follow-request/${NO_ID}/accept`],
      ['POST', `/api/users/follow-request/${NO_ID}/reject`],
      ['DELETE', `/api/users/follow-request/${NO_ID}`],
      ['POST', `/api/users/unfollow/${NO_ID}`],
      ['POST', `/api/users/follow/${NO_ID}`],
      ['GET', '/api/users/following'],
      ['GET', '/api/users/follow-requests'],
      ['GET', '/api/users/sent-follow-requests'],
      ['POST', '/api/users/check-batch', { phones: [], emails: [] }],
    ];
    const before = await snapshot();
    for (const [method, url, payload] of routes) {
      for (const headers of [{}, bearer('basura')]) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 to a malformed id in every path', async () => {
    const viewer = await member();
    for (const [method, url] of [
      ['POST', '/api/users/follow-request/nope/accept'],
      ['POST', '/api/users/follow-request/nope/reject'],
      ['DELETE', '/api/users/follow-request/nope'],
      ['POST', '/api/users/unfollow/nope'],
      ['POST', '/api/users/follow/nope'],
    ] as const) {
      const res = await call(viewer, method, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.invalidId });
    }
  });
});

describe('GET /api/users/search', () => {
  it('finds names without caring for accents or case, and never the viewer or a non-approved account', async () => {
    const viewer = await member({ name: 'María Viewer' });
    const maria = await member({ name: 'María Núñez' });
    await member({ name: 'Maria Pendiente', status: 'pending' });
    await member({ name: 'Maria Rechazada', status: 'rejected' });
    for (const query of ['maria', 'MARÍA', 'nunez', 'a nú']) {
      const res = await search(viewer, query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual([{ _id: maria.id, name: 'María Núñez', connectionStatus: 'none' }]);
    }
  });

  it('treats LIKE wildcards in the query as plain characters', async () => {
    const viewer = await member();
    await member({ name: 'Wildcard Wanda' });
    for (const query of ['%%', '_a', 'W%a', 'd\\']) expect((await search(viewer, query)).json(), query).toEqual([]);
    expect((await search(viewer, 'wanda')).json()).toHaveLength(1);
  });

  it('needs 2 characters for a name and a query at all', async () => {
    const viewer = await member();
    const short = await search(viewer, ' a ');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION', message: CONNECTION_MESSAGES.nameQueryTooShort });
    for (const url of ['/api/users/search?query=', '/api/users/search?query=%20', '/api/users/search']) {
      const res = await call(viewer, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ message: CONTACT_QUERY_REQUIRED });
    }
  });

  it('answers at most 20 results', async () => {
    const viewer = await member();
    for (let i = 0; i < 22; i += 1) await member({ name: `Zoilo ${i}` });
    const res = await search(viewer, 'zoilo');
    expect(res.json()).toHaveLength(20);
  });

  it('matches an email or a phone exactly and shows only what was typed', async () => {
    const viewer = await member();
    const target = await member({ name: 'Tomasa', email: 'tomasa@example.com', phone: { prefix: '+34', number: '711222333' } });

    expect((await search(viewer, ' Tomasa@Example.COM ')).json()).toEqual([
      { _id: target.id, name: 'Tomasa', email: 'tomasa@example.com', connectionStatus: 'none' },
    ]);
    expect((await search(viewer, '+34 711 222 333')).json()).toEqual([
      { _id: target.id, name: 'Tomasa', phone: { prefix: '+34', number: '711222333' }, connectionStatus: 'none' },
    ]);
    expect((await search(viewer, 'tomasa@example.co')).json()).toEqual([]);
    const byName = (await search(viewer, 'tomasa')).json();
    expect(byName).toEqual([{ _id: target.id, name: 'Tomasa', connectionStatus: 'none' }]);
  });

  it('reads a phone typed without + in the viewer’s own country', async () => {
    const viewer = await member();
    const colombian = await member({ phone: { prefix: '+57', number: '3007654321' } });
    const target = await member({ name: 'Nacional', phone: { prefix: '+34', number: '611222333' } });
    const found = [{ _id: target.id, name: 'Nacional', phone: { prefix: '+34', number: '611222333' }, connectionStatus: 'none' }];
    for (const query of ['611222333', '611 22 23 33', '0034 611 222 333', '+34 611-222-333']) {
      expect((await search(viewer, query)).json(), query).toEqual(found);
    }
    // Read as a Colombian number by a Colombian member, who must type +34 to find it.
    expect((await search(colombian, '611222333')).json()).toEqual([]);
    expect((await search(colombian, '+34611222333')).json()).toEqual(found);
    // And the other way round: a Spanish member does not find the Colombian one without +57.
    expect((await search(viewer, '300 765 4321')).json()).toEqual([]);
    expect((await search(viewer, '+57 300 765 4321')).json()).toEqual([
      { _id: colombian.id, name: colombian.row.name, phone: { prefix: '+57', number: '3007654321' }, connectionStatus: 'none' },
    ]);
    // Not a valid number: nobody, and no error.
    const invalid = await search(viewer, '123456789');
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json()).toEqual([]);
  });

  it('tells an exact email or phone of an account pending approval as such, and keeps a rejected one unknown', async () => {
    const viewer = await member();
    const pending = await member({ name: 'Pendiente', email: 'otra@example.com', status: 'pending', phone: { prefix: '+34', number: '711222334' } });
    await member({ name: 'Rechazada', email: 'rechazada@example.com', status: 'rejected', phone: { prefix: '+34', number: '711222335' } });

    expect((await search(viewer, 'otra@example.com')).json()).toEqual([
      { _id: pending.id, name: 'Pendiente', email: 'otra@example.com', connectionStatus: 'pending_approval' },
    ]);
    expect((await search(viewer, '711 222 334')).json()).toEqual([
      { _id: pending.id, name: 'Pendiente', phone: { prefix: '+34', number: '711222334' }, connectionStatus: 'pending_approval' },
    ]);
    expect((await search(viewer, 'rechazada@example.com')).json()).toEqual([]);
    expect((await search(viewer, '+34711222335')).json()).toEqual([]);
    // Names never find a pending account, and no request can be sent to one.
    expect((await search(viewer, 'pendiente')).json()).toEqual([]);
    const request = await call(viewer, 'POST', '/api/users/follow-request', { identifier: 'otra@example.com' });
    expect(request.statusCode).toBe(404);
  });

  it('tells each result’s connection state and shows contact details of connections', async () => {
    const viewer = await member();
    const friend = await member({ name: 'Quirina Amiga', phone: null });
    const asked = await member({ name: 'Quirina Pedida' });
    const asking = await member({ name: 'Quirina Pide' });
    const stranger = await member({ name: 'Quirina Nadie' });
    await connect(viewer, friend);
    await pendingRequest(viewer, asked);
    await pendingRequest(asking, viewer);
    const results = (await search(viewer, 'quirina')).json() as Array<Record<string, unknown>>;
    const byId = new Map(results.map((r) => [r._id, r]));
    expect(results).toHaveLength(4);
    expect(byId.get(friend.id)).toEqual({ _id: friend.id, name: 'Quirina Amiga', email: friend.row.email, phone: null, connectionStatus: 'connected' });
    expect(byId.get(asked.id)).toEqual({ _id: asked.id, name: 'Quirina Pedida', connectionStatus: 'requested' });
    expect(byId.get(asking.id)).toEqual({ _id: asking.id, name: 'Quirina Pide', connectionStatus: 'incoming' });
    expect(byId.get(stranger.id)).toEqual({ _id: stranger.id, name: 'Quirina Nadie', connectionStatus: 'none' });
  });
});

describe('POST /api/users/follow-request', () => {
  it('sends a request by email and both sides list it', async () => {
    const viewer = await member();
    const target = await member({ name: 'Destino' });
    const res = await requestTo(viewer, target.row.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: CONNECTION_MESSAGES.requestSent,
      request: { _id: expect.any(String), to: { _id: target.id, name: 'Destino', email: target.row.email }, createdAt: expect.any(String) },
    });
    const received = (await call(target, 'GET', '/api/users/follow-requests')).json();
    expect(received).toEqual([{ _id: body.request._id, from: { _id: viewer.id, name: viewer.row.name, email: viewer.row.email }, createdAt: body.request.createdAt }]);
    const sent = (await call(viewer, 'GET', '/api/users/sent-follow-requests')).json();
    expect(sent).toEqual([{ _id: body.request._id, to: { _id: target.id, name: 'Destino' }, createdAt: body.request.createdAt }]);
    expect(await followsOf(viewer.id)).toEqual([]);
  });

  it('sends a request by international phone or _id without revealing the email', async () => {
    const viewer = await member();
    const byPhone = await member({ phone: { prefix: '+52', number: '5512345678' } });
    const byId = await member();
    const phone = await requestTo(viewer, '+52 55 1234 5678');
    expect(phone.statusCode).toBe(201);
    expect(phone.json().request.to).toEqual({ _id: byPhone.id, name: byPhone.row.name });
    const id = await requestTo(viewer, byId.id);
    expect(id.statusCode).toBe(201);
    expect(id.json().request.to).toEqual({ _id: byId.id, name: byId.row.name });
  });

  it('refuses unknown or non-approved members, oneself, connections and repeats, changing nothing', async () => {
    const viewer = await member();
    const pending = await member({ status: 'pending' });
    const rejected = await member({ status: 'rejected' });
    const friend = await member();
    const asked = await member();
    await connect(viewer, friend);
    await pendingRequest(viewer, asked);
    const before = await snapshot();
    const cases: Array<[string, number, string]> = [
      ['nadie@example.com', 404, MESSAGES.userNotFound],
      [pending.row.email, 404, MESSAGES.userNotFound],
      [rejected.id, 404, MESSAGES.userNotFound],
      [NO_ID, 404, MESSAGES.userNotFound],
      ['+34 699 999 999', 404, MESSAGES.userNotFound],
      ['no es nada', 404, MESSAGES.userNotFound],
      [viewer.row.email, 400, CONNECTION_MESSAGES.selfConnection],
      [viewer.id, 400, CONNECTION_MESSAGES.selfConnection],
      [friend.row.email, 409, CONNECTION_MESSAGES.alreadyConnected],
      [asked.row.email, 409, CONNECTION_MESSAGES.alreadyRequested],
    ];
    for (const [identifier, status, message] of cases) {
      const res = await requestTo(viewer, identifier);
      expect(res.statusCode, identifier).toBe(status);
      expect(res.json().message, identifier).toBe(message);
    }
    const empty = await requestTo(viewer, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CONTACT_QUERY_REQUIRED);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts the other member’s pending request instead of crossing it', async () => {
    const viewer = await member();
    const other = await member();
    const theirs = await pendingRequest(other, viewer);
    const res = await requestTo(viewer, other.row.email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: CONNECTION_MESSAGES.requestAccepted, request: { _id: theirs.id, to: { _id: other.id, email: other.row.email } } });
    expect(await followsOf(viewer.id)).toEqual([other.id]);
    expect(await followsOf(other.id)).toEqual([viewer.id]);
    expect((await call(viewer, 'GET', '/api/users/follow-requests')).json()).toEqual([]);
    expect((await call(other, 'GET', '/api/users/sent-follow-requests')).json()).toEqual([]);
  });

  it('creates one request when the same one arrives twice at once', async () => {
    const viewer = await member();
    const target = await member();
    const answers = await Promise.all([requestTo(viewer, target.row.email), requestTo(viewer, target.row.email), requestTo(viewer, target.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(followRequests).where(eq(followRequests.fromUserId, viewer.id));
    expect(rows).toHaveLength(1);
  });

  it('connects two members who ask each other at the same moment, leaving no request behind', async () => {
    const a = await member();
    const b = await member();
    const answers = await Promise.all([requestTo(a, b.row.email), requestTo(b, a.row.email)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().message).sort()).toEqual([CONNECTION_MESSAGES.requestAccepted, CONNECTION_MESSAGES.requestSent].sort());
    expect(await followsOf(a.id)).toEqual([b.id]);
    expect(await followsOf(b.id)).toEqual([a.id]);
    const left = await t.database.db.select().from(followRequests).where(eq(followRequests.toUserId, a.id));
    expect([...left, ...(await t.database.db.select().from(followRequests).where(eq(followRequests.toUserId, b.id)))]).toEqual([]);
  });
});

describe('POST /api/users/follow/{id}', () => {
  it('sends a request (consent is needed), not a follow', async () => {
    const viewer = await member();
    const target = await member();
    const res = await call(viewer, 'POST', `/api/users/follow/${target.id}`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: CONNECTION_MESSAGES.requestSent, request: { to: { _id: target.id } } });
    expect(await followsOf(viewer.id)).toEqual([]);
    expect((await call(target, 'GET', '/api/users/follow-requests')).json()).toHaveLength(1);
    expect((await call(viewer, 'POST', `/api/users/follow/${target.id}`)).statusCode).toBe(409);
    expect((await call(viewer, 'POST', `/api/users/follow/${viewer.id}`)).statusCode).toBe(400);
    expect((await call(viewer, 'POST', `/api/users/follow/${NO_ID}`)).statusCode).toBe(404);
  });
});

describe('answering a request: accept, reject, cancel', () => {
  it('lets only the recipient accept or reject and only the sender cancel; anyone else gets 404 and nothing changes', async () => {
    const sender = await member();
    const recipient = await member();
    const third = await member();
    const request = await pendingRequest(sender, recipient);
    const accept = `/api/users/follow-request/${request.id}/accept`;
    const reject = `/api/users/follow-request/${request.id}/reject`;
    const cancel = `/api/users/follow-request/${request.id}`;
    const before = await snapshot();
    const refused: Array<[Member, Method, string]> = [
      [third, 'POST', accept],
      [third, 'POST', reject],
      [third, 'DELETE', cancel],
      [sender, 'POST', accept],
      [sender, 'POST', reject],
      [recipient, 'DELETE', cancel],
      [recipient, 'POST', `/api/users/follow-request/${NO_ID}/accept`],
    ];
    for (const [who, method, url] of refused) {
      const res = await call(who, method, url);
      expect(res.statusCode, `${who === third ? 'third' : who === sender ? 'sender' : 'recipient'} ${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: CONNECTION_MESSAGES.requestNotFound });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('accepting connects both ways, removes the request (and a crossed one) and both see each other', async () => {
    const sender = await member();
    const recipient = await member();
    const request = await pendingRequest(sender, recipient);
    await pendingRequest(recipient, sender);
    const res = await call(recipient, 'POST', `/api/users/follow-request/${request.id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONNECTION_MESSAGES.requestAccepted });
    expect(await followsOf(sender.id)).toEqual([recipient.id]);
    expect(await followsOf(recipient.id)).toEqual([sender.id]);
    expect((await call(sender, 'GET', '/api/users/following')).json().map((c: { _id: string }) => c._id)).toEqual([recipient.id]);
    expect((await call(recipient, 'GET', '/api/users/following')).json().map((c: { _id: string }) => c._id)).toEqual([sender.id]);
    expect((await call(recipient, 'GET', '/api/users/follow-requests')).json()).toEqual([]);
    expect((await call(sender, 'GET', '/api/users/follow-requests')).json()).toEqual([]);
    expect((await call(recipient, 'POST', `/api/users/follow-request/${request.id}/accept`)).statusCode).toBe(404);
  });

  it('does not accept a request whose sender is no longer approved', async () => {
    const sender = await member();
    const recipient = await member();
    const request = await pendingRequest(sender, recipient);
    await t.database.db.update(users).set({ status: 'rejected' }).where(eq(users.id, sender.id));
    const before = await snapshot();
    expect((await call(recipient, 'GET', '/api/users/follow-requests')).json()).toEqual([]);
    expect((await call(recipient, 'POST', `/api/users/follow-request/${request.id}/accept`)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('rejecting and cancelling remove the request without connecting', async () => {
    const sender = await member();
    const recipient = await member();
    const first = await pendingRequest(sender, recipient);
    const rejected = await call(recipient, 'POST', `/api/users/follow-request/${first.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ message: CONNECTION_MESSAGES.requestRejected });
    expect((await call(recipient, 'GET', '/api/users/follow-requests')).json()).toEqual([]);

    const second = await pendingRequest(sender, recipient);
    const cancelled = await call(sender, 'DELETE', `/api/users/follow-request/${second.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: CONNECTION_MESSAGES.requestCancelled });
    expect((await call(sender, 'GET', '/api/users/sent-follow-requests')).json()).toEqual([]);
    expect(await followsOf(sender.id)).toEqual([]);
    expect(await followsOf(recipient.id)).toEqual([]);
  });
});

describe('POST /api/users/unfollow/{id}', () => {
  it('removes only the viewer’s side and answers 404 when not following', async () => {
    const viewer = await member();
    const friend = await member();
    const stranger = await member();
    await connect(viewer, friend);
    const res = await call(viewer, 'POST', `/api/users/unfollow/${friend.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONNECTION_MESSAGES.unfollowed });
    expect(await followsOf(viewer.id)).toEqual([]);
    expect(await followsOf(friend.id)).toEqual([viewer.id]);
    const before = await snapshot();
    for (const id of [friend.id, stranger.id, NO_ID]) {
      const again = await call(viewer, 'POST', `/api/users/unfollow/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(CONNECTION_MESSAGES.notFollowing);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('lists', () => {
  it('lists connections newest first with when they were made and the phone or null', async () => {
    const viewer = await member();
    const old = await member({ name: 'Antigua', phone: null });
    const recent = await member({ name: 'Reciente', phone: { prefix: '+54', number: '91122334455' } });
    const gone = await member({ status: 'rejected' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await t.database.db.insert(follows).values([
      { followerId: viewer.id, followeeId: old.id, createdAt: at(1) },
      { followerId: viewer.id, followeeId: recent.id, createdAt: at(2) },
      { followerId: viewer.id, followeeId: gone.id, createdAt: at(3) },
      { followerId: recent.id, followeeId: viewer.id, createdAt: at(4) },
    ]);
    expect((await call(viewer, 'GET', '/api/users/following')).json()).toEqual([
      { _id: recent.id, name: 'Reciente', email: recent.row.email, phone: { prefix: '+54', number: '91122334455' }, createdAt: at(2).toISOString() },
      { _id: old.id, name: 'Antigua', email: old.row.email, phone: null, createdAt: at(1).toISOString() },
    ]);
  });

  it('lists received and sent requests newest first', async () => {
    const viewer = await member();
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 2, 0, minutes));
    await t.database.db.insert(followRequests).values([
      { fromUserId: a.id, toUserId: viewer.id, createdAt: at(1) },
      { fromUserId: b.id, toUserId: viewer.id, createdAt: at(2) },
      { fromUserId: viewer.id, toUserId: c.id, createdAt: at(3) },
      { fromUserId: viewer.id, toUserId: d.id, createdAt: at(4) },
      { fromUserId: c.id, toUserId: d.id, createdAt: at(5) },
    ]);
    const received = (await call(viewer, 'GET', '/api/users/follow-requests')).json();
    expect(received.map((r: { from: { _id: string } }) => r.from._id)).toEqual([b.id, a.id]);
    expect(received[0].createdAt).toBe(at(2).toISOString());
    const sent = (await call(viewer, 'GET', '/api/users/sent-follow-requests')).json();
    expect(sent.map((r: { to: { _id: string } }) => r.to._id)).toEqual([d.id, c.id]);
  });
});

describe('POST /api/users/check-batch', () => {
  it('answers only members, each with what the caller sent, never echoing the rest', async () => {
    const viewer = await member({ email: 'yo-batch@example.com' });
    const byEmail = await member({ name: 'Por Correo', email: 'correo-batch@example.com', phone: { prefix: '+34', number: '722000111' } });
    const byPhone = await member({ name: 'Por Teléfono', email: 'tel-batch@example.com', phone: { prefix: '+57', number: '3001234567' } });
    const friend = await member({ name: 'Amigo Batch', phone: { prefix: '+34', number: '722000333' } });
    await member({ email: 'pendiente-batch@example.com', status: 'pending', phone: { prefix: '+34', number: '722000222' } });
    const sinMas = await member({ email: 'sinmas-batch@example.com', phone: { prefix: '+34', number: '722000444' } });
    await connect(viewer, friend);
    const res = await call(viewer, 'POST', '/api/users/check-batch', {
      emails: [' Correo-Batch@Example.com ', 'pendiente-batch@example.com', 'nadie-batch@example.com', 'yo-batch@example.com', friend.row.email],
      phones: ['+57 (300) 123-45.67', '+34 722 000 222', '722000444', '+34 699 000 000'],
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().users as Array<{ _id: string }>;
    expect(list).toHaveLength(4);
    expect(list).toEqual(
      expect.arrayContaining([
        { _id: byEmail.id, name: 'Por Correo', email: 'correo-batch@example.com' },
        { _id: byPhone.id, name: 'Por Teléfono', phone: { prefix: '+57', number: '3001234567' } },
        { _id: friend.id, name: 'Amigo Batch', email: friend.row.email, phone: { prefix: '+34', number: '722000333' } },
        // Sent without +: read in the viewer's own country (+34).
        { _id: sinMas.id, name: sinMas.row.name, phone: { prefix: '+34', number: '722000444' } },
      ]),
    );
    expect(res.body).not.toMatch(/nadie-batch|pendiente|699000000|722000222/);
  });

  it('reads numbers without + with the viewer’s own prefix, and ignores what is not a phone', async () => {
    const viewer = await member({ phone: { prefix: '+57', number: '3009876543' } });
    const colombian = await member({ phone: { prefix: '+57', number: '3001112233' } });
    const spaniard = await member({ phone: { prefix: '+34', number: '611000999' } });
    const res = await call(viewer, 'POST', '/api/users/check-batch', { phones: ['300 111 2233', '611000999', 'no es un teléfono', '12'] });
    expect(res.statusCode).toBe(200);
    expect((res.json().users as Array<{ _id: string }>).map((u) => u._id)).toEqual([colombian.id]);
    const withPlus = await call(viewer, 'POST', '/api/users/check-batch', { phones: ['+34 611 000 999'] });
    expect((withPlus.json().users as Array<{ _id: string }>).map((u) => u._id)).toEqual([spaniard.id]);
  });

  it('answers an empty list to empty input and refuses more than 1000 contacts', async () => {
    const viewer = await member();
    expect((await call(viewer, 'POST', '/api/users/check-batch', {})).json()).toEqual({ users: [] });
    const tooMany = await call(viewer, 'POST', '/api/users/check-batch', { emails: Array.from({ length: 1001 }, (_, i) => `x${i}@example.com`) });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits the contact check per member', async () => {
    const limited = await buildTestApp({ rateLimits: true });
    try {
      const { row } = await createUser(limited.database);
      const headers = bearer(limited.app.deps.tokens.sign({ userId: row.id, name: row.name, email: row.email, isAdmin: false, tv: 0 }));
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/users/check-batch', headers, payload: { emails: ['a@example.com'] } })).statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
