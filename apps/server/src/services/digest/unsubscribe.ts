import type { LinkTokens } from '../../adapters/tokens.js';
import type { Db } from '../../db/client.js';
import { useUnsubscribeLink } from '../../db/queries/digest.js';
import { setWeeklyDigest } from '../../db/queries/users.js';

export type UnsubscribeOutcome = 'unsubscribed' | 'used' | 'invalid';

/** What an unsubscribe link signs: the member and the week whose mail carried it. */
export const unsubscribeSubject = (userId: string, weekStart: string) => `${userId}/${weekStart}`;
const SUBJECT = /^(?<userId>[0-9a-f-]{36})\/(?<weekStart>\d{4}-\d{2}-\d{2})$/;

function subjectOf(links: LinkTokens, token: string): { userId: string; weekStart: string } | undefined {
  return SUBJECT.exec(links.verify(token) ?? '')?.groups as { userId: string; weekStart: string } | undefined;
}

/** The member a digest's unsubscribe link was sent to, if this server signed it; checks the signature only. */
export function unsubscribeLinkMember(links: LinkTokens, token: string): string | undefined {
  return subjectOf(links, token)?.userId;
}

/** Whether `token` is a link this server put in a digest; checks the signature only. */
export function isUnsubscribeLink(links: LinkTokens, token: string): boolean {
  return subjectOf(links, token) !== undefined;
}

/**
 * The one-click unsubscribe of a digest mail: the token names a member and the week whose mail
 * carried it, and can do nothing but turn that member's digest off, once. A used link does not
 * turn it off again after the member turned it back on in Settings.
 */
export async function unsubscribeByLink(db: Db, links: LinkTokens, token: string, now: Date): Promise<UnsubscribeOutcome> {
  const subject = subjectOf(links, token);
  if (!subject) return 'invalid';
  const { userId, weekStart } = subject;
  return db.transaction(async (tx) => {
    const firstUse = await useUnsubscribeLink(tx, userId, weekStart, now);
    if (firstUse === undefined) return 'invalid';
    if (!firstUse) return 'used';
    await setWeeklyDigest(tx, userId, false);
    return 'unsubscribed';
  });
}
