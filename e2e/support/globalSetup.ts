import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FAKE_KEYS, startFakeUpstreams } from '../../apps/server/test/fakeUpstreams.js';
import { startSmtpCapture } from '../../apps/server/test/smtpCapture.js';
import { E2E } from './testEnvironment.js';

/**
 * Starts a real SMTP capture server (mail lands in E2E.mailDir as JSON) and the
 * built WeLink server on a fresh database: a temporary PGlite directory, or a
 * new database on the PostgreSQL server of DATABASE_URL.
 */
export default async function globalSetup() {
  fs.rmSync(E2E.mailDir, { recursive: true, force: true });
  fs.mkdirSync(E2E.mailDir, { recursive: true });
  let count = 0;
  const smtp = await startSmtpCapture({
    port: E2E.smtpPort,
    onMail: (mail) => {
      count += 1;
      fs.writeFileSync(path.join(E2E.mailDir, `${String(count).padStart(4, '0')}.json`), JSON.stringify(mail));
    },
  });

  // Local stand-ins for TMDB, Open Library, Nominatim and map tiles: the journeys never reach the internet.
  const upstreams = await startFakeUpstreams();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-e2e-data-'));
  const database = await createDatabase();
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      APP_URL: E2E.baseUrl,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: E2E.admin.email,
      ADMIN_PASSWORD: E2E.admin.password,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      TMDB_API_KEY: FAKE_KEYS.tmdbV3,
      TMDB_BASE_URL: upstreams.tmdb.baseUrl,
      OPEN_LIBRARY_BASE_URL: upstreams.openLibrary.baseUrl,
      GEOCODER_BASE_URL: upstreams.nominatim.baseUrl,
      GEOCODER_MIN_INTERVAL_MS: '0',
      // Tiles from another origin, as a self-hosted tile server: the CSP must let exactly it in.
      MAP_TILE_URL: upstreams.mapTileUrl,
      // Empty keys: books go to (fake) Open Library and maps to (fake) Nominatim whatever the shell holds.
      GOOGLE_BOOKS_API_KEY: '',
      GOOGLE_MAPS_API_KEY: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(server);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.close();
    await upstreams.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function createDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `welink_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function waitForHealth(server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`WeLink server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${E2E.baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('WeLink server did not become healthy within 60 s');
}
