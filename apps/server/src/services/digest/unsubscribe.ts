import type { LinkTokens } from '../../adapters/tokens.js';
import type { Db } from '../../db/client.js';
import { useUnsubscribeLink } from '../../db/queries/digest.js';
import { setWeeklyDigest } from '../../db/queries/users.js';

export type UnsubscribeOutcome = 'unsubscribed' | 'used' | 'invalid';

const SUBJECT = /^([0-9a-f-]{36})\/(\d{4}-\d{2}-\d{2})$/;

/** Whether `token` is a link this server put in a digest; checks the signature only. */
export function isUnsubscribeLink(links: LinkTokens, token: string): boolean {
  return SUBJECT.test(links.verify(token) ?? '');
}

/**
 * The one-click unsubscribe of a digest mail: the token names a member and the week whose mail
 * carried it, and can do nothing but turn that member's digest off, once. A used link does not
 * turn it off again after the member turned it back on in Settings.
 */
export async function unsubscribeByLink(db: Db, links: LinkTokens, token: string, now: Date): Promise<UnsubscribeOutcome> {
  const match = SUBJECT.exec(links.verify(token) ?? '');
  if (!match) return 'invalid';
  const [, userId, weekStart] = match as unknown as [string, string, string];
  return db.transaction(async (tx) => {
    const firstUse = await useUnsubscribeLink(tx, userId, weekStart, now);
    if (firstUse === undefined) return 'invalid';
    if (!firstUse) return 'used';
    await setWeeklyDigest(tx, userId, false);
    return 'unsubscribed';
  });
}
