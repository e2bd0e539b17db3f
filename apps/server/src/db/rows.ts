import type { SQL } from 'drizzle-orm';
import type { Coordinates } from '@welink/domain';
import type { Db } from './client.js';
import type { followRequests, issues, notifications, responses, UserRow } from './schema/index.js';

/** Rows of a raw SQL query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// Rows the queries answer and the presenters read, kept here so neither imports the other.

/** What connections ever read of another member: never the password hash or token version. */
export type ContactRow = Pick<UserRow, 'id' | 'name' | 'email' | 'phonePrefix' | 'phoneNumber' | 'phoneInternational'>;
export type FollowRequestRow = typeof followRequests.$inferSelect;

export type ResponseRow = typeof responses.$inferSelect;

export type IssueRow = typeof issues.$inferSelect;
export interface IssueAuthor {
  id: string;
  name: string;
  email: string;
}
/** An issue with its author, who is null once their account is deleted. */
export interface IssueWithAuthor {
  issue: IssueRow;
  author: IssueAuthor | null;
}

/** The few facts of a WeLink a guide card shows, as its guide entry keeps them. */
export interface GuideItemRow {
  id: string;
  title: string;
  category: string;
  subcategory: string | null;
  rating: number;
  coordinates: Coordinates | null;
}

export type NotificationRow = typeof notifications.$inferSelect;
/** A notification with the name of who caused it, its times as the answer's ISO text (written by PostgreSQL: isoTime). */
export type NotificationWithActor = Omit<NotificationRow, 'createdAt' | 'readAt'> & { actorName: string; createdAt: string; readAt: string | null };
