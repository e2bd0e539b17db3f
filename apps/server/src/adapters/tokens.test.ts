import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
