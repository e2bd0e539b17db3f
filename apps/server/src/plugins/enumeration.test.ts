import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type UserFixture } from '../../test/testApp.js';

/**
 * Whether an email or phone has an account must not show in what sign-up, login or
 * forgot-password answer, nor in how long they take. Timings are medians of
 * interleaved tries, compared within a generous factor (CI machines are noisy).
 */
let t: TestApp;
let known: UserFixture;
beforeAll(async () => {
  t = await buildTestApp();
  known = await createUser(t.database, { phone: { prefix: '+34', number: '655443322' } });
});
afterAll(() => t.close());

const TRIES = 9;
const FACTOR = 2;
/** Below this, differences are scheduling noise rather than work done. */
const NOISE_MS = 15;

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** What a client can compare: status, body and the header names (values like Date vary anyway). */
const visible = (res: Awaited<ReturnType<typeof post>>) => ({
  status: res.statusCode,
  body: res.body,
  headers: Object.keys(res.headers).filter((h) => h !== 'date' && h !== 'content-length').sort(),
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the known and unknown cases alternately and answers each one's median time in ms. */
async function medians(knownCase: (i: number) => Promise<unknown>, unknownCase: (i: number) => Promise<unknown>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < TRIES; i++) {
    for (const [label, run] of [['known', knownCase], ['unknown', unknownCase]] as const) {
      const start = performance.now();
      await run(i);
      times[label].push(performance.now() - start);
      // Mail goes out in the background after the answer; keep it out of the next measurement.
      await t.app.deps.background.idle();
    }
  }
  return { known: median(times.known), unknown: median(times.unknown) };
}

function expectAlike({ known: a, unknown: b }: { known: number; unknown: number }) {
  expect(Math.max(a, b), `known ${a.toFixed(1)} ms vs unknown ${b.toFixed(1)} ms`).toBeLessThanOrEqual(FACTOR * Math.min(a, b) + NOISE_MS);
}

describe('login', () => {
  it('answers a wrong password and an unknown email or phone identically', async () => {
    const wrong = visible(await post('/api/auth/login', { identifier: known.row.email, password: 'no-es-esta' }));
    expect(wrong.status).toBe(401);
    expect(visible(await post('/api/auth/login', { identifier: 'nadie@example.com', password: 'no-es-esta' }))).toEqual(wrong);
    expect(visible(await post('/api/auth/login', { identifier: '+34655443322', password: 'no-es-esta' }))).toEqual(wrong);
    expect(visible(await post('/api/auth/login', { identifier: '+34655000000', password: 'no-es-esta' }))).toEqual(wrong);
  });

  it('spends an Argon2 verification on an unknown account too', async () => {
    const times = await medians(
      () => post('/api/auth/login', { identifier: known.row.email, password: 'no-es-esta' }),
      (i) => post('/api/auth/login', { identifier: `nadie-${i}@example.com`, password: 'no-es-esta' }),
    );
    // An Argon2id check of 19 MiB takes tens of milliseconds: a skipped one would show.
    expect(times.unknown).toBeGreaterThan(10);
    expectAlike(times);
  });
});

describe('sign-up', () => {
  const body = (email: string, number: string) => ({ name: 'Ana', email, password: 'una-clave-rara', phone: { prefix: '+34', number } });

  it('answers a taken email or phone exactly like a new account', async () => {
    const fresh = visible(await post('/api/auth/signup', body('nueva-0@example.com', '699000100')));
    expect(fresh.status).toBe(201);
    expect(visible(await post('/api/auth/signup', body(known.row.email, '699000101')))).toEqual(fresh);
    expect(visible(await post('/api/auth/signup', body('nueva-1@example.com', '655443322')))).toEqual(fresh);
  });

  it('takes as long for a taken email as for a new one', async () => {
    expectAlike(
      await medians(
        (i) => post('/api/auth/signup', body(known.row.email, String(688_000_000 + i))),
        (i) => post('/api/auth/signup', body(`alta-${i}@example.com`, String(677_000_000 + i))),
      ),
    );
  });
});

describe('forgot-password', () => {
  it('answers a registered and an unknown email identically and as fast', async () => {
    const registered = visible(await post('/api/auth/forgot-password', { email: known.row.email }));
    expect(registered.status).toBe(200);
    expect(visible(await post('/api/auth/forgot-password', { email: 'nadie@example.com' }))).toEqual(registered);
    expectAlike(
      await medians(
        () => post('/api/auth/forgot-password', { email: known.row.email }),
        (i) => post('/api/auth/forgot-password', { email: `nadie-${i}@example.com` }),
      ),
    );
  });
});
