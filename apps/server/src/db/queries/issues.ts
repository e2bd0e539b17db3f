import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ISSUE_STATUSES, type BrowserInfo, type IssueStats, type IssueStatus, type IssueType } from '@welink/domain';
import type { Db } from '../client.js';
import type { IssueRow, IssueWithAuthor } from '../rows.js';
import { issues, users } from '../schema/index.js';

export interface NewIssue {
  userId: string;
  title: string;
  description: string;
  type: IssueType;
  url: string | null;
  userAgent: string | null;
  browserInfo: BrowserInfo | null;
}

export async function insertIssue(db: Db, issue: NewIssue): Promise<IssueRow> {
  const [row] = await db.insert(issues).values(issue).returning();
  if (!row) throw new Error('insert into issues returned no row');
  return row;
}

/** Stores the address of the GitHub copy; not an edit, so updated_at stays. */
export async function setIssueGithubUrl(db: Db, issueId: string, githubUrl: string): Promise<void> {
  await db.update(issues).set({ githubUrl }).where(eq(issues.id, issueId));
}

export async function updateIssueStatus(db: Db, issueId: string, status: IssueStatus): Promise<IssueRow | undefined> {
  const [row] = await db
    .update(issues)
    .set({ status, updatedAt: new Date() })
    .where(eq(issues.id, issueId))
    .returning();
  return row;
}

const withAuthor = { issue: issues, authorId: users.id, authorName: users.name, authorEmail: users.email };

function toIssueWithAuthor(r: { issue: IssueRow; authorId: string | null; authorName: string | null; authorEmail: string | null }): IssueWithAuthor {
  return {
    issue: r.issue,
    author: r.authorId !== null && r.authorName !== null && r.authorEmail !== null ? { id: r.authorId, name: r.authorName, email: r.authorEmail } : null,
  };
}

export async function findIssue(db: Db, issueId: string): Promise<IssueWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(issues)
    .leftJoin(users, eq(users.id, issues.userId))
    .where(eq(issues.id, issueId))
    .limit(1);
  return row && toIssueWithAuthor(row);
}

export interface IssueFilter {
  status?: IssueStatus | undefined;
  type?: IssueType | undefined;
}

/** One page of the dashboard, newest first, and the number of issues that match the filter. */
export async function listIssues(
  db: Db,
  filter: IssueFilter,
  page: number,
  limit: number,
): Promise<{ rows: IssueWithAuthor[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(issues.status, filter.status));
  if (filter.type) conditions.push(eq(issues.type, filter.type));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(withAuthor)
      .from(issues)
      .leftJoin(users, eq(users.id, issues.userId))
      .where(where)
      .orderBy(desc(issues.createdAt), desc(issues.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(issues).where(where),
  ]);
  return { rows: rows.map(toIssueWithAuthor), total: counted?.total ?? 0 };
}

/** Counts per status, every status present (zero included), in ISSUE_STATUSES order. */
export async function countIssueStats(db: Db): Promise<IssueStats> {
  const rows = await db.select({ status: issues.status, count: count() }).from(issues).groupBy(issues.status);
  const byStatus = ISSUE_STATUSES.map((status) => ({ _id: status, count: rows.find((r) => r.status === status)?.count ?? 0 }));
  return { total: byStatus.reduce((sum, s) => sum + s.count, 0), byStatus };
}
