import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { formatLsn, MAX_REPLICA_LAG_MS, parseLsn, type Lsn, type ReplicaSet } from '../db/replicas.js';

/** The database handle a route reads from: a replica when fit, the primary otherwise. */
export type ReadHandle = (request: FastifyRequest) => Db;

/** Carries a member's last write position to whichever process or host serves their next read. */
export const WROTE_COOKIE = 'welink_wrote';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * How long a write's position is kept. A replica fit to serve is less than MAX_REPLICA_LAG_MS
 * behind, so past that it has replayed the write; the margin covers the probes' granularity.
 */
const KEEP_MS = 2 * MAX_REPLICA_LAG_MS;

/** A position no replica reaches: the member reads from the primary while it is kept. */
const UNKNOWN_POSITION: Lsn = 2n ** 64n - 1n;

/**
 * The one place that decides where a request's reads go (docs/decisions/0028). Without
 * replicas every read goes to the primary handle, as before. With them, each write request of
 * a signed-in member (any method but GET, HEAD, OPTIONS) asks the primary where its WAL
 * stands once the handler is done, which is past the write's commit, and keeps that position
 * for the member in this process and in a short-lived cookie for the others; that member's
 * reads go only to a replica that has replayed it (db/replicas.ts `reader`), else the primary.
 */
export function routeReads(app: FastifyInstance, database: Database): ReadHandle {
  const { replicas } = database;
  if (!replicas) return () => database.db;
  const writes = new RecentWrites();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.viewer || READ_METHODS.has(request.method)) return payload;
    const lsn = await replicas.primaryLsn().catch(() => UNKNOWN_POSITION);
    writes.remember(request.viewer.id, lsn);
    if (lsn !== UNKNOWN_POSITION) reply.header('set-cookie', wroteCookie(lsn, request.protocol === 'https'));
    return payload;
  });
  return (request) => readerFor(replicas, writes, request);
}

function readerFor(replicas: ReplicaSet, writes: RecentWrites, request: FastifyRequest): Db {
  const ownWrite = request.viewer ? writes.positionOf(request.viewer.id) : undefined;
  const cookieWrite = cookiePosition(request.headers.cookie);
  const after = ownWrite === undefined ? cookieWrite : cookieWrite === undefined || ownWrite > cookieWrite ? ownWrite : cookieWrite;
  return replicas.reader(after);
}

function wroteCookie(lsn: Lsn, isHttps: boolean): string {
  return `${WROTE_COOKIE}=${formatLsn(lsn)}; Path=/api; Max-Age=${KEEP_MS / 1000}; HttpOnly; SameSite=Strict${isHttps ? '; Secure' : ''}`;
}

/** The position in the request's cookie; a malformed one is ignored (it could only send reads to the primary). */
export function cookiePosition(header: string | undefined): Lsn | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== WROTE_COOKIE || !value) continue;
    try {
      return parseLsn(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Each member's last write position in this process, for KEEP_MS. */
class RecentWrites {
  /** In order of writing: the oldest first, so pruning stops at the first one kept. */
  readonly #byMember = new Map<string, { lsn: Lsn; at: number }>();

  remember(memberId: string, lsn: Lsn): void {
    const now = Date.now();
    this.#byMember.delete(memberId);
    this.#byMember.set(memberId, { lsn, at: now });
    for (const [id, write] of this.#byMember) {
      if (write.at > now - KEEP_MS) break;
      this.#byMember.delete(id);
    }
  }

  positionOf(memberId: string): Lsn | undefined {
    const write = this.#byMember.get(memberId);
    return write && write.at > Date.now() - KEEP_MS ? write.lsn : undefined;
  }
}
