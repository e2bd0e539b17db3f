import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapidKeys.js';

describe('resolveVapidKeys', () => {
  it('generates a P-256 pair once, keeps it in DATA_DIR readable by the owner only, and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-vapid-'));
    const first = resolveVapidKeys(undefined, dir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(undefined, dir)).toEqual(first);
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) };
    expect(resolveVapidKeys(configured, dir)).toBe(configured);
  });
});
