import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to PGlite in ./data on port 3000 with rate limits on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      rateLimits: true,
      compression: true,
      jwtSecret: undefined,
      admin: undefined,
      smtpUrl: undefined,
    });
  });

  it('sends the weekly digest every 5 minutes unless DIGEST=off', () => {
    expect(loadConfig({}).digest).toEqual({ everyMs: 300_000 });
    expect(loadConfig({ DIGEST_EVERY_SECONDS: '60' }).digest).toEqual({ everyMs: 60_000 });
    expect(loadConfig({ DIGEST: 'off' }).digest).toBeUndefined();
    expect(() => loadConfig({ DIGEST: 'sometimes' })).toThrow(/DIGEST/);
    expect(() => loadConfig({ DIGEST_EVERY_SECONDS: '1' })).toThrow(/DIGEST_EVERY_SECONDS/);
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_POOL_SIZE: '6',
      APP_URL: 'https://welink.example/',
      RATE_LIMITS: 'off',
      COMPRESSION: 'off',
      ADMIN_EMAIL: 'Admin@Example.com',
      ADMIN_PASSWORD: 'secret123',
      SMTP_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      databasePoolSize: 6,
      appUrl: 'https://welink.example',
      rateLimits: false,
      compression: false,
      admin: { email: 'admin@example.com', password: 'secret123' },
      smtpUrl: undefined,
    });
  });

  it('resolves relative paths from the folder npm was started in, not the server workspace', () => {
    const config = loadConfig({ INIT_CWD: '/srv/welink', DATA_DIR: 'datos', WEB_DIST: 'web' });
    expect(config.dataDir).toBe('/srv/welink/datos');
    expect(config.webDist).toBe('/srv/welink/web');
    expect(loadConfig({ INIT_CWD: '/srv/welink' }).dataDir).toBe('/srv/welink/data');
  });

  it('reads Web Push settings; without a subject, push services are given the https address or the sender', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(loadConfig({ ...keys, VAPID_SUBJECT: 'mailto:ops@welink.example', PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:4000, https://push.example/' }).push).toEqual({
      keys: { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) },
      subject: 'mailto:ops@welink.example',
      allowedOrigins: ['http://127.0.0.1:4000', 'https://push.example'],
    });
    expect(loadConfig({}).push).toEqual({ keys: undefined, subject: 'mailto:no-reply@welink.local', allowedOrigins: [] });
    expect(loadConfig({ APP_URL: 'https://welink.example' }).push.subject).toBe('https://welink.example');
  });

  it('keeps photos in DATA_DIR unless the S3 variables are set together; the region defaults to us-east-1', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = { S3_URL: 'https://s3.example.net/', S3_BUCKET: 'welink-photos', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.example.net',
      bucket: 'welink-photos',
      region: 'us-east-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...s3, S3_REGION: 'eu-west-1' }).s3?.region).toBe('eu-west-1');
    expect(loadConfig({ S3_URL: '', S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it.each([
    [{ S3_URL: 'http://127.0.0.1:9000' }, 'missing: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'],
    [{ S3_URL: 'http://127.0.0.1:9000', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k' }, 'missing: S3_SECRET_ACCESS_KEY'],
    [{ S3_REGION: 'eu-west-1' }, 'missing: S3_URL, S3_BUCKET'],
  ])('refuses %j, naming the S3 variables missing', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ S3_URL: 's3.example.net' }, 'S3_URL'],
    [{ S3_URL: 'https://s3.example.net/welink-photos' }, 'S3_URL'],
    [{ S3_BUCKET: 'Photos_Bucket' }, 'S3_BUCKET'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
    [{ MAP_TILE_URL: 'tile.openstreetmap.org/{z}/{x}/{y}.png' }, 'MAP_TILE_URL'],
    [{ MAP_TILE_URL: 'https://tile.openstreetmap.org/tile.png' }, 'MAP_TILE_URL'],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'p'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'http://welink.example' }, 'VAPID_SUBJECT'],
    [{ PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:4000/push' }, 'PUSH_ALLOWED_ORIGINS'],
  ])('refuses %j with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
  it('reads replicas and the pooler only beside DATABASE_URL, and a pooler only with a direct URL', () => {
    const url = 'postgres://db:5432/welink';
    expect(loadConfig({}).databaseReplicaUrls).toEqual([]);
    expect(loadConfig({ DATABASE_URL: url, DATABASE_REPLICA_URL: 'postgres://r1/welink, postgres://r2/welink' }).databaseReplicaUrls).toEqual([
      'postgres://r1/welink',
      'postgres://r2/welink',
    ]);
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOLER: 'pgbouncer', DATABASE_DIRECT_URL: 'postgres://db:5433/welink' })).toMatchObject({
      databasePooler: 'pgbouncer',
      databaseDirectUrl: 'postgres://db:5433/welink',
    });
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://r1/welink' })).toThrow(/need DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOLER: 'pgbouncer' })).toThrow(/DATABASE_DIRECT_URL/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_REPLICA_URL: 'mysql://r1' })).toThrow(/DATABASE_REPLICA_URL/);
  });
});
