import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages, MESSAGES, negotiateLocale } from '@welink/domain';
import domainEnglish from '@welink/domain/i18n/en.json';
import { bearer, buildMailTestApp, createUser, loginToken, type MailTestApp } from '../../test/testApp.js';
import { translateDomainText } from './index.js';
import serverEnglish from './messages.en.json';
import serverSpanish from './messages.es.json';

let t: MailTestApp;

beforeAll(async () => {
  t = await buildMailTestApp();
});
afterAll(() => t.close());

describe('languages (ADR 0027)', () => {
  it('reads Accept-Language by quality, Spanish when it names nothing we speak', () => {
    expect(negotiateLocale(acceptedLanguages('en-GB,en;q=0.9,es;q=0.8'))).toBe('en');
    expect(negotiateLocale(acceptedLanguages('fr-FR, es;q=0.5, en;q=0.7'))).toBe('en');
    expect(negotiateLocale(acceptedLanguages('en;q=0, es'))).toBe('es');
    expect(negotiateLocale(acceptedLanguages('de, fr'))).toBe('es');
    expect(negotiateLocale(acceptedLanguages(undefined))).toBe('es');
    expect(negotiateLocale(['en-US', 'es'])).toBe('en');
  });

  it('answers errors and field messages in the language of Accept-Language, Spanish otherwise', async () => {
    const body = { identifier: '', password: '' };
    const spanish = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(spanish.json()).toMatchObject({ code: 'VALIDATION', message: MESSAGES.invalidIdentifier });

    const english = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'VALIDATION',
      message: domainEnglish['messages.invalidIdentifier'],
      fields: { identifier: domainEnglish['messages.invalidIdentifier'], password: domainEnglish['messages.passwordRequired'] },
    });

    const missing = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { 'accept-language': 'en' } });
    expect(missing.json()).toMatchObject({ message: domainEnglish['messages.unauthenticated'] });
  });

  it("says zod's own field errors in English too, and a domain schema's own through its English", async () => {
    const member = await createUser(t.database);
    const token = await loginToken(t.app, member.row.email, member.password);
    const headers = { ...bearer(token), 'accept-language': 'en' };
    const res = await t.app.inject({ method: 'POST', url: '/api/lists', headers, payload: { name: '', tags: ['x'.repeat(51)] } });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json<{ fields: Record<string, string> }>();
    expect(fields.name).toBe(domainEnglish['guide.nameRequired']);
    expect(fields['tags.0']).toMatch(/^Too big/);
    const spanish = await t.app.inject({ method: 'POST', url: '/api/lists', headers: bearer(token), payload: { name: 'a', tags: ['x'.repeat(51)] } });
    expect(spanish.json<{ fields: Record<string, string> }>().fields['tags.0']).toMatch(/^Demasiado grande/);
  });

  it("has every one of the server's own texts (mails, digest, pushes) in English, with the Spanish's arguments", () => {
    const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();
    const english: Record<string, string> = serverEnglish;
    expect(Object.keys(english).sort()).toEqual(Object.keys(serverSpanish).sort());
    for (const [id, spanish] of Object.entries(serverSpanish)) expect(argumentsOf(english[id] ?? ''), id).toEqual(argumentsOf(spanish));
  });

  it('keeps a member-written text or an unknown one as it is', () => {
    expect(translateDomainText('Mi película favorita', 'en')).toBe('Mi película favorita');
    expect(translateDomainText(MESSAGES.notFound, 'es')).toBe(MESSAGES.notFound);
  });

  it('stores the language chosen in Settings, shows it in /api/users/me and writes mails in it', async () => {
    const member = await createUser(t.database);
    const token = await loginToken(t.app, member.row.email, member.password);
    const me = () => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect((await me()).json()).toMatchObject({ language: null });

    const set = await t.app.inject({ method: 'PUT', url: '/api/users/me/language', headers: bearer(token), payload: { language: 'en' } });
    expect(set.json()).toEqual({ language: 'en' });
    expect((await me()).json()).toMatchObject({ language: 'en' });

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: member.row.email, password: member.password }, headers: { 'accept-language': 'en' } });
    expect(login.json()).toMatchObject({ message: domainEnglish['messages.loginSuccess'], language: 'en' });

    const refused = await t.app.inject({ method: 'PUT', url: '/api/users/me/language', headers: bearer(token), payload: { language: 'fr' } });
    expect(refused.statusCode).toBe(400);

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.row.email } });
    const mail = await t.smtp.waitFor(member.row.email);
    expect(mail.subject).toBe('Reset your WeLink password');
    expect(mail.text).toContain(`Hello, ${member.row.name}:`);
    expect(mail.text).toContain('Reset password: http');
    expect(mail.text).not.toMatch(/contraseña/);
  });
});
