import type { BenchReport, CallResult } from './runBench.js';

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)}`;

const cpu = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(2));

/** The server's CPU, and the balancer's after a plus when the loads went through one. */
const serverCpu = (r: CallResult) => (r.cpuMsPerRequest?.balancer === undefined ? cpu(r.cpuMsPerRequest?.server) : `${cpu(r.cpuMsPerRequest.server)} + ${cpu(r.cpuMsPerRequest.balancer)}`);

function row(r: CallResult): string {
  const ratio = r.ratioToFloor === null ? '—' : `${(r.ratioToFloor * 100).toFixed(0)}%`;
  return `| ${r.name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${ratio} | ${serverCpu(r)} | ${cpu(r.cpuMsPerRequest?.database)} | ${r.loadAverage.toFixed(2)} |`;
}

/** The run as markdown: reads with the floor, then login apart (Argon2 is slow on purpose). */
export function markdown(report: BenchReport): string {
  const head = [
    '| Call | req/s | p50 ms | p99 ms | errors | rps vs floor | server CPU ms/req | PostgreSQL CPU ms/req | load 1 min |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const main = report.results.filter((r) => r.section !== 'login');
  const login = report.results.filter((r) => r.section === 'login');
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  return [
    `### ${report.database}, ${report.size}, ${report.connections} connections, ${report.seconds} s per call (${report.commit}, ${report.date})`,
    '',
    `${report.cpus} CPUs; load average before ${load(report.loadAverageBefore)}, after ${load(report.loadAverageAfter)}; deep Timeline at page ${report.timelineDeepPages}${report.acceptEncoding ? `; Accept-Encoding: ${report.acceptEncoding}` : ''}${report.balancer ? '; through HAProxy compressing with gzip (server CPU + HAProxy CPU)' : ''}.`,
    '',
    ...head,
    ...main.map(row),
    ...(login.length ? ['', 'Login (Argon2id, 19 MiB, 2 passes: slow by design)', '', ...head, ...login.map(row)] : []),
    '',
  ].join('\n');
}

/** Per call, p99 of the second run over the first (large over small): near 1 means the read does not grow with the data. */
export function compare(small: BenchReport, large: BenchReport): string {
  const lines = [
    `### p99 ${large.size} (${large.database}) / ${small.size} (${small.database})`,
    '',
    `| Call | p99 ${small.size} ms | p99 ${large.size} ms | ratio |`,
    '|---|---:|---:|---:|',
  ];
  for (const r of large.results) {
    const before = small.results.find((s) => s.name === r.name);
    if (!before) continue;
    lines.push(`| ${r.name} | ${ms(before.p99)} | ${ms(r.p99)} | ${(r.p99 / Math.max(before.p99, 1)).toFixed(2)} |`);
  }
  return `${lines.join('\n')}\n`;
}
