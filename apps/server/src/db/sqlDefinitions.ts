import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Next to this file in source; copied next to the bundle by scripts/build.mjs. */
export const sqlFolder = fileURLToPath(new URL('./sql', import.meta.url));

/**
 * The files of db/sql, in the order they are applied: a file may use the functions of the
 * files before it (wl_fold and the publish locks come first).
 */
export const SQL_FILES = [
  'search.sql',
  'publishLocks.sql',
  'timelineFanOut.sql',
  'timelineFollows.sql',
  'timelineEventChanges.sql',
  'timelineVersions.sql',
  'timelineTrim.sql',
  'eventJsonCache.sql',
  'itemEvents.sql',
  'itemTitles.sql',
  'questionOwners.sql',
  'answeredTitles.sql',
  'unshownItems.sql',
  'guideEntries.sql',
  'viewerCache.sql',
] as const;

/** The little of a database connection this needs; PGlite and a node-postgres client both fit. */
export interface SqlSession {
  /** Runs statements without parameters, several at once. */
  exec(text: string): Promise<void>;
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Which definitions were applied last, and on top of which migration: skipped when both are
 * unchanged, so a start that changes nothing pays one query. In drizzle's schema, beside its
 * journal: bookkeeping of how the schema got here, not the app's data.
 */
const APPLIED = 'drizzle.welink_sql_definitions';

/**
 * Brings every SQL function and trigger to its definition in db/sql, after the migrations, the
 * way Flyway applies repeatable migrations: each file replaces its objects (CREATE OR REPLACE),
 * all files in one transaction, so a failure leaves the previous definitions in place. Callers
 * on PostgreSQL hold the schema lock (migrate.ts), so two processes starting at once take turns.
 */
export async function applySqlDefinitions(session: SqlSession): Promise<void> {
  const files = SQL_FILES.map((name) => ({ name, text: fs.readFileSync(path.join(sqlFolder, name), 'utf8') }));
  const checksum = files.reduce((hash, file) => hash.update(`${file.name}\n${file.text}\n`), createHash('sha256')).digest('hex');
  await session.exec(`CREATE TABLE IF NOT EXISTS ${APPLIED} (checksum text NOT NULL, migrated_to bigint)`);
  const [current] = await session.rows<{ migrated_to: string | null }>(
    'SELECT max(created_at)::text AS migrated_to FROM drizzle.__drizzle_migrations',
  );
  const migratedTo = current?.migrated_to ?? null;
  const [applied] = await session.rows<{ checksum: string; migrated_to: string | null }>(
    `SELECT checksum, migrated_to::text AS migrated_to FROM ${APPLIED}`,
  );
  if (applied?.checksum === checksum && applied.migrated_to === migratedTo) return;

  await session.exec('BEGIN');
  try {
    for (const file of files) {
      await session.exec(file.text).catch((error: unknown) => {
        throw new Error(`db/sql/${file.name} failed to apply`, { cause: error });
      });
    }
    await session.exec(`DELETE FROM ${APPLIED}`);
    await session.rows(`INSERT INTO ${APPLIED} (checksum, migrated_to) VALUES ($1, $2)`, [checksum, migratedTo]);
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK');
    throw error;
  }
}
