import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** CPU milliseconds used so far by the server's process tree and by the local PostgreSQL; null where it cannot be read. */
export interface CpuTotals {
  server: number;
  database: number | null;
  /** The balancer's (HAProxy), when the bench runs one in front (`--balancer`). */
  balancer?: number;
}

interface ProcStat {
  pid: number;
  parent: number;
  command: string;
  /** utime + stime + cutime + cstime: a process's own time and that of its children already ended. */
  ticks: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** /proc/<pid>/stat: "pid (command) state ppid …", utime is field 14, cstime field 17. */
function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // ended between the listing and the read
  }
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return {
    pid,
    parent: Number(fields[1]),
    command: text.slice(text.indexOf('(') + 1, close),
    ticks: (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0),
  };
}

/** Every process's CPU milliseconds so far (its ended children's included), with its command line; Linux only. */
export function processCpuMs(): Array<{ pid: number; command: string; args: string; ms: number }> {
  return allProcesses().map((p) => {
    let args = '';
    try {
      args = fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      // ended meanwhile
    }
    return { pid: p.pid, command: p.command, args, ms: (p.ticks * 1000) / ticksPerSecond };
  });
}

function allProcesses(): ProcStat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readStat(Number(name)) ?? []);
}

/**
 * A reader of CPU time on Linux (undefined elsewhere). The server's tree is its process and
 * its descendants (the cluster's workers); the database is every process named postgres on
 * this machine, so it reads null for PGlite (inside the server) or a server elsewhere, and it
 * counts whatever else that PostgreSQL does meanwhile. Ended processes stay counted: their
 * time moves to their parent's cutime when it reaps them.
 */
export function cpuTotalsReader(serverPid: number, database: 'postgres' | 'pglite', balancerPid?: number): (() => CpuTotals) | undefined {
  if (process.platform !== 'linux' || !fs.existsSync(`/proc/${serverPid}/stat`)) return undefined;
  const toMs = (ticks: number) => (ticks * 1000) / ticksPerSecond;
  return () => {
    const processes = allProcesses();
    const tree = new Set([serverPid]);
    for (let grew = true; grew; ) {
      const joining = processes.filter((p) => tree.has(p.parent) && !tree.has(p.pid));
      for (const p of joining) tree.add(p.pid);
      grew = joining.length > 0;
    }
    const postgres = processes.filter((p) => p.command === 'postgres');
    const sum = (list: ProcStat[]) => list.reduce((total, p) => total + p.ticks, 0);
    return {
      server: toMs(sum(processes.filter((p) => tree.has(p.pid)))),
      database: database === 'postgres' && postgres.length > 0 ? toMs(sum(postgres)) : null,
      ...(balancerPid ? { balancer: toMs(sum(processes.filter((p) => p.pid === balancerPid))) } : {}),
    };
  };
}
