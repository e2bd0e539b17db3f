import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DELETED_MEMBER_NAME, MESSAGES } from '@welink/domain';
import { users } from '../db/schema/index.js';
import { caller, follow, type Member } from '../../test/members.js';
import { buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';

/**
 * DELETE /api/users/me: a member deletes their own account from Ajustes. What goes and what
 * stays, table by table, is walked in admin/manage.test.ts ("deleting a user"), for both ways.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A member with their password, to confirm with. */
async function withPassword(name: string, isAdmin = false): Promise<Member & { email: string; password: string }> {
  const { row, password } = await createUser(t.database, { name, isAdmin });
  const token = await loginToken(t.app, row.email, password);
  return { id: row.id, name, token, email: row.email, password, call: caller(t.app, token) };
}

const exists = async (who: Member) => (await t.database.db.select().from(users).where(eq(users.id, who.id))).length === 1;

describe('DELETE /api/users/me', () => {
  it('is for signed-in members only', async () => {
    expect((await caller(t.app, null)('DELETE', '/api/users/me', { password: 'x' })).status).toBe(401);
  });

  it('asks for the password and refuses a wrong one, deleting nothing', async () => {
    const eva = await withPassword('Eva');
    expect((await eva.call('DELETE', '/api/users/me', {})).body).toMatchObject({ code: 'VALIDATION', message: ACCOUNT_MESSAGES.passwordRequired });
    expect((await eva.call('DELETE', '/api/users/me', { password: '' })).body).toMatchObject({ code: 'VALIDATION', message: ACCOUNT_MESSAGES.passwordRequired });
    const wrong = await eva.call('DELETE', '/api/users/me', { password: `${eva.password}!` });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'WRONG_CURRENT_PASSWORD', message: ACCOUNT_MESSAGES.passwordWrong } });
    expect(await exists(eva)).toBe(true);
    expect((await eva.call('GET', '/api/users/me')).status).toBe(200);
  });

  it('deletes the account at once: its sessions end, its login fails, and a friend keeps the WeLink saved from it', async () => {
    const ana = await withPassword('Ana');
    const bruno = await withPassword('Bruno');
    await follow(t.database, bruno, ana);
    await follow(t.database, ana, bruno);
    const recommended = await ana.call('POST', '/api/items', { title: 'Casa Sol', category: 'Restaurante', rating: 5 });
    const kept = await bruno.call('POST', '/api/items', { title: 'Casa Sol', category: 'Restaurante', status: 'pending_rating', recommendedBy: ana.id, recommendedByName: ana.name });
    expect([recommended.status, kept.status]).toEqual([201, 201]);

    const res = await ana.call('DELETE', '/api/users/me', { password: ana.password });
    expect(res).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.deleted } });
    expect(await exists(ana)).toBe(false);
    expect((await ana.call('GET', '/api/users/me')).body).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: ana.email, password: ana.password } })).statusCode).toBe(401);
    const brunos = await bruno.call('GET', `/api/items/${kept.body._id}`);
    expect(brunos.body).toMatchObject({ title: 'Casa Sol', status: 'pending_rating', recommendedByName: DELETED_MEMBER_NAME });
    expect(brunos.body.recommendedBy ?? null).toBeNull();
  });

  it('never lets the last administrator go; one of two may', async () => {
    const solo = await buildTestApp();
    try {
      const { row, password } = await createUser(solo.database, { isAdmin: true });
      const only = caller(solo.app, await loginToken(solo.app, row.email, password));
      expect((await only('DELETE', '/api/users/me', { password })).body).toEqual({ code: 'CONFLICT', message: ACCOUNT_MESSAGES.lastAdmin });
      const other = await createUser(solo.database, { isAdmin: true });
      expect((await only('DELETE', '/api/users/me', { password })).status).toBe(200);
      const otherSession = caller(solo.app, await loginToken(solo.app, other.row.email, other.password));
      expect((await otherSession('DELETE', '/api/users/me', { password: other.password })).body.code).toBe('CONFLICT');
    } finally {
      await solo.close();
    }
  });
});
