import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { OldestFirstGate } from './oldestFirstGate.js';

/** When the request being served began (performance.now()), around each route handler. */
export const requestStartedAt = new AsyncLocalStorage<number>();

type CheckOutCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

const noop = () => {};

/**
 * A pg.Pool that gives a freed connection to the statement of the oldest request waiting,
 * where pg.Pool serves statements in arrival order. Under load every statement waits in line
 * for a connection: a request of two statements (a rating: the visibility check, then the
 * update) would wait twice, each time behind every request that arrived meanwhile, and the
 * writes made the mixed workload's tail (docs/decisions/0010). Oldest first, a request's later
 * statements go ahead of requests newer than it; the order of the first statements is as
 * before. Work outside a request (the fan-out queue, startup) counts as starting when it asks.
 */
export class OldestRequestFirstPool extends pg.Pool {
  readonly #gate: OldestFirstGate;

  constructor(config: pg.PoolConfig & { max: number }) {
    super(config);
    this.#gate = new OldestFirstGate(config.max);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: CheckOutCallback): void;
  override connect(callback?: CheckOutCallback): Promise<pg.PoolClient> | void {
    const startedAt = requestStartedAt.getStore() ?? performance.now();
    if (callback) return this.#checkOut(startedAt, callback);
    return new Promise((resolve, reject) => {
      this.#checkOut(startedAt, (err, client) => (err || !client ? reject(err) : resolve(client)));
    });
  }

  #checkOut(startedAt: number, callback: CheckOutCallback): void {
    this.#gate.take(startedAt, () => {
      super.connect((err, client) => {
        if (err || !client) {
          this.#gate.handBack();
          callback(err, undefined, noop);
          return;
        }
        const release = client.release;
        // pg.Pool gives each checkout its own release, which throws when called twice.
        client.release = (error?: Error | boolean) => {
          release(error);
          this.#gate.handBack();
        };
        callback(undefined, client, client.release);
      });
    });
  }
}
