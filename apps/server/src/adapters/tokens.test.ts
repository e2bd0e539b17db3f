import { createHmac, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createLinkTokens, createTokenService, resolveJwtSecret } from './tokens.js';

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it in DATA_DIR readable by the owner only, and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-secret-'));
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    expect(resolveJwtSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
  });
});

describe('createTokenService', () => {
  it('round-trips claims and refuses a token signed with another secret', () => {
    const a = createTokenService('a'.repeat(40));
    const b = createTokenService('b'.repeat(40));
    const token = a.sign({ userId: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: false, tv: 3 });
    expect(a.verify(token)).toMatchObject({ userId: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: false, tv: 3 });
    expect(b.verify(token)).toBeNull();
    expect(a.verify('not.a.token')).toBeNull();
  });
});

describe('the algorithm allow-list (HS256 only)', () => {
  const secret = 's'.repeat(40);
  const service = createTokenService(secret);
  const claims = { userId: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: true, tv: 0 };
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const hmac = (algorithm: string, key: string | Buffer, input: string) => createHmac(algorithm, key).update(input).digest('base64url');
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  it('accepts its own HS256 token', () => {
    expect(service.verify(service.sign(claims))).toMatchObject(claims);
  });

  it.each([
    ['alg none, no signature', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    ['alg None, no signature', `${b64({ alg: 'None', typ: 'JWT' })}.${b64(claims)}.`],
    ['no alg at all', (() => { const i = `${b64({ typ: 'JWT' })}.${b64(claims)}`; return `${i}.${hmac('sha256', secret, i)}`; })()],
    ['HS512 with the right secret', createSigner({ key: secret, algorithm: 'HS512' })(claims)],
    ['an RS256 header over an HMAC of the secret', (() => { const i = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`; return `${i}.${hmac('sha256', secret, i)}`; })()],
    ['RS256 signed with a private key', createSigner({ key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), algorithm: 'RS256' })(claims)],
    ['HS256 keyed with an RSA public key (algorithm confusion)', (() => { const i = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`; return `${i}.${hmac('sha256', publicPem, i)}`; })()],
  ])('refuses %s', (_label, token) => {
    expect(service.verify(token)).toBeNull();
  });

  it('refuses a token without the claims a session needs', () => {
    expect(service.verify(createSigner({ key: secret, algorithm: 'HS256' })({ userId: 'u1' }))).toBeNull();
  });
});

describe('link tokens', () => {
  const secret = 'k'.repeat(40);
  const links = createTokenService(secret).digestUnsubscribe;

  it('answers the subject of its own token and null for one changed, of another purpose or of another secret', () => {
    const token = links.sign('u1/2026-11-02');
    expect(links.verify(token)).toBe('u1/2026-11-02');
    const [payload, signature] = token.split('.') as [string, string];
    const otherSubject = Buffer.from('u2/2026-11-02').toString('base64url');
    expect(links.verify(`${otherSubject}.${signature}`)).toBeNull();
    expect(links.verify(`${payload}.${signature.slice(0, -2)}`)).toBeNull();
    expect(links.verify(`${token}.x`)).toBeNull();
    expect(createLinkTokens(secret, 'another-purpose').verify(token)).toBeNull();
    expect(createTokenService('j'.repeat(40)).digestUnsubscribe.verify(token)).toBeNull();
  });

  it('is never a session token, nor a session token a link token', () => {
    const service = createTokenService(secret);
    const session = service.sign({ userId: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: false, tv: 0 });
    expect(service.verify(links.sign('u1/2026-11-02'))).toBeNull();
    expect(links.verify(session)).toBeNull();
  });
});
