const MB = 1024 * 1024;

/**
 * Samples the process's RSS and heap every 20 ms from now (after a collection, when node runs with
 * --expose-gc); `stop()` answers the peak growth over the start, in MB.
 */
export function watchMemoryPeak(): { stop(): { rssMb: number; heapMb: number } } {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = { rss: before.rss, heapUsed: before.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
  }, 20);
  return {
    stop() {
      clearInterval(sampler);
      return { rssMb: Math.round(((peak.rss - before.rss) / MB) * 10) / 10, heapMb: Math.round(((peak.heapUsed - before.heapUsed) / MB) * 10) / 10 };
    },
  };
}
