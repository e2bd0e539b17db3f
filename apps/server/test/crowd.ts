import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { Database, Db } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { follow, member, type Member } from './members.js';

/** The most followers a publish fans out to within its own request (migration 0014). */
export async function fanOutInlineMax(db: Db): Promise<number> {
  const [row] = await rowsOf<{ max: number }>(db, sql`SELECT wl_timeline_fan_out_inline_max() AS max`);
  if (!row) throw new Error('wl_timeline_fan_out_inline_max() answered nothing');
  return row.max;
}

/** `count` new approved members, all following `authorId`; answers their ids. */
export async function addFollowers(db: Db, authorId: string, count: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`WITH crowd AS (
          INSERT INTO users (name, email, password_hash, status)
          SELECT 'Seguidor ' || n, 'seguidor' || n || '-' || gen_random_uuid() || '@example.com', 'x', 'approved'
          FROM generate_series(1, ${count}) n
          RETURNING id)
        INSERT INTO follows (follower_id, followee_id) SELECT id, ${authorId}::uuid FROM crowd RETURNING follower_id AS id`,
  );
  return rows.map((r) => r.id);
}

/**
 * A member followed by one more member than a publish fans out to within its request, so
 * their publishes are queued (migration 0014); `fan` is one of those followers.
 */
export async function famousMemberWithFan(app: App, database: Database): Promise<{ famous: Member; fan: Member; followers: number }> {
  const famous = await member(app, database, 'Famosa');
  const fan = await member(app, database, 'Fan');
  await follow(database, fan, famous);
  const others = await fanOutInlineMax(database.db);
  await addFollowers(database.db, famous.id, others);
  return { famous, fan, followers: others + 1 };
}
