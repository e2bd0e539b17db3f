import { sendDueDigests, type DigestDeps } from './sendDueDigests.js';

export interface DigestScheduler {
  /** Sends what is due now (or joins the run under way); answers how many mails went out. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Every server process ticks on its own (docs/decisions/0018): the claims in digest_runs keep
 * two processes, or a restarted one, from sending a member's week twice.
 */
export function startDigestScheduler(deps: DigestDeps, everyMs: number, now: () => Date = () => new Date()): DigestScheduler {
  let running: Promise<number> | undefined;
  const stopping = new AbortController();

  function tick(): Promise<number> {
    running ??= sendDueDigests(deps, now(), { signal: stopping.signal }).finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    tick().catch((err: unknown) => deps.log.error({ err }, 'weekly digest run failed'));
  }, everyMs);
  timer.unref();

  return {
    tick,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
