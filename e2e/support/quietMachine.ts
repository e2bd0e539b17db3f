import fs from 'node:fs';

/** Busy and total CPU time of all cores so far, from /proc/stat (Linux); undefined elsewhere. */
function cpuTimes(): { busy: number; total: number } | undefined {
  let line: string | undefined;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return undefined;
  }
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = (line ?? '').split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * Waits until the machine's cores are mostly idle (under `busyShare` busy over a window of
 * `windowMs`), at most `maxMs`; answers how long it waited. A new headless window starts
 * renderers and Chromium's own browser UI (1–2 s of CPU on the first one), which would
 * otherwise overlap with the page load being measured.
 */
export async function untilMachineQuiet({ busyShare = 0.2, windowMs = 250, maxMs = 5_000 } = {}): Promise<number> {
  const started = Date.now();
  let before = cpuTimes();
  while (before && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = cpuTimes();
    if (!after) break;
    const total = after.total - before.total;
    if (total > 0 && (after.busy - before.busy) / total <= busyShare) break;
    before = after;
  }
  return Date.now() - started;
}
