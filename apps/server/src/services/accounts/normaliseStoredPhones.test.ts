import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { buildTestApp, createUser, type TestApp } from '../../../test/testApp.js';
import { normaliseStoredPhones } from './normaliseStoredPhones.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const phoneOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ prefix: users.phonePrefix, number: users.phoneNumber, international: users.phoneInternational })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe('normaliseStoredPhones', () => {
  it('rewrites phones stored with a national trunk 0 to E.164, leaves the rest, and runs again harmlessly', async () => {
    // As sign-up stored them before: prefix + digits as typed.
    const trunk = await createUser(t.database, { phone: { prefix: '+44', number: '07911123457' } });
    const fine = await createUser(t.database, { phone: { prefix: '+34', number: '611999888' } });
    const unreadable = await createUser(t.database, { phone: { prefix: '+34', number: '12' } });
    const holder = await createUser(t.database, { phone: { prefix: '+33', number: '612345678' } });
    const clash = await createUser(t.database, { phone: { prefix: '+33', number: '0612345678' } });

    const first = await normaliseStoredPhones(t.database.db);
    expect(first.rewritten).toBeGreaterThanOrEqual(1);
    expect(first.kept).toBeGreaterThanOrEqual(1);

    expect(await phoneOf(trunk.row.id)).toEqual({ prefix: '+44', number: '7911123457', international: '+447911123457' });
    expect(await phoneOf(fine.row.id)).toEqual({ prefix: '+34', number: '611999888', international: '+34611999888' });
    expect(await phoneOf(unreadable.row.id)).toEqual({ prefix: '+34', number: '12', international: '+3412' });
    expect(await phoneOf(holder.row.id)).toEqual({ prefix: '+33', number: '612345678', international: '+33612345678' });
    // Its E.164 form belongs to another account: kept as stored, nothing lost.
    expect(await phoneOf(clash.row.id)).toEqual({ prefix: '+33', number: '0612345678', international: '+330612345678' });

    expect((await normaliseStoredPhones(t.database.db)).rewritten).toBe(0);
  });

  it('lets the member log in with the E.164 number afterwards', async () => {
    const member = await createUser(t.database, { phone: { prefix: '+49', number: '015123456789' } });
    await normaliseStoredPhones(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: '+4915123456789', password: member.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phone).toEqual({ prefix: '+49', number: '15123456789' });
  });
});
