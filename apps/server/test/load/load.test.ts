import { describe, expect, it } from 'vitest';
import { runLoadScenario } from './loadScenario.js';

/** The short form of `npm run test:load` (200 members, 60 s), run in CI on each database. */
describe(`load held on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('50 members for 10 s: no 5xx, no unanswered request, no lost write, no broken unique rule', async () => {
    const report = await runLoadScenario({ members: 50, seconds: 10, connections: 10, seed: 3 });
    console.info(`load (${report.database}): ${report.requests} requests in ${report.seconds.toFixed(1)} s\n${report.table}`);
    expect(report.failures, report.table).toBe(0);
    expect(report.problems).toEqual([]);
    expect(report.acknowledgedWrites).toBeGreaterThan(50);
  }, 180_000);
});
