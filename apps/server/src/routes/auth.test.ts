import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@welink/domain';
import { passwordResetTokens, users } from '../db/schema/index.js';
import { APP_URL, bearer, buildMailTestApp, createUser, loginToken, type MailTestApp } from '../../test/testApp.js';

let t: MailTestApp;

beforeAll(async () => {
  t = await buildMailTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.deps.background.idle();
  t.smtp.mails.length = 0;
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const signupBody = (email: string, number: string, name = 'Lucía Pérez') => ({
  name,
  email,
  password: 'secreto-seguro',
  phone: { prefix: '+34', number },
});

describe('sign-up → approval → login', () => {
  it('creates a pending account that cannot log in until an administrator approves it', async () => {
    const admin = await createUser(t.database, { isAdmin: true });
    const adminToken = await loginToken(t.app, admin.row.email, admin.password);

    const signup = await post('/api/auth/signup', signupBody('Lucia@Example.com', '611 222 333', '  Lucía   Pérez '));
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toEqual({ message: MESSAGES.signupSuccess });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'lucia@example.com'));
    expect(row).toMatchObject({ name: 'Lucía Pérez', status: 'pending', isAdmin: false, phoneInternational: '+34611222333' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const refused = await post('/api/auth/login', { identifier: 'lucia@example.com', password: 'secreto-seguro' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.accountPending, code: 'ACCOUNT_PENDING', status: 'pending' });

    const approve = await t.app.inject({ method: 'PUT', url: `/api/admin/approve-user/${row?.id}`, headers: bearer(adminToken) });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ success: true, data: { _id: row?.id, status: 'approved' } });

    const login = await post('/api/auth/login', { identifier: 'LUCIA@example.com ', password: 'secreto-seguro' });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({ message: MESSAGES.loginSuccess, status: 'approved', user: { email: 'lucia@example.com' } });
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ userId: row?.id, name: 'Lucía Pérez', email: 'lucia@example.com', isAdmin: false });
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);

    const approvalMail = await t.smtp.waitFor('lucia@example.com');
    expect(approvalMail.subject).toContain('aprobada');
  });

  it('accepts an international phone as the identifier, with or without spaces', async () => {
    const user = await createUser(t.database, { phone: { prefix: '+52', number: '5512345678' } });
    for (const identifier of ['+525512345678', '+52 55 1234 5678']) {
      const res = await post('/api/auth/login', { identifier, password: user.password });
      expect(res.statusCode, identifier).toBe(200);
    }
  });

  it('refuses a rejected account with status rejected', async () => {
    const user = await createUser(t.database, { status: 'rejected' });
    const res = await post('/api/auth/login', { identifier: user.row.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'rejected', code: 'ACCOUNT_REJECTED', message: MESSAGES.accountRejected });
  });

  it('tells a pending account apart only to someone who knows its password', async () => {
    const user = await createUser(t.database, { status: 'pending' });
    const res = await post('/api/auth/login', { identifier: user.row.email, password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.loginFailedFallback, code: 'INVALID_CREDENTIALS' });
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const user = await createUser(t.database);
    const wrong = await post('/api/auth/login', { identifier: user.row.email, password: 'incorrecta' });
    const unknown = await post('/api/auth/login', { identifier: 'nadie@example.com', password: 'incorrecta' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a sign-up with a taken email exactly like a new one, creates nothing and tells the owner by mail', async () => {
    const owner = await createUser(t.database, { email: 'ana@example.com' });
    const before = await t.database.db.select().from(users);
    const res = await post('/api/auth/signup', signupBody('ANA@example.com', '699888777'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.signupSuccess });
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, owner.row.id));
    expect(unchanged?.passwordHash).toBe(owner.row.passwordHash);
    const notice = await t.smtp.waitFor('ana@example.com');
    expect(notice.subject).toBe('Intento de registro en WeLink');
  });

  it('stores the phone in E.164 whatever the way it was typed, so login and sign-up agree', async () => {
    const signup = await post('/api/auth/signup', { ...signupBody('britanica@example.com', ''), phone: { prefix: '+44', number: '07911 123 456' } });
    expect(signup.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'britanica@example.com'));
    expect(row).toMatchObject({ phonePrefix: '+44', phoneNumber: '7911123456', phoneInternational: '+447911123456' });
    for (const identifier of ['+447911123456', '+44 07911 123456']) {
      const res = await post('/api/auth/login', { identifier, password: 'secreto-seguro' });
      expect(res.json(), identifier).toMatchObject({ status: 'pending' });
    }
    // The same number typed another way is the same phone: no second account.
    const before = (await t.database.db.select().from(users)).length;
    const again = await post('/api/auth/signup', { ...signupBody('otra-britanica@example.com', ''), phone: { prefix: '+44', number: '+44 7911 123456' } });
    expect(again.statusCode).toBe(201);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('keeps one account when the same sign-up arrives twice at once', async () => {
    const body = signupBody('gemelo@example.com', '622333444');
    const answers = await Promise.all([post('/api/auth/signup', body), post('/api/auth/signup', body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'gemelo@example.com'))).toHaveLength(1);
  });
});

describe('validation', () => {
  it.each([
    [{ identifier: 'no-es-email', password: 'x' }, MESSAGES.invalidIdentifier],
    [{ identifier: '+0123456', password: 'x' }, MESSAGES.invalidIdentifier],
    [{ identifier: 'a@b.co' }, MESSAGES.passwordRequired],
    [{ identifier: 42, password: 'x' }, MESSAGES.invalidIdentifier],
  ])('login %j → 400 %s', async (payload, message) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it.each([
    [{ ...signupBody('a@example.com', '600111222'), name: 'x'.repeat(21) }, MESSAGES.nameTooLong],
    [{ ...signupBody('a@example.com', '600111222'), name: '   ' }, MESSAGES.nameRequired],
    [{ ...signupBody('no-email', '600111222') }, MESSAGES.emailInvalid],
    [{ ...signupBody('a@example.com', '600111222'), password: '12345' }, MESSAGES.resetPasswordTooShort],
    [{ ...signupBody('a@example.com', '600111222'), phone: { prefix: '+999', number: '600111222' } }, MESSAGES.phonePrefixInvalid],
    [{ ...signupBody('a@example.com', '12') }, MESSAGES.phoneNumberInvalid],
    [{ ...signupBody('a@example.com', 'abc') }, MESSAGES.phoneNumberInvalid],
    [{ ...signupBody('a@example.com', 'no es un teléfono') }, MESSAGES.phoneNumberInvalid],
    [{ ...signupBody('a@example.com', '123456789') }, MESSAGES.phoneNumberInvalid],
    [{ name: 'Ana', email: 'a@example.com', password: 'secreto' }, undefined],
  ])('sign-up %j → 400 and no account', async (payload, message) => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    if (message) expect(res.json().message).toBe(message);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.malformedJson, code: 'MALFORMED_JSON' });
  });

  it('refuses an oversized body with 413 and a non-JSON body with 415', async () => {
    const big = await post('/api/auth/signup', { ...signupBody('big@example.com', '600111222'), name: 'x'.repeat(200_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('BODY_TOO_LARGE');
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hola' });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.routeNotFound, code: 'NOT_FOUND' });
  });
});

describe('password recovery', () => {
  const resetLinkToken = (text: string) => {
    const match = new RegExp(`${APP_URL}/reset-password\\?token=([\\w%-]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
    return decodeURIComponent(match[1]);
  };

  it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
    const user = await createUser(t.database, { email: 'olvido@example.com' });
    const known = await post('/api/auth/forgot-password', { email: 'Olvido@example.com' });
    const unknown = await post('/api/auth/forgot-password', { email: 'desconocido@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.app.deps.background.idle();
    expect(t.smtp.mails.map((m) => m.to).flat()).toEqual([user.row.email]);
    const mail = t.smtp.mails[0];
    expect(mail?.subject).toBe('Restablece tu contraseña de WeLink');
    expect(mail?.text).toContain('caduca en 1 hora');
  });

  it('resets the password once with the mailed link, revoking earlier sessions', async () => {
    const user = await createUser(t.database, { email: 'reset@example.com' });
    const oldToken = await loginToken(t.app, user.row.email, user.password);
    await post('/api/auth/forgot-password', { email: user.row.email });
    const token = resetLinkToken((await t.smtp.waitFor(user.row.email)).text);

    const [stored] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.row.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);

    const first = await post('/api/auth/reset-password', { token, newPassword: 'nueva-clave' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MESSAGES.resetSuccess });

    const second = await post('/api/auth/reset-password', { token, newPassword: 'otra-clave' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: MESSAGES.resetTokenInvalid, code: 'INVALID_RESET_TOKEN' });

    expect((await post('/api/auth/login', { identifier: user.row.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { identifier: user.row.email, password: 'nueva-clave' })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(oldToken) });
    expect(me.statusCode).toBe(401);
  });

  it('satisfies an administrator’s forced password change when the member resets by link', async () => {
    const user = await createUser(t.database, { email: 'forzado@example.com' });
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.row.id));
    await post('/api/auth/forgot-password', { email: user.row.email });
    const token = resetLinkToken((await t.smtp.waitFor(user.row.email)).text);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'elegida-por-mi' })).statusCode).toBe(200);
    const login = await post('/api/auth/login', { identifier: user.row.email, password: 'elegida-por-mi' });
    expect(login.json().mustChangePassword).toBe(false);
  });

  it('refuses an expired link and an invented one', async () => {
    const user = await createUser(t.database, { email: 'caducado@example.com' });
    await post('/api/auth/forgot-password', { email: user.row.email });
    const token = resetLinkToken((await t.smtp.waitFor(user.row.email)).text);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.row.id));
    const expired = await post('/api/auth/reset-password', { token, newPassword: 'nueva-clave' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_RESET_TOKEN');
    const invented = await post('/api/auth/reset-password', { token: 'inventado', newPassword: 'nueva-clave' });
    expect(invented.statusCode).toBe(400);
    expect((await post('/api/auth/login', { identifier: user.row.email, password: user.password })).statusCode).toBe(200);
  });

  it('asks for a token and a long enough password', async () => {
    const noToken = await post('/api/auth/reset-password', { token: '', newPassword: 'nueva-clave' });
    expect(noToken.json().message).toBe(MESSAGES.resetTokenMissing);
    const short = await post('/api/auth/reset-password', { token: 'abc', newPassword: '123' });
    expect(short.json().message).toBe(MESSAGES.resetPasswordTooShort);
  });
});
