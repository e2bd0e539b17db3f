import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, DELETED_MEMBER_NAME, MESSAGES, type AuditAction } from '@welink/domain';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  auditLog,
  digestRuns,
  importRows,
  imports,
  eventItems,
  events,
  externalCache,
  follows,
  followRequests,
  idempotencyKeys,
  issues,
  itemPhotos,
  items,
  listItems,
  lists,
  notifications,
  passwordResetTokens,
  pushSubscriptions,
  responseItems,
  responses,
  users,
} from '../../db/schema/index.js';
import { TEMPORARY_PASSWORD_ALPHABET, generateTemporaryPassword } from '../../services/admin/temporaryPassword.js';
import { caller, member, type Member } from '../../../test/members.js';
import { buildTestApp, createUser, type TestApp } from '../../../test/testApp.js';

const NO_ID = '7f1d2a4e-0000-4000-8000-000000000000';

let t: TestApp;
let admin: Member;
let plain: Member;
const visitor = () => caller(t.app, null);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await member(t.app, t.database, 'Admin', { isAdmin: true });
  plain = await member(t.app, t.database, 'Socio');
});
afterAll(() => t.close());

const login = (app: TestApp, identifier: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

function auditRows(database: Database, action: AuditAction, targetUserId: string) {
  return database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetUserId, targetUserId)));
}

async function activeAdmins(database: Database): Promise<string[]> {
  const rows = await database.db.select({ id: users.id }).from(users).where(and(eq(users.isAdmin, true), eq(users.status, 'approved')));
  return rows.map((r) => r.id);
}

/** Every row of every table of the public schema, as JSON text. */
async function everyRow(database: Database): Promise<Map<string, string[]>> {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const all = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: unknown }>(database.db, sql`select row_to_json(t) as row from ${sql.identifier(name)} t`);
    all.set(name, rows.map((r) => JSON.stringify(typeof r.row === 'string' ? JSON.parse(r.row) : r.row)));
  }
  return all;
}

describe('authorisation of every /api/admin route', () => {
  it('answers 401 to a visitor and 403 to a member on every admin route in the API description, changing nothing', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => [m.toUpperCase(), path.replace('{status}', 'all').replace(/\{\w+\}/g, plain.id)] as const));
    const named = routes.map(([m, url]) => `${m} ${url.replace(plain.id, '{id}')}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'GET /api/admin/pending-users',
        'GET /api/admin/user-stats',
        'PUT /api/admin/approve-user/{id}',
        'PUT /api/admin/reject-user/{id}',
        'GET /api/admin/users-by-status/all',
        'PUT /api/admin/reset-password/{id}',
        'PUT /api/admin/make-admin/{id}',
        'PUT /api/admin/remove-admin/{id}',
        'DELETE /api/admin/delete-user/{id}',
      ]),
    );
    const before = await everyRow(t.database);
    for (const [method, url] of routes) {
      const asVisitor = await visitor()(method as 'GET', url);
      expect([method, url, asVisitor.status]).toEqual([method, url, 401]);
      const asMember = await plain.call(method as 'GET', url);
      expect([method, url, asMember.status, asMember.body]).toEqual([method, url, 403, { message: MESSAGES.forbidden, code: 'FORBIDDEN' }]);
    }
    expect(await everyRow(t.database)).toEqual(before);
  });

  it('lets an administrator use each of them', async () => {
    const target = async (overrides: Parameters<typeof createUser>[1] = {}) => (await createUser(t.database, overrides)).row.id;
    const second = await target({ isAdmin: true });
    const calls: Array<['GET' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/admin/pending-users'],
      ['GET', '/api/admin/user-stats'],
      ['PUT', `/api/admin/approve-user/${await target({ status: 'pending' })}`],
      ['PUT', `/api/admin/reject-user/${await target({ status: 'pending' })}`],
      ...(['all', 'pending', 'approved', 'rejected', 'admins'] as const).map((s): ['GET', string] => ['GET', `/api/admin/users-by-status/${s}`]),
      ['PUT', `/api/admin/reset-password/${await target()}`],
      ['PUT', `/api/admin/make-admin/${await target()}`],
      ['PUT', `/api/admin/remove-admin/${second}`],
      ['DELETE', `/api/admin/delete-user/${await target()}`],
    ];
    for (const [method, url] of calls) {
      const res = await admin.call(method, url);
      expect([method, url, res.status]).toEqual([method, url, 200]);
      expect(res.body.success).toBe(true);
    }
  });

  it('answers 404 for an unknown user and 400 for a malformed id, writing no audit row', async () => {
    for (const path of ['reset-password', 'make-admin', 'remove-admin', 'delete-user']) {
      const method = path === 'delete-user' ? 'DELETE' : 'PUT';
      expect((await admin.call(method, `/api/admin/${path}/${NO_ID}`)).body).toEqual({ message: MESSAGES.userNotFound, code: 'NOT_FOUND' });
      expect((await admin.call(method, `/api/admin/${path}/not-a-uuid`)).status).toBe(400);
    }
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, NO_ID))).toEqual([]);
  });
});

describe('users by status', () => {
  let p: TestApp;
  let boss: Member;
  const ids: Record<'pending' | 'approved' | 'rejected', string[]> = { pending: [], approved: [], rejected: [] };

  beforeAll(async () => {
    p = await buildTestApp();
    boss = await member(p.app, p.database, 'Jefa', { isAdmin: true });
    const [bossRow] = await p.database.db.select().from(users).where(eq(users.id, boss.id));
    const base = Date.now() - 3_600_000;
    const statuses = [...Array<'approved'>(24).fill('approved'), 'pending', 'pending', 'pending', 'rejected', 'rejected'] as const;
    // Interleaved creation times, oldest first, so newest-first order is checkable.
    const order = statuses.map((status, i) => ({ status, at: new Date(base + ((i * 7) % statuses.length) * 1000) }));
    for (const [i, { status, at }] of order.entries()) {
      const [row] = await p.database.db
        .insert(users)
        .values({ name: `Lista ${i}`, email: `lista${i}@example.com`, passwordHash: bossRow!.passwordHash, status, createdAt: at })
        .returning();
      ids[status].push(row!.id);
    }
  });
  afterAll(() => p.close());

  const list = (query: string) => boss.call('GET', `/api/admin/users-by-status/${query}`);

  it('pages every user newest first, 20 per page by default', async () => {
    const first = await list('all');
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ current: 1, pages: 2, total: 30 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]._id).toBe(boss.id);
    const second = await list('all?page=2');
    expect(second.body.pagination).toEqual({ current: 2, pages: 2, total: 30 });
    expect(second.body.data).toHaveLength(10);
    const all = [...first.body.data, ...second.body.data];
    expect(new Set(all.map((u: { _id: string }) => u._id)).size).toBe(30);
    const times = all.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(all[0]).sort()).toEqual(['_id', 'createdAt', 'email', 'isAdmin', 'name', 'phone', 'status']);
    expect((await list('all?page=3')).body).toEqual({ success: true, data: [], pagination: { current: 3, pages: 2, total: 30 } });
  });

  it('filters by status and by the administrator flag, with their own page counts', async () => {
    const approved = await list('approved?limit=7&page=4');
    expect(approved.body.pagination).toEqual({ current: 4, pages: 4, total: 25 });
    expect(approved.body.data).toHaveLength(4);
    expect(approved.body.data.every((u: { status: string }) => u.status === 'approved')).toBe(true);
    for (const status of ['pending', 'rejected'] as const) {
      const res = await list(status);
      expect(res.body.pagination).toEqual({ current: 1, pages: 1, total: ids[status].length });
      expect(res.body.data.map((u: { _id: string }) => u._id).sort()).toEqual([...ids[status]].sort());
    }
    const admins = await list('admins');
    expect(admins.body).toMatchObject({ data: [{ _id: boss.id, isAdmin: true }], pagination: { current: 1, pages: 1, total: 1 } });
  });

  it('refuses an unknown filter and out-of-range paging with 400', async () => {
    expect((await list('blocked')).body).toMatchObject({ code: 'VALIDATION', message: ADMIN_MESSAGES.statusFilterInvalid });
    for (const query of ['all?page=0', 'all?page=-1', 'all?page=abc', 'all?page=1.5']) {
      expect((await list(query)).body).toMatchObject({ code: 'VALIDATION', message: ADMIN_MESSAGES.pageInvalid });
    }
    for (const query of ['all?limit=0', 'all?limit=101', 'all?limit=x']) {
      expect((await list(query)).body).toMatchObject({ code: 'VALIDATION', message: ADMIN_MESSAGES.limitInvalid });
    }
    expect((await list('all?limit=100')).body.data).toHaveLength(30);
  });
});

describe('password reset by an administrator', () => {
  it('draws readable random passwords, never the same', () => {
    const drawn = Array.from({ length: 500 }, generateTemporaryPassword);
    expect(new Set(drawn).size).toBe(500);
    for (const password of drawn) {
      expect(password).toMatch(/^[^-]{5}-[^-]{5}-[^-]{5}$/);
      expect([...password.replaceAll('-', '')].every((c) => TEMPORARY_PASSWORD_ALPHABET.includes(c))).toBe(true);
    }
    expect(TEMPORARY_PASSWORD_ALPHABET).not.toMatch(/[0O1lIo]/);
  });

  it('sets a temporary password shown once, ends sessions and forces a change at next login', async () => {
    const { row, password } = await createUser(t.database);
    const oldSession = caller(t.app, (await login(t, row.email, password)).json().token);
    expect((await login(t, row.email, password)).json().mustChangePassword).toBe(false);

    const res = await admin.call('PUT', `/api/admin/reset-password/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ success: true, message: ADMIN_MESSAGES.passwordReset, temporaryPassword: expect.any(String) });
    const temporary: string = res.body.temporaryPassword;
    expect(temporary.length).toBeGreaterThanOrEqual(12);

    expect((await login(t, row.email, password)).statusCode).toBe(401);
    expect((await oldSession('GET', '/api/users/me')).status).toBe(401);

    const first = await login(t, row.email, temporary);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'approved', mustChangePassword: true, user: { _id: row.id } });

    const stored = everyRow(t.database).then((all) => [...all.values()].flat().join('\n'));
    expect(await stored).not.toContain(temporary);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, row.id));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.mustChangePassword).toBe(true);
    const [audit] = await auditRows(t.database, 'reset-password', row.id);
    expect(audit).toMatchObject({ actorId: admin.id, targetUserId: row.id });
    expect(JSON.stringify(audit)).not.toContain(temporary);

    const session = caller(t.app, first.json().token);
    const changed = await session('POST', '/api/users/change-password', { currentPassword: temporary, newPassword: 'mi-clave-nueva' });
    expect(changed.status).toBe(200);
    expect((await login(t, row.email, temporary)).statusCode).toBe(401);
    expect((await login(t, row.email, 'mi-clave-nueva')).json().mustChangePassword).toBe(false);

    const again = await admin.call('PUT', `/api/admin/reset-password/${row.id}`);
    expect(again.body.temporaryPassword).not.toBe(temporary);
    expect(await auditRows(t.database, 'reset-password', row.id)).toHaveLength(2);
  });
});

describe('administrator flag and the last administrator', () => {
  it('grants the flag to approved members only and takes it away, ending the former admin’s sessions', async () => {
    const pending = await createUser(t.database, { status: 'pending' });
    const rejected = await createUser(t.database, { status: 'rejected' });
    for (const id of [pending.row.id, rejected.row.id]) {
      expect((await admin.call('PUT', `/api/admin/make-admin/${id}`)).body).toEqual({ message: ADMIN_MESSAGES.onlyApprovedAdmin, code: 'VALIDATION' });
    }
    const { row: helperRow, password } = await createUser(t.database, { name: 'Ayudante' });
    const helper = caller(t.app, (await login(t, helperRow.email, password)).json().token);
    const made = await admin.call('PUT', `/api/admin/make-admin/${helperRow.id}`);
    expect(made.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.madeAdmin, data: { _id: helperRow.id, isAdmin: true } });
    expect((await helper('GET', '/api/admin/user-stats')).status).toBe(200);

    const removed = await admin.call('PUT', `/api/admin/remove-admin/${helperRow.id}`);
    expect(removed.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.adminRemoved, data: { _id: helperRow.id, isAdmin: false } });
    expect((await helper('GET', '/api/users/me')).status).toBe(401);
    const relogged = await login(t, helperRow.email, password);
    expect(relogged.json().user.isAdmin).toBe(false);
    expect((await caller(t.app, relogged.json().token)('GET', '/api/admin/user-stats')).status).toBe(403);
    expect(await auditRows(t.database, 'make-admin', helperRow.id)).toMatchObject([{ actorId: admin.id }]);
    expect(await auditRows(t.database, 'remove-admin', helperRow.id)).toMatchObject([{ actorId: admin.id }]);
  });

  it('refuses the last administrator (409) before the caller themself (400)', async () => {
    const solo = await buildTestApp();
    try {
      const only = await member(solo.app, solo.database, 'Única', { isAdmin: true });
      const victim = await createUser(solo.database);
      await only.call('PUT', `/api/admin/reset-password/${victim.row.id}`);
      expect((await only.call('PUT', `/api/admin/remove-admin/${only.id}`)).body).toEqual({ message: ADMIN_MESSAGES.lastAdminDemote, code: 'CONFLICT' });
      expect((await only.call('DELETE', `/api/admin/delete-user/${only.id}`)).body).toEqual({ message: ADMIN_MESSAGES.lastAdminDelete, code: 'CONFLICT' });
      expect((await only.call('PUT', `/api/admin/reject-user/${only.id}`)).body).toEqual({ message: ADMIN_MESSAGES.lastAdminReject, code: 'CONFLICT' });

      const other = await member(solo.app, solo.database, 'Otra', { isAdmin: true });
      expect((await only.call('PUT', `/api/admin/remove-admin/${only.id}`)).body).toEqual({ message: ADMIN_MESSAGES.selfDemote, code: 'VALIDATION' });
      expect((await only.call('DELETE', `/api/admin/delete-user/${only.id}`)).body).toEqual({ message: ADMIN_MESSAGES.selfDelete, code: 'VALIDATION' });
      expect((await only.call('PUT', `/api/admin/reject-user/${only.id}`)).body).toEqual({ message: ADMIN_MESSAGES.selfReject, code: 'VALIDATION' });
      expect((await activeAdmins(solo.database)).sort()).toEqual([only.id, other.id].sort());
      // Only the reset above was audited: refusals write nothing.
      expect((await solo.database.db.select().from(auditLog)).map((r) => r.action)).toEqual(['reset-password']);

      expect((await only.call('PUT', `/api/admin/remove-admin/${other.id}`)).status).toBe(200);
      expect((await only.call('PUT', `/api/admin/remove-admin/${only.id}`)).body.code).toBe('CONFLICT');
    } finally {
      await solo.close();
    }
  });

  it('keeps one administrator when two take each other’s rights at the same time', async () => {
    const race = await buildTestApp();
    try {
      const plays: Array<['PUT' | 'DELETE', string]> = [
        ['PUT', 'remove-admin'],
        ['DELETE', 'delete-user'],
      ];
      for (let round = 0; round < 8; round += 1) {
        await race.database.db.update(users).set({ isAdmin: false });
        const a = await member(race.app, race.database, `A${round}`, { isAdmin: true });
        const b = await member(race.app, race.database, `B${round}`, { isAdmin: true });
        const [methodA, pathA] = plays[round % 2]!;
        const [methodB, pathB] = plays[Math.floor(round / 2) % 2]!;
        const answers = await Promise.all([a.call(methodA, `/api/admin/${pathA}/${b.id}`), b.call(methodB, `/api/admin/${pathB}/${a.id}`)]);
        const statuses = answers.map((r) => r.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        expect(statuses.every((s) => [200, 401, 403, 409].includes(s))).toBe(true);
        const left = await activeAdmins(race.database);
        expect(left).toHaveLength(1);
        expect([a.id, b.id]).toContain(left[0]);
      }
    } finally {
      await race.close();
    }
  });
});

describe('deleting a user', () => {
  const NAME = 'Zacarías Borrado';
  const EMAIL = 'zacarias.borrado@example.com';
  const PHONE = '699111333';

  it.each(['an administrator', 'themself, from Ajustes'] as const)('removes or anonymises every row of theirs in one go, leaving others’ data in place (deleted by %s)', async (deletedBy) => {
    const db = t.database.db;
    const { row: gone, password } = await createUser(t.database, { name: NAME, email: EMAIL, phone: { prefix: '+34', number: PHONE } });
    const goneSession = caller(t.app, (await login(t, EMAIL, password)).json().token);
    const { row: friend, password: friendPassword } = await createUser(t.database, { name: 'Amiga' });
    const stranger = (await createUser(t.database, { name: 'Extraña' })).row;

    // Their content.
    const [own, answered] = await db
      .insert(items)
      .values([
        { userId: gone.id, title: 'Dune', category: 'Libro', comment: `Recomendado por ${NAME}` },
        { userId: gone.id, title: 'Casa Lucio', category: 'Restaurante', email: EMAIL, phone: `+34${PHONE}` },
      ])
      .returning();
    const [shared, question] = await db
      .insert(events)
      .values([
        { userId: gone.id, title: 'Dune', type: 'informative' as const },
        { userId: gone.id, title: '¿Qué serie veo?', type: 'question' as const, description: NAME },
      ])
      .returning();
    await db.insert(eventItems).values({ eventId: shared!.id, position: 0, itemId: own!.id });
    // The friend shares one of their WeLinks too.
    const [friendShare] = await db.insert(events).values({ userId: friend.id, title: 'Lo que leo', type: 'informative' as const }).returning();
    await db.insert(eventItems).values({ eventId: friendShare!.id, position: 0, itemId: own!.id });
    // The friend's WeLink, recommended by them, and the friend's answer to their question.
    const [friendItem] = await db
      .insert(items)
      .values({ userId: friend.id, title: 'Fargo', category: 'Serie', recommendedBy: gone.id, recommendedByName: NAME })
      .returning();
    const [friendResponse] = await db.insert(responses).values({ eventId: question!.id, questionOwnerId: gone.id, userId: friend.id, text: 'Fargo' }).returning();
    await db.insert(responseItems).values({ responseId: friendResponse!.id, questionOwnerId: gone.id, position: 0, itemId: friendItem!.id });
    // Told, and telling: the friend saved their WeLink; they rated the friend's.
    await db.insert(notifications).values([
      { recipientId: gone.id, actorId: friend.id, kind: 'item_saved', itemId: own!.id, title: 'Dune' },
      { recipientId: friend.id, actorId: gone.id, kind: 'item_rated', title: 'Fargo', rating: 5 },
    ]);
    // Their answer to the friend's question.
    const [friendQuestion] = await db.insert(events).values({ userId: friend.id, title: '¿Dónde ceno?', type: 'question' as const }).returning();
    const [theirResponse] = await db.insert(responses).values({ eventId: friendQuestion!.id, questionOwnerId: friend.id, userId: gone.id, text: `Soy ${NAME}` }).returning();
    await db.insert(responseItems).values({ responseId: theirResponse!.id, questionOwnerId: friend.id, position: 0, itemId: answered!.id, comment: EMAIL });
    // Guides: theirs, and the friend's holding one of their WeLinks.
    const [guide] = await db.insert(lists).values({ userId: gone.id, name: `Guía de ${NAME}`, description: EMAIL }).returning();
    const [friendGuide] = await db.insert(lists).values({ userId: friend.id, name: 'Favoritos', isPublic: true }).returning();
    await db.insert(listItems).values([
      { listId: guide!.id, itemId: own!.id },
      { listId: friendGuide!.id, itemId: own!.id },
      { listId: friendGuide!.id, itemId: friendItem!.id },
    ]);
    // Connections both ways, requests both ways, a reset link, photos, feedback.
    await db.insert(follows).values([
      { followerId: gone.id, followeeId: friend.id },
      { followerId: friend.id, followeeId: gone.id },
    ]);
    await db.insert(followRequests).values([
      { fromUserId: gone.id, toUserId: stranger.id },
      { fromUserId: stranger.id, toUserId: gone.id },
    ]);
    await db.insert(passwordResetTokens).values({ userId: gone.id, tokenHash: 'f'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) });
    // A device their notifications are pushed to.
    await db.insert(pushSubscriptions).values({ userId: gone.id, endpoint: `https://fcm.googleapis.com/fcm/send/${gone.id}`, p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) });
    // A weekly digest they were sent.
    await db.insert(digestRuns).values({ userId: gone.id, weekStart: '2026-11-16', claimedAt: new Date(), sentAt: new Date() });
    await db.insert(itemPhotos).values([
      { itemId: own!.id, userId: gone.id, storageKey: `photos/${gone.id}/1.jpg`, contentType: 'image/jpeg', width: 10, height: 10 },
      { itemId: friendItem!.id, userId: gone.id, storageKey: `photos/${gone.id}/2.jpg`, contentType: 'image/jpeg', width: 10, height: 10 },
    ]);
    // An import of theirs, one row of which became one of their WeLinks.
    const [theirImport] = await db.insert(imports).values({ userId: gone.id, source: 'goodreads', fileName: `${NAME}.csv`, status: 'done' }).returning();
    await db.insert(importRows).values({ importId: theirImport!.id, seq: 1, line: 1, file: `${NAME}.csv`, outcome: 'created', itemId: own!.id });
    const [issue] = await db
      .insert(issues)
      .values({ userId: gone.id, title: 'La app se cierra', description: 'Al abrir el historial', type: 'bug' as const })
      .returning();
    await db.insert(externalCache).values({ key: 'tmdb:search:dune', payload: { results: [] }, expiresAt: new Date(Date.now() + 60_000) }).onConflictDoNothing();
    // A write their client named with an Idempotency-Key keeps its answer, with their name in it.
    await db.insert(idempotencyKeys).values({ userId: gone.id, key: 'cola-1', fingerprint: 'f', status: 201, answer: { user: { _id: gone.id, name: NAME } } });
    // Feeds read the events, which keeps their answers (event_json_cache).
    expect((await goneSession('GET', '/api/events')).status).toBe(200);
    expect((await caller(t.app, (await login(t, friend.email, friendPassword)).json().token)('GET', '/api/events')).status).toBe(200);

    // Audit rows about them, and one they wrote as an administrator.
    await admin.call('PUT', `/api/admin/make-admin/${gone.id}`);
    const pending = await createUser(t.database, { status: 'pending' });
    expect((await goneSession('PUT', `/api/admin/approve-user/${pending.row.id}`)).status).toBe(200);
    const temporaryPassword = (await admin.call('PUT', `/api/admin/reset-password/${gone.id}`)).body.temporaryPassword as string;

    const before = await everyRow(t.database);
    for (const table of ['event_json_cache', 'users', 'password_reset_tokens', 'follows', 'follow_requests', 'items', 'events', 'event_items', 'responses', 'response_items', 'lists', 'list_items', 'issues', 'audit_log', 'item_photos', 'external_cache', 'notifications', 'push_subscriptions', 'digest_runs', 'imports', 'import_rows', 'idempotency_keys']) {
      expect(before.has(table), table).toBe(true);
    }
    // Their rows and the rows hanging from them (WeLinks, events, responses, guides) must all go.
    const theirs = [gone.id, own!.id, answered!.id, shared!.id, question!.id, friendResponse!.id, theirResponse!.id, guide!.id, theirImport!.id];
    // The fixture does reach every table that can hold their data. The Timeline's two queues hold
    // a bare event id while its work is pending (seconds at most), and drop it once the event is gone;
    // the rate-limit counters hold hashes of who was counted, never the member's id or e-mail.
    for (const [table, rows] of before) {
      if (!['external_cache', 'item_titles', 'timeline_fan_outs', 'timeline_version_rewrites', 'rate_limit_counters'].includes(table)) expect(rows.some((r) => theirs.some((id) => r.includes(id))), table).toBe(true);
    }
    // The similar-item search's list of titles names no one, but a title only they held is theirs too.
    const titles = (rows: Map<string, string[]>) => (rows.get('item_titles') ?? []).map((r) => (JSON.parse(r) as { folded: string }).folded);
    expect(titles(before)).toEqual(expect.arrayContaining(['dune', 'casa lucio', 'fargo']));

    if (deletedBy === 'an administrator') {
      const res = await admin.call('DELETE', `/api/admin/delete-user/${gone.id}`);
      expect(res.body).toEqual({ success: true, message: ADMIN_MESSAGES.userDeleted });
    } else {
      const themself = caller(t.app, (await login(t, EMAIL, temporaryPassword)).json().token);
      const res = await themself('DELETE', '/api/users/me', { password: temporaryPassword });
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.deleted });
    }

    const after = await everyRow(t.database);
    for (const [table, rows] of after) {
      for (const row of rows) {
        for (const secret of [EMAIL, NAME, PHONE]) expect(row.toLowerCase(), `${table}: ${row}`).not.toContain(secret.toLowerCase());
        // Audit rows about them keep the bare target id, nothing else of theirs.
        const { target_user_id: _target, ...rest } = JSON.parse(row) as Record<string, unknown>;
        const text = table === 'audit_log' ? JSON.stringify(rest) : row;
        for (const id of theirs) expect(text, `${table}: ${row}`).not.toContain(id);
      }
    }
    expect(titles(after)).toContain('fargo');
    expect(titles(after)).not.toEqual(expect.arrayContaining(['dune']));
    expect(titles(after)).not.toEqual(expect.arrayContaining(['casa lucio']));
    // What belongs to others stays; feedback stays without its author.
    expect(await db.select().from(issues).where(eq(issues.id, issue!.id))).toMatchObject([{ userId: null, title: 'La app se cierra', description: 'Al abrir el historial' }]);
    expect(await db.select().from(items).where(eq(items.id, friendItem!.id))).toMatchObject([{ userId: friend.id, recommendedBy: null, recommendedByName: DELETED_MEMBER_NAME }]);
    expect(await db.select().from(events).where(eq(events.id, friendQuestion!.id))).toHaveLength(1);
    expect(await db.select().from(listItems).where(eq(listItems.listId, friendGuide!.id))).toMatchObject([{ itemId: friendItem!.id }]);
    expect(await db.select().from(users).where(eq(users.id, friend.id))).toHaveLength(1);
    // Audit: the deletion is recorded; their own action keeps its target but loses its author.
    expect(await auditRows(t.database, 'delete-user', gone.id)).toMatchObject(
      deletedBy === 'an administrator' ? [{ actorId: admin.id, details: { status: 'approved', wasAdmin: true } }] : [],
    );
    expect(await auditRows(t.database, 'approve-user', pending.row.id)).toMatchObject([{ actorId: null }]);
    expect(await auditRows(t.database, 'reset-password', gone.id)).toMatchObject([{ actorId: admin.id }]);

    expect((await goneSession('GET', '/api/users/me')).status).toBe(401);
    expect((await login(t, EMAIL, password)).statusCode).toBe(401);
    expect((await admin.call('DELETE', `/api/admin/delete-user/${gone.id}`)).status).toBe(404);
  });
});

describe('audit log', () => {
  it('records each administrator action once, with actor, target and time, in step with the change', async () => {
    const started = Date.now() - 1000;
    const pendingA = (await createUser(t.database, { status: 'pending' })).row.id;
    const pendingB = (await createUser(t.database, { status: 'pending' })).row.id;
    const other = (await createUser(t.database)).row.id;
    const done: Array<[AuditAction, 'PUT' | 'DELETE', string, string]> = [
      ['approve-user', 'PUT', 'approve-user', pendingA],
      ['reject-user', 'PUT', 'reject-user', pendingB],
      ['reset-password', 'PUT', 'reset-password', other],
      ['make-admin', 'PUT', 'make-admin', other],
      ['remove-admin', 'PUT', 'remove-admin', other],
      ['delete-user', 'DELETE', 'delete-user', other],
    ];
    for (const [action, method, path, target] of done) {
      expect((await admin.call(method, `/api/admin/${path}/${target}`)).status).toBe(200);
      const rows = await auditRows(t.database, action, target);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: admin.id, action, targetUserId: target });
      expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(started);
    }
    expect(await auditRows(t.database, 'approve-user', pendingA)).toMatchObject([{ details: { previousStatus: 'pending' } }]);
    // A refused action leaves no trace.
    const refused = await admin.call('PUT', `/api/admin/remove-admin/${admin.id}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await auditRows(t.database, 'remove-admin', admin.id)).toEqual([]);
  });
});
