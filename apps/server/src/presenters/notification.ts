import { sql, type SQL } from 'drizzle-orm';
import { isoTime } from './sqlJson.js';

/**
 * A notification as the API answers it (NotificationSchema), built by PostgreSQL as JSON text
 * (docs/decisions/0005): who caused it by name, what it is about while it exists. `n` is the
 * notification's alias, `actorName` its actor's name.
 */
export function notificationJson(n: string, actorName: SQL): SQL {
  const column = (name: string) => sql.raw(`${n}.${name}`);
  const ref = (name: string) => sql`CASE WHEN ${column(name)} IS NULL THEN NULL ELSE json_build_object('_id', ${column(name)}) END`;
  return sql`json_build_object(
    '_id', ${column('id')}, 'kind', ${column('kind')}, 'actor', json_build_object('_id', ${column('actor_id')}, 'name', ${actorName}),
    'item', ${ref('item_id')}, 'event', ${ref('event_id')}, 'title', ${column('title')}, 'rating', ${column('rating')},
    'createdAt', ${isoTime(sql`${column('created_at')}`)},
    'readAt', CASE WHEN ${column('read_at')} IS NULL THEN NULL ELSE ${isoTime(sql`${column('read_at')}`)} END
  )::text`;
}
