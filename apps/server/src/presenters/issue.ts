import type { BrowserInfo, Issue } from '@welink/domain';
import type { IssueWithAuthor } from '../db/rows.js';

/** `userId` carries the author as the original API populated it: {_id, name, email}. */
export function presentIssue({ issue, author }: IssueWithAuthor): Issue {
  return {
    _id: issue.id,
    title: issue.title,
    description: issue.description,
    type: issue.type,
    status: issue.status,
    priority: issue.priority,
    userId: author ? { _id: author.id, name: author.name, email: author.email } : null,
    url: issue.url,
    userAgent: issue.userAgent,
    // Written only through BrowserInfoSchema, so the column holds flat small values.
    browserInfo: (issue.browserInfo as BrowserInfo | null) ?? null,
    githubUrl: issue.githubUrl,
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
  };
}
