import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@welink/domain';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { member, type Member } from '../../test/members.js';

let t: TestApp;
let ana: Member;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
});
afterAll(() => t.close());

describe('text PostgreSQL cannot store', () => {
  // A NUL reached the database and failed there (500); a lone surrogate was stored as U+FFFD.
  it.each([
    ['a NUL in a title', 'POST', '/api/items', { title: 'Bar\u0000Pepe' }, 'title'],
    ['a lone surrogate in a tag', 'POST', '/api/events', { title: 'Hola', tags: ['ok', 'x\uD800'] }, 'tags.1'],
    ['a NUL in a key', 'POST', '/api/issues', { title: 'a', description: 'b', type: 'bug', browserInfo: { 'k\u0000': 1 } }, 'browserInfo.k\u0000'],
    ['a NUL in a query', 'GET', '/api/items/search?title=a%00b', undefined, 'title'],
  ] as const)('refuses %s with 400 and names the field', async (_name, method, url, payload, field) => {
    const res = await ana.call(method, url, payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.unstorableText, code: 'VALIDATION', fields: { [field]: MESSAGES.unstorableText } });
  });

  it('keeps emoji, right-to-left text and combining marks', async () => {
    const title = '👩‍👩‍👧 مرحبا e\u0301';
    const res = await ana.call('POST', '/api/items', { title });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(title);
  });
});

describe('URLs the router cannot read', () => {
  it.each([
    ['bad percent-encoding', '/api/items/%E0%A4'],
    ['an id past the router’s length limit', `/api/items/${'a'.repeat(200)}`],
  ])('answers %s with 400 in Spanish', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.invalidUrl, code: 'VALIDATION' });
  });
});
