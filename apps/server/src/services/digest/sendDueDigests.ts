import type { Mailer } from '../../adapters/mail.js';
import type { LinkTokens } from '../../adapters/tokens.js';
import type { Db } from '../../db/client.js';
import {
  bestOfCircle,
  claimDigests,
  markDigestSent,
  pendingRatedByFriends,
  unansweredQuestions,
  type DigestPeriod,
} from '../../db/queries/digest.js';
import type { ErrorLog } from '../events/queuedFanOut.js';
import { digestMail, isEmptyDigest } from './digestMail.js';
import { dueDigestWeek } from './digestWeek.js';
import { unsubscribeSubject } from './unsubscribe.js';

/** A claim this old without `sent_at` was lost (a crash, a failed mail): it is claimed again. */
export const DIGEST_CLAIM_STALE_MS = 15 * 60_000;
/** Members claimed per statement: a batch's mails go out before the next batch is claimed. */
export const DIGEST_BATCH = 20;

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  unsubscribeLinks: LinkTokens;
  log: ErrorLog;
}

/**
 * Sends the digests due at `now`, batch after batch until none is left unclaimed or `signal` aborts; answers how many
 * mails went out. Any number of processes may run it at once: each member's week is claimed by one
 * (db/queries/digest.ts), and a sent week is never sent again.
 */
export async function sendDueDigests(deps: DigestDeps, now: Date, options: { batch?: number; signal?: AbortSignal } = {}): Promise<number> {
  const batch = options.batch ?? DIGEST_BATCH;
  const week = dueDigestWeek(now);
  if (!week) return 0;
  let mailed = 0;
  for (;;) {
    const claimed = await claimDigests(deps.db, {
      weekStart: week.weekStart,
      now,
      staleBefore: new Date(now.getTime() - DIGEST_CLAIM_STALE_MS),
      batch,
    });
    for (const member of claimed) {
      try {
        if (await sendDigest(deps, member, week)) mailed += 1;
        await markDigestSent(deps.db, member.userId, week.weekStart, now);
      } catch (err) {
        // The claim stays unsent and is taken again once stale.
        deps.log.error({ err, userId: member.userId }, 'weekly digest failed');
      }
    }
    // Stopping (the server closes): what is left is claimed by the next tick, here or elsewhere.
    if (claimed.length < batch || options.signal?.aborted) return mailed;
  }
}

async function sendDigest(deps: DigestDeps, member: { userId: string; email: string; name: string; language: string | null }, week: DigestPeriod): Promise<boolean> {
  const [best, questions, pending] = await Promise.all([
    bestOfCircle(deps.db, member.userId, week),
    unansweredQuestions(deps.db, member.userId, week),
    pendingRatedByFriends(deps.db, member.userId, week),
  ]);
  const content = { best, questions, pending };
  if (isEmptyDigest(content)) return false;
  const token = deps.unsubscribeLinks.sign(unsubscribeSubject(member.userId, week.weekStart));
  const unsubscribe = `${deps.appUrl}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(digestMail(member, content, { app: deps.appUrl, unsubscribe }));
  return true;
}
