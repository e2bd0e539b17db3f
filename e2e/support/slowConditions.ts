import type { BrowserContext, Page } from '@playwright/test';

/**
 * Slows the page down as a phone would see it, for experiments on the first load (never in CI):
 * TIMELINE_LATENCY_MS adds that much latency to every request (Chromium's network emulation, per
 * request, so HTTP/1.1's six connections per host queue as they would on a mobile network), and
 * TIMELINE_CPU_SLOWDOWN divides the page's CPU speed by that factor (DevTools' CPU throttling).
 * Returns a description for the printed figures, or null when neither is set.
 */
export async function emulateSlowConditions(context: BrowserContext, page: Page): Promise<string | null> {
  const latencyMs = Number(process.env.TIMELINE_LATENCY_MS ?? 0);
  const slowdown = Number(process.env.TIMELINE_CPU_SLOWDOWN ?? 1);
  if (!(latencyMs > 0) && !(slowdown > 1)) return null;
  const cdp = await context.newCDPSession(page);
  if (latencyMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  }
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return [latencyMs > 0 ? `${latencyMs} ms of latency per request` : '', slowdown > 1 ? `CPU ${slowdown}× slower` : ''].filter(Boolean).join(', ');
}
