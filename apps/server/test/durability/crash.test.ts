import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, seededRandom } from './http.js';
import { WriteLedger } from './ledger.js';
import { seedMembers, SEED_PASSWORD } from './seed.js';
import { startServer, type ServerProcess } from '../serverProcess.js';
import { createStoreTarget, type StoreTarget } from '../storeTarget.js';
import type { Actor, Question } from './writeLoad.js';
import { runWriteLoad } from './writeLoad.js';
import { brokenUniqueRules, lostWrites } from './verify.js';

/** DURABILITY_SEED replays a run; DURABILITY_KILLS sets how many kills (3 in CI). */
const SEED = Number(process.env.DURABILITY_SEED ?? 20260711);
const KILLS = Number(process.env.DURABILITY_KILLS ?? 3);
const ACTORS = 6;

describe(`a server killed with SIGKILL under write load (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, seed ${SEED})`, () => {
  let target: StoreTarget;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    target = await createStoreTarget();
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await target.dispose();
  });

  it(
    `loses no acknowledged write, keeps every unique rule and restarts cleanly, ${KILLS} kills at seeded points`,
    async () => {
      const database = await target.open();
      const members = await seedMembers(database, ACTORS, ACTORS - 1, `crash${SEED}`);
      await database.close();

      server = await startServer(target.env);
      const ledger = new WriteLedger();
      const actors: Actor[] = await Promise.all(
        members.map(async (m, index) => ({ index, id: m.id, token: await login(server!.url, m.email, SEED_PASSWORD), items: new Map() })),
      );
      const questions: Question[] = [];
      for (const actor of actors) {
        const answer = await call(server.url, actor.token, 'POST', '/api/events', { title: `¿Qué libro? ${actor.index}`, type: 'question' });
        expect(answer.status).toBe(201);
        questions.push({ id: answer.body._id, authorId: actor.id });
        ledger.events.set(answer.body._id, { authorId: actor.id, title: answer.body.title });
      }

      const random = seededRandom(SEED);
      const killPoints: number[] = [];
      for (let cycle = 0; cycle < KILLS; cycle++) {
        const killAfterMs = 500 + Math.floor(random() * 2500);
        killPoints.push(killAfterMs);
        const running = server;
        let stopped = false;
        const load = runWriteLoad({ baseUrl: running.url, actors, questions, ledger, seed: SEED + cycle, stopped: () => stopped, tag: `c${cycle}s${SEED}` });
        await new Promise((resolve) => setTimeout(resolve, killAfterMs));
        running.child.kill('SIGKILL');
        stopped = true;
        expect((await running.exited).signal).toBe('SIGKILL');
        const { serverErrors } = await load;
        expect(serverErrors, `kill points so far ${killPoints.join(', ')} ms`).toEqual([]);

        if (target.kind === 'pglite') {
          // The killed process left its lock behind; the restart must take it over.
          expect(fs.readFileSync(path.join(target.dataDir, 'server.pid'), 'utf8')).toBe(String(running.pid));
        }
        server = await startServer(target.env);
        const fresh = await call(server.url, actors[0]!.token, 'POST', '/api/items', { title: `tras el corte ${cycle} ${SEED}`, category: 'Libro' });
        expect(fresh.status, server.output()).toBe(201);
        expect((await call(server.url, actors[0]!.token, 'GET', `/api/items/${fresh.body._id}`)).status).toBe(200);
        ledger.items.set(fresh.body._id, { ownerId: actors[0]!.id, title: fresh.body.title });
      }

      expect(await server.stop()).toEqual({ code: 0, signal: null });
      server = undefined;
      const check = await target.open();
      try {
        const problems = [...(await lostWrites(check.db, ledger)), ...(await brokenUniqueRules(check.db))];
        expect(problems, `seed ${SEED}, kill points ${killPoints.join(', ')} ms`).toEqual([]);
      } finally {
        await check.close();
      }
      // The run proves something only if writes were acknowledged, and some were cut off.
      expect(ledger.items.size).toBeGreaterThan(KILLS);
      expect(ledger.responses.acked.size + ledger.signups.size).toBeGreaterThan(0);
      console.info(
        `durability (${target.kind}): ${ledger.ackedWrites} writes acknowledged, ${ledger.unknownWrites} cut off by ${KILLS} kills at ${killPoints.join(', ')} ms`,
      );
    },
    240_000,
  );
});
