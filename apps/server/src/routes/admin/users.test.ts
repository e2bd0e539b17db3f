import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@welink/domain';
import { bearer, buildTestApp, createUser, loginToken, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.database, { isAdmin: true });
  const member = await createUser(t.database);
  adminToken = await loginToken(t.app, admin.row.email, admin.password);
  memberToken = await loginToken(t.app, member.row.email, member.password);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (url: string, token: string) => t.app.inject({ method: 'PUT', url, headers: bearer(token) });

describe('admin user review', () => {
  it('refuses members that are not administrators with 403', async () => {
    const pending = await createUser(t.database, { status: 'pending' });
    for (const res of [
      await get('/api/admin/pending-users', memberToken),
      await get('/api/admin/user-stats', memberToken),
      await put(`/api/admin/approve-user/${pending.row.id}`, memberToken),
      await put(`/api/admin/reject-user/${pending.row.id}`, memberToken),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
    const list = await get('/api/admin/pending-users', adminToken);
    expect(list.json().data.map((u: { _id: string }) => u._id)).toContain(pending.row.id);
  });

  it('lists pending requests newest first and keeps the stats in step with decisions', async () => {
    const first = await createUser(t.database, { status: 'pending', name: 'Primera' });
    const second = await createUser(t.database, { status: 'pending', name: 'Segunda' });
    const before = (await get('/api/admin/user-stats', adminToken)).json().data;

    const pending = (await get('/api/admin/pending-users', adminToken)).json();
    expect(pending.success).toBe(true);
    const ids = pending.data.map((u: { _id: string }) => u._id);
    expect(ids.indexOf(second.row.id)).toBeLessThan(ids.indexOf(first.row.id));
    expect(pending.data.every((u: { status: string }) => u.status === 'pending')).toBe(true);

    const approved = await put(`/api/admin/approve-user/${first.row.id}`, adminToken);
    expect(approved.json()).toMatchObject({ success: true, message: MESSAGES.userApproved, data: { _id: first.row.id, status: 'approved' } });
    const rejected = await put(`/api/admin/reject-user/${second.row.id}`, adminToken);
    expect(rejected.json()).toMatchObject({ success: true, message: MESSAGES.userRejected, data: { status: 'rejected' } });

    const after = (await get('/api/admin/user-stats', adminToken)).json().data;
    expect(after).toEqual({
      total: before.total,
      pending: before.pending - 2,
      approved: before.approved + 1,
      rejected: before.rejected + 1,
      admins: before.admins,
    });
    const stillPending = (await get('/api/admin/pending-users', adminToken)).json().data.map((u: { _id: string }) => u._id);
    expect(stillPending).not.toContain(first.row.id);
    expect(stillPending).not.toContain(second.row.id);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await put('/api/admin/approve-user/7f1d2a4e-0000-4000-8000-000000000000', adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.userNotFound, code: 'NOT_FOUND' });
    const malformed = await put("/api/admin/approve-user/1' OR '1'='1", adminToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION');
  });
});
