import type { DigestPeriod } from '../../db/queries/digest.js';

/** The digest goes out on Mondays at 08:00, Madrid time (docs/decisions/0018). */
const TIME_ZONE = 'Europe/Madrid';
const SEND_HOUR = 8;
const DAY_MS = 86_400_000;
/** A week not sent within this long after its hour is skipped: a late Monday digest is news, a Thursday one is not. */
export const DIGEST_SEND_WINDOW_MS = DAY_MS;

const madridParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Madrid's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function madridOffsetMs(instant: number): number {
  const part = (type: string) => Number(madridParts.formatToParts(instant).find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The latest Monday 08:00 in Madrid at or before `now`: when that week's digest is due. */
function lastSendBefore(now: Date): { weekStart: string; sendAt: Date } {
  // Madrid's wall clock read as if it were UTC, so getUTC* give Madrid's date and hour.
  const local = new Date(now.getTime() + madridOffsetMs(now.getTime()));
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  let monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysSinceMonday);
  if (monday + SEND_HOUR * 3_600_000 > local.getTime()) monday -= 7 * DAY_MS;
  const sendLocal = monday + SEND_HOUR * 3_600_000;
  // Monday 08:00 is a day away from any change of clocks (Sundays, 02:00-03:00): one correction is exact.
  const sendAt = sendLocal - madridOffsetMs(sendLocal - madridOffsetMs(now.getTime()));
  return { weekStart: new Date(monday).toISOString().slice(0, 10), sendAt: new Date(sendAt) };
}

/**
 * The week whose digest is due at `now`: keyed by its Monday, covering the week before the send.
 * Undefined once the send window has passed (the next week's turn is still to come).
 */
export function dueDigestWeek(now: Date): DigestPeriod | undefined {
  const { weekStart, sendAt } = lastSendBefore(now);
  if (now.getTime() >= sendAt.getTime() + DIGEST_SEND_WINDOW_MS) return undefined;
  return { weekStart, from: lastSendBefore(new Date(sendAt.getTime() - 1)).sendAt, to: sendAt };
}
