// The long load test (npm run test:load): LOAD_MEMBERS simulated members (200) for
// LOAD_SECONDS (60) on PGlite, or on a fresh database of DATABASE_URL's server.
// Exits 1 on any 5xx, unanswered request, lost write or broken unique rule.
import { runLoadScenario } from './loadScenario.js';

const members = Number(process.env.LOAD_MEMBERS ?? 200);
const report = await runLoadScenario(
  { members, seconds: Number(process.env.LOAD_SECONDS ?? 60), connections: Math.min(20, members - 1), seed: Number(process.env.LOAD_SEED ?? 1) },
  (line) => console.log(line),
);
console.log(`\n${report.options.members} members, ${report.seconds.toFixed(1)} s on ${report.database}: ${report.requests} requests, ` +
  `${(report.requests / report.seconds).toFixed(0)} req/s, ${report.acknowledgedWrites} writes acknowledged, ${report.failures} failed\n`);
console.log(report.table);
for (const problem of report.problems) console.error(`lost or broken: ${problem}`);
process.exitCode = report.failures === 0 && report.problems.length === 0 ? 0 : 1;
