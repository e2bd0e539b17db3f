import { createHmac, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createTokenService, resolveJwtSecret } from './tokens.js';

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
