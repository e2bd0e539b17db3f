import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { OldestRequestFirstPool } from './oldestRequestFirstPool.js';
import { migratePglite, migratePostgres } from './migrate.js';
import { createPgListener } from './pgListener.js';
import { ReplicaSet, type ReplicaStatus } from './replicas.js';
import { clientClassFor, type Pooler } from './statementNames.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Either driver: queries and services are written once against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Hot standbys that take the reads routes ask for (db/replicas.ts); undefined without DATABASE_REPLICA_URL. */
  replicas?: ReplicaSet | undefined;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process; answers the way to stop.
   * `onListening(false)` says notices may be missed from now on (the connection was lost),
   * `onListening(true)` that they arrive again.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The extensions every PGlite instance of ours loads (search needs both). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * Connections per server process to PostgreSQL. A query is CPU on the database's cores: past
 * about two per core more connections add no throughput, and the requests they let in share
 * the cores, so a slow search stretches every read beside it. Waiting in the pool's queue
 * instead keeps them in order (the oldest request's first, decision 0010): the mixed
 * workload's p99 fell by 4-60% from 10 connections to 4 on 2 cores, in seven alternating
 * runs.
 */
const POOL_SIZE_DEFAULT = 4;

export type DatabaseTarget =
  | {
      url: string;
      poolSize?: number | undefined;
      /** Hot standbys of `url` (DATABASE_REPLICA_URL). */
      replicaUrls?: string[] | undefined;
      /** A transaction-mode pooler in front of `url` and the replicas (DATABASE_POOLER). */
      pooler?: Pooler;
      /** The primary without the pooler, for LISTEN and the migrations' session lock (DATABASE_DIRECT_URL). */
      directUrl?: string | undefined;
    }
  | { dataDir: string }
  /** In memory; `image` (PGlite's dumpDataDir) starts it from a copy of another database's files. */
  | { memory: true; image?: Blob | undefined };

export interface OpenOptions {
  /** Told when the server drops an idle connection (restart, failover); the pool reconnects by itself. */
  onConnectionLost?: (error: Error) => void;
  /** False in cluster workers on PostgreSQL: the primary migrated (and applied db/sql) before forking them. */
  migrate?: boolean;
  /** Told when a replica goes down, comes back, or falls behind past the bound (error: why it went down). */
  onReplicaChange?: (status: ReplicaStatus, error?: Error) => void;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if ('url' in target) {
    const poolSize = target.poolSize ?? POOL_SIZE_DEFAULT;
    // JIT compiles a plan for hundreds of milliseconds to save a few on a big scan: a loss on
    // every query this app sends, and it once turned a 23 ms search into 460 ms. PgBouncer
    // refuses the startup option, so behind it jit is set on the role or database.
    const pool = new OldestRequestFirstPool({
      connectionString: target.url,
      max: poolSize,
      Client: clientClassFor(target.pooler),
      ...(target.pooler ? {} : { options: '-c jit=off' }),
    });
    // Without a listener, an idle client's error would be thrown and end the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    const directUrl = target.directUrl ?? target.url;
    if (options.migrate !== false) {
      if (directUrl === target.url) await migratePostgres(pool);
      else {
        const direct = new pg.Pool({ connectionString: directUrl, max: 1 });
        await migratePostgres(direct).finally(() => direct.end());
      }
    }
    const listener = createPgListener(directUrl, options.onConnectionLost);
    const replicas = target.replicaUrls?.length
      ? new ReplicaSet({
          primary: pool,
          primaryDb: db,
          schema,
          urls: target.replicaUrls,
          poolSize,
          pooler: target.pooler,
          ...(options.onReplicaChange ? { onChange: options.onReplicaChange } : {}),
        })
      : undefined;
    await replicas?.start();
    return {
      db,
      kind: 'postgres',
      replicas,
      listen: (channel, onPayload, onListening) => listener.listen(channel, onPayload, onListening),
      close: async () => {
        await replicas?.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    fs.mkdirSync(target.dataDir, { recursive: true });
    dataDir = target.dataDir;
  }
  const image = 'image' in target ? target.image : undefined;
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(image ? { loadDataDir: image } : {}), extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onPayload, onListening) => {
      const unlisten = await client.listen(channel, onPayload);
      onListening?.(true);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}
