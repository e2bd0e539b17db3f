import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.js';
import { namedStatementClient } from './pgliteNamedStatements.js';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement of a hot path, built once per database handle and prepared under `name`:
 * drizzle builds its SQL once, and node-postgres parses it once per pooled connection (PGlite
 * once per session, see namedOnPglite), so a call pays neither query building nor
 * PostgreSQL's parse and plan (a third of the auth lookup's cost on PostgreSQL, two thirds
 * on PGlite). `name` must be unique to the statement: a
 * connection refuses one name for two texts.
 */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db) => { prepare(name: string): T }): T {
  let statements = byDb.get(db);
  if (!statements) byDb.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = namedOnPglite(db, build(db).prepare(name), name)));
  return statement;
}

/**
 * drizzle's PGlite statements ignore their name and send the text on every call; on the
 * PGlite handle itself (not a transaction's, whose calls must stay on its own client) the
 * statement's client becomes a named statement (pgliteNamedStatements.ts).
 */
function namedOnPglite<T>(db: Db, statement: T, name: string): T {
  const client = (db._.session as unknown as { client?: unknown }).client;
  const holder = statement as { client?: unknown };
  if (client instanceof PGlite && holder.client === client) holder.client = namedStatementClient(client, name);
  return statement;
}

/** The SQL builder of the app's drizzle handles (same casing), for statements built by hand. */
export const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Raw SQL of a hot path (placeholders allowed), prepared the same way; `rows` runs it.
 * Through the handle's own session, so it works inside a transaction too.
 */
export function preparedSql<T>(db: Db, name: string, build: () => SQL): { rows(values: Record<string, unknown>): Promise<T[]> } {
  return preparedOnce(db, name, (d) => ({
    prepare: (statementName) => {
      const statement = namedOnPglite(d, d._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, statementName, false), statementName);
      // Both drivers answer a raw statement as `{ rows }`.
      return { rows: async (values) => ((await statement.execute(values)) as { rows: T[] }).rows };
    },
  }));
}

/** `column = ANY($name)`: a list of ids as one array parameter, so one prepared statement takes any length. */
export function idIn(column: AnyPgColumn, placeholderName: string): SQL {
  return sql`${column} = ANY(${sql.placeholder(placeholderName)}::uuid[])`;
}

/**
 * A LIMIT written into a prepared statement's text rather than bound. A generic plan of
 * `LIMIT $n` expects a tenth of the rows, so a statement that stops early (the similar-item
 * walk) looks dearer generic than planned per call, and PostgreSQL plans it on every call.
 */
export function limitInText(limit: number): Placeholder {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A page size is a positive integer, not ${limit}`);
  // drizzle writes any SQL object it is given as the limit into the text.
  return sql.raw(String(limit)) as unknown as Placeholder;
}
