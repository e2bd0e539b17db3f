import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay or shape an answer (mail, so that timing reveals
 * nothing), tracked so shutdown and tests can wait for it.
 */
export interface Background {
  run(label: string, work: Promise<unknown> | undefined): void;
  idle(): Promise<void>;
}

export function createBackground(logger: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, work) {
      if (!work) return;
      const tracked = work
        .catch((err: unknown) => logger.error({ err }, `${label} failed`))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
