import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { IdSchema, MESSAGES } from '@welink/domain';
import { AppError } from '../../errors.js';

export interface Cursor {
  createdAt: Date;
  id: string;
}

/** `createdAt`: a Date, or its ISO text as PostgreSQL wrote it (isoTime). */
export function encodeCursor(row: { createdAt: Date | string; id: string }): string {
  const at = typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString();
  return Buffer.from(`${at}|${row.id}`).toString('base64url');
}

/** The form encodeCursor writes; a year PostgreSQL cannot hold (before 1 or past 9999) never comes from it. */
const CURSOR_TIME = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  const [iso = '', rawId] = Buffer.from(raw, 'base64url').toString().split('|');
  const id = IdSchema.safeParse(rawId);
  const createdAt = new Date(iso);
  if (!id.success || !CURSOR_TIME.test(iso) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('VALIDATION', MESSAGES.validationFailed, { fields: { cursor: 'Cursor no válido' } });
  }
  return { createdAt, id: id.data };
}

/**
 * Rows after the cursor, newest first. A row comparison lets PostgreSQL start the index
 * scan at the cursor instead of filtering from the newest row. created_at columns hold
 * milliseconds, as the cursor does.
 */
export function afterCursor(createdAt: PgColumn | SQL, id: PgColumn | SQL, cursor: Cursor): SQL {
  return beforeKey(createdAt, id, cursor.createdAt.toISOString(), cursor.id);
}

/** afterCursor's comparison with the key given as values or a prepared statement's placeholders. */
export function beforeKey(createdAt: PgColumn | SQL, id: PgColumn | SQL, keyCreatedAt: unknown, keyId: unknown): SQL {
  return sql`(${createdAt}, ${id}) < (${keyCreatedAt}::timestamptz, ${keyId}::uuid)`;
}

/** A prepared keyset page's values: the cursor's key (null on the first page) and the limit + 1 rows to take. */
export function pageValues(limit: number, cursor: Cursor | undefined) {
  return { cursorAt: cursor?.createdAt.toISOString() ?? null, cursorId: cursor?.id ?? null, take: limit + 1 };
}

/** Newest first by (created_at, id): the condition and order every keyset page uses. */
export function keyset(columns: { createdAt: PgColumn; id: PgColumn }, cursor: Cursor | undefined) {
  const where: SQL | undefined = cursor ? afterCursor(columns.createdAt, columns.id, cursor) : undefined;
  return { where, orderBy: [desc(columns.createdAt), desc(columns.id)] };
}

/** Fetches limit + 1 rows; answers the page and the next cursor, if any. */
export function page<T extends { createdAt: Date | string; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : undefined };
}
