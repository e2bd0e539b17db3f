import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db, Schema } from './client.js';
import { OldestRequestFirstPool } from './oldestRequestFirstPool.js';
import { clientClassFor, type Pooler } from './statementNames.js';

/**
 * Read replicas (docs/decisions/0028): hot standbys of the primary that take the reads a
 * route asks for with `reader(after)`. Each process asks every replica how far it has replayed
 * the primary's WAL (`pg_last_wal_replay_lsn()`) every PROBE_EVERY_MS, and the primary how far
 * it has written; `reader(after)` answers a replica that is up, less than MAX_REPLICA_LAG_MS
 * behind and has replayed `after` (a member's last write), in turn, else the primary. A read a
 * replica fails for want of the replica (connection lost, shut down, a recovery conflict) is
 * asked of the primary, so a replica going down never fails a request.
 */

/** A replica further behind than this takes no reads until it catches up. */
export const MAX_REPLICA_LAG_MS = 5_000;
/** How often each process probes the replicas: a member's reads stay on the primary about this long past the replay of their write. */
export const PROBE_EVERY_MS = 100;
/** A replica that does not answer a connection or a probe in this long counts as down (its reads go to the primary). */
const CONNECT_TIMEOUT_MS = 1_000;

/** A WAL position, `16/B374D848`, as a number that compares. */
export type Lsn = bigint;

export function parseLsn(text: string): Lsn {
  const [high, low] = text.split('/');
  if (!high || !low || !/^[0-9A-F]+$/i.test(high) || !/^[0-9A-F]+$/i.test(low)) throw new RangeError(`Not a WAL position: ${text}`);
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

export interface ReplicaStatus {
  /** host:port/database, without credentials, for logs. */
  name: string;
  isUp: boolean;
  /** Where its replay stood at the last probe; undefined before the first or while down. */
  replayLsn: Lsn | undefined;
  /** How long the oldest WAL it has not replayed has been on the primary (0: none). */
  lagMs: number;
}

export interface ReplicaSetOptions {
  /** The primary's pool: where reads fall back, and whose position is probed. */
  primary: pg.Pool;
  primaryDb: Db;
  schema: Schema;
  urls: string[];
  poolSize: number;
  pooler: Pooler;
  /** Told each time a replica goes down, comes back, or crosses MAX_REPLICA_LAG_MS. */
  onChange?: (status: ReplicaStatus, error?: Error) => void;
  /** Tests only: where each replica's replay stands, instead of asking it (a stand-in database is no standby). */
  replayLsnOf?: (name: string) => Promise<Lsn | undefined>;
}

/** A replica's handle maps to the primary's: what a read writes back (kept event JSON) goes there. */
const primaries = new WeakMap<Db, Db>();

/** The primary handle of a replica's handle; any other handle is its own. */
export function primaryOf(db: Db): Db {
  return primaries.get(db) ?? db;
}

/** Errors that say the replica failed, not the statement: the same read on the primary answers. */
export function isReplicaFailure(error: unknown): boolean {
  // Not an error PostgreSQL sent: a socket error, a time-out, a connection closed under it.
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? '';
  // Connection exceptions, shutdowns, too many connections, a query cancelled by a recovery conflict.
  return code.startsWith('08') || code.startsWith('57P') || code.startsWith('53') || code === '40001';
}

interface Replica {
  status: ReplicaStatus;
  pool: ReplicaPool;
  db: Db;
  probe: pg.Client | undefined;
}

export class ReplicaSet {
  readonly #options: ReplicaSetOptions;
  readonly #replicas: Replica[];
  /** The primary's written position at each probe, oldest first, to tell a replica's lag in time. */
  #written: Array<{ at: number; lsn: Lsn }> = [];
  #next = 0;
  #timer: NodeJS.Timeout | undefined;
  #probing: Promise<void> | undefined;
  /** Told when the running round of probes ends. */
  #roundEnded: Array<() => void> = [];
  #isClosed = false;

  constructor(options: ReplicaSetOptions) {
    this.#options = options;
    this.#replicas = options.urls.map((url) => {
      const status: ReplicaStatus = { name: nameOf(url), isUp: false, replayLsn: undefined, lagMs: 0 };
      const replica: Replica = { status, probe: undefined } as Replica;
      replica.pool = new ReplicaPool(
        {
          connectionString: url,
          max: options.poolSize,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          Client: clientClassFor(options.pooler),
          ...(options.pooler ? {} : { options: '-c jit=off' }),
        },
        options.primary,
        (error) => this.#down(replica, error),
      );
      replica.pool.on('error', (error) => this.#down(replica, error));
      replica.db = drizzle({ client: replica.pool, schema: options.schema, casing: 'snake_case' }) as unknown as Db;
      primaries.set(replica.db, options.primaryDb);
      return replica;
    });
  }

  /** Probes once (so the first requests know the replicas), then every PROBE_EVERY_MS. */
  async start(): Promise<void> {
    await this.probe();
    this.#timer = setInterval(() => void this.probe(), PROBE_EVERY_MS);
    this.#timer.unref();
  }

  get statuses(): ReplicaStatus[] {
    return this.#replicas.map((r) => ({ ...r.status }));
  }

  /**
   * The handle for a read that must see the primary as of `after` (undefined: any replica
   * fit to serve): the next replica in turn that is up, within the lag bound and past
   * `after`, else the primary.
   */
  reader(after: Lsn | undefined): Db {
    const count = this.#replicas.length;
    for (let i = 0; i < count; i++) {
      const at = (this.#next + i) % count;
      const replica = this.#replicas[at]!;
      if (isReadable(replica.status, after)) {
        this.#next = (at + 1) % count;
        return replica.db;
      }
    }
    return this.#options.primaryDb;
  }

  /** Where the primary's WAL stands now: past every commit that has returned. */
  async primaryLsn(): Promise<Lsn> {
    const { rows } = await this.#options.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    return parseLsn(rows[0]!.lsn);
  }

  /** One round of probes; a round still running is not doubled. */
  probe(): Promise<void> {
    this.#probing ??= this.#probeAll().finally(() => {
      this.#probing = undefined;
      for (const tell of this.#roundEnded.splice(0)) tell();
    });
    return this.#probing;
  }

  /**
   * Resolves once every replica fit to serve has replayed all the primary had written when it
   * was called, as the probes see it (one or two rounds when replicas keep up), and at the
   * latest after MAX_REPLICA_LAG_MS. Live signals wait for it: a member told of another's
   * event then reads it from whichever replica, process or host serves the next read.
   */
  async replayedEverywhere(): Promise<void> {
    const since = performance.now();
    while (!this.#isClosed && performance.now() - since < MAX_REPLICA_LAG_MS) {
      await new Promise<void>((resolve) => this.#roundEnded.push(resolve));
      const written = this.#written.find((sample) => sample.at >= since);
      if (written && this.#replicas.every((r) => !isReadable(r.status, undefined) || isReadable(r.status, written.lsn))) return;
    }
  }

  async #probeAll(): Promise<void> {
    const at = performance.now();
    try {
      this.#written.push({ at, lsn: await this.primaryLsn() });
    } catch {
      // The primary's own reads fail too; the replicas' lag is kept as it was.
    }
    const keepFrom = at - 2 * MAX_REPLICA_LAG_MS;
    while (this.#written.length > 1 && this.#written[0]!.at < keepFrom) this.#written.shift();
    await Promise.all(this.#replicas.map((replica) => this.#probeOne(replica, at)));
  }

  async #probeOne(replica: Replica, at: number): Promise<void> {
    let replayLsn: Lsn | undefined;
    try {
      replayLsn = this.#options.replayLsnOf ? await this.#options.replayLsnOf(replica.status.name) : await this.#askReplay(replica);
    } catch (error) {
      this.#down(replica, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (replayLsn === undefined) {
      this.#down(replica, new Error(`${replica.status.name} is not a standby (pg_last_wal_replay_lsn() is null)`));
      return;
    }
    const { status } = replica;
    const wasFit = status.isUp && status.lagMs <= MAX_REPLICA_LAG_MS;
    const behind = this.#written.find((sample) => sample.lsn > replayLsn);
    status.isUp = true;
    status.replayLsn = replayLsn;
    status.lagMs = behind ? Math.round(at - behind.at) : 0;
    if (wasFit !== status.lagMs <= MAX_REPLICA_LAG_MS) this.#options.onChange?.({ ...status });
  }

  async #askReplay(replica: Replica): Promise<Lsn | undefined> {
    if (!replica.probe) {
      // A replica that stops answering must fail its probe, not stall every later one.
      const probe = new pg.Client({ connectionString: replica.pool.options.connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: CONNECT_TIMEOUT_MS });
      probe.on('error', () => {}); // told through the next probe's failure
      replica.probe = probe;
      await probe.connect();
    }
    const { rows } = await replica.probe.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
    const text = rows[0]?.lsn;
    return text ? parseLsn(text) : undefined;
  }

  #down(replica: Replica, error: Error): void {
    const probe = replica.probe;
    replica.probe = undefined;
    void probe?.end().catch(() => {});
    if (!replica.status.isUp) return;
    replica.status.isUp = false;
    replica.status.replayLsn = undefined;
    this.#options.onChange?.({ ...replica.status }, error);
  }

  async close(): Promise<void> {
    this.#isClosed = true;
    clearInterval(this.#timer);
    await this.#probing;
    for (const tell of this.#roundEnded.splice(0)) tell();
    await Promise.all(this.#replicas.map(async (r) => Promise.all([r.pool.end(), r.probe?.end().catch(() => {})])));
  }
}

function isReadable(status: ReplicaStatus, after: Lsn | undefined): boolean {
  if (!status.isUp || status.replayLsn === undefined || status.lagMs > MAX_REPLICA_LAG_MS) return false;
  return after === undefined || status.replayLsn >= after;
}

function nameOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

type CheckOutCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * A replica's pool: a connection it cannot open is taken from the primary's pool, and a
 * statement the replica fails for its own sake runs again on the primary (reads only come
 * here, so running one twice changes nothing).
 */
class ReplicaPool extends OldestRequestFirstPool {
  readonly #primary: pg.Pool;
  readonly #onFailure: (error: Error) => void;

  constructor(config: pg.PoolConfig & { max: number }, primary: pg.Pool, onFailure: (error: Error) => void) {
    super(config);
    this.#primary = primary;
    this.#onFailure = onFailure;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: CheckOutCallback): void;
  override connect(callback?: CheckOutCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return super.connect().catch((error: Error) => {
        this.#onFailure(error);
        return this.#primary.connect();
      });
    }
    super.connect((error, client, done) => {
      if (!error) return callback(error, client, done);
      this.#onFailure(error);
      this.#primary.connect((primaryError, primaryClient, primaryDone) => callback(primaryError ?? undefined, primaryClient, primaryDone));
    });
  }

  // drizzle sends every statement outside a transaction as pool.query(config, values): the
  // promise form, the only one retried; pg.Pool's query overloads are passed through loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const run = super.query as (...a: unknown[]) => unknown;
    if (typeof args.at(-1) === 'function') return run.apply(this, args);
    return (run.apply(this, args) as Promise<unknown>).catch((error: unknown) => {
      if (!isReplicaFailure(error)) throw error;
      this.#onFailure(error instanceof Error ? error : new Error(String(error)));
      return (this.#primary.query as (...a: unknown[]) => unknown).apply(this.#primary, args);
    });
  }
}
