const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * Samples the process's RSS and heap every 20 ms from now (after a collection, when node runs with
 * --expose-gc); `stop()` answers the peak growth over the start, in MB. With `liveEveryMs` (and
 * --expose-gc) it also runs a full collection that often and keeps the peak of what survives: the
 * memory held, where the plain peak also counts garbage V8 has not yet collected (it lets the heap
 * grow to about 130 MB before its first full collection).
 */
export function watchMemoryPeak(options: { liveEveryMs?: number } = {}): { stop(): { rssMb: number; heapMb: number; liveHeapMb?: number } } {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = { rss: before.rss, heapUsed: before.heapUsed };
  let livePeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
  }, 20);
  const collector =
    options.liveEveryMs && global.gc
      ? setInterval(() => {
          global.gc?.();
          livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
        }, options.liveEveryMs)
      : undefined;
  return {
    stop() {
      clearInterval(sampler);
      clearInterval(collector);
      const growth = { rssMb: mb(peak.rss - before.rss), heapMb: mb(peak.heapUsed - before.heapUsed) };
      return collector ? { ...growth, liveHeapMb: mb(livePeak - before.heapUsed) } : growth;
    },
  };
}
