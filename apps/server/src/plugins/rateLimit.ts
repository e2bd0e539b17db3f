import type { FastifyReply } from 'fastify';
import { MESSAGES } from '@welink/domain';
import { AppError } from '../errors.js';

export interface RateRule {
  /** Distinguishes counters: "login:ip", "login:identifier"… */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt under each rule; throws a 429 AppError when any is over its limit. */
  consume(reply: FastifyReply, checks: Array<{ rule: RateRule; key: string }>): void;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in process memory. With N server processes sharing the
 * port each allows 1/N of every rule, so together they are never looser than
 * the rule, whichever process a client's connections reach (docs/security.md).
 */
export function createRateLimiter(enabled: boolean, now: () => number = Date.now, processes = 1): RateLimiter {
  const maxOf = (rule: RateRule) => Math.max(1, Math.floor(rule.max / processes));
  const windows = new Map<string, Window>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    consume(reply, checks) {
      if (!enabled) return;
      const t = now();
      let tightest: { rule: RateRule; window: Window } | undefined;
      for (const { rule, key } of checks) {
        const id = `${rule.name}:${key}`;
        let w = windows.get(id);
        if (!w || w.resetAt <= t) {
          w = { count: 0, resetAt: t + rule.windowMs };
          windows.set(id, w);
        }
        w.count += 1;
        if (!tightest || maxOf(rule) - w.count < maxOf(tightest.rule) - tightest.window.count) tightest = { rule, window: w };
      }
      if (!tightest) return;
      const remaining = maxOf(tightest.rule) - tightest.window.count;
      const resetSeconds = Math.max(1, Math.ceil((tightest.window.resetAt - t) / 1000));
      const headers = {
        'ratelimit-limit': String(maxOf(tightest.rule)),
        'ratelimit-remaining': String(Math.max(0, remaining)),
        'ratelimit-reset': String(resetSeconds),
      };
      if (remaining < 0) {
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests, {}, { ...headers, 'retry-after': String(resetSeconds) });
      }
      // A request may pass several checks (every member call, then its route's own): show the tightest.
      const shown = Number(reply.getHeader('ratelimit-remaining') ?? Infinity);
      if (remaining <= shown) reply.headers(headers);
    },
  };
}

/** IPv6 clients usually own a whole /64, so they are counted per /64. */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Limits from docs/security.md, at least as strict as Mastodon's. */
export const RATE_RULES = {
  loginPerIp: { name: 'login:ip', max: 25, windowMs: 5 * 60_000 },
  loginPerIdentifier: { name: 'login:identifier', max: 25, windowMs: 60 * 60_000 },
  signupPerIp: { name: 'signup:ip', max: 5, windowMs: 30 * 60_000 },
  forgotPerEmail: { name: 'forgot:email', max: 5, windowMs: 30 * 60_000 },
  forgotPerIp: { name: 'forgot:ip', max: 20, windowMs: 30 * 60_000 },
  resetPerIp: { name: 'reset:ip', max: 25, windowMs: 5 * 60_000 },
  /** Routes that check the member's password again (change it, delete the account): one budget against guessing. */
  passwordCheckPerUser: { name: 'password-check:user', max: 10, windowMs: 15 * 60_000 },
  /** Downloading all of one's data reads every row of the member's: a few a day is plenty. */
  exportPerUser: { name: 'export:user', max: 5, windowMs: 60 * 60_000 },
  /** Reading an export parses up to 20 MB: a few uploads an hour is plenty. */
  importPerUser: { name: 'import:user', max: 10, windowMs: 60 * 60_000 },
  /** A published guide's page, read without an account (a link preview fetches it too). */
  publicGuidePerIp: { name: 'public-guide:ip', max: 300, windowMs: 5 * 60_000 },
  /** Its photos: a page shows up to 200, so an office behind one address opening it twice stays well under. */
  publicGuidePhotoPerIp: { name: 'public-guide-photo:ip', max: 3_000, windowMs: 5 * 60_000 },
  /** Every call of a signed-in member, whatever the route (Mastodon: 1,500 per 5 minutes). */
  requestsPerUser: { name: 'requests:user', max: 1500, windowMs: 5 * 60_000 },
  /** Every POST, PUT, PATCH and DELETE of a signed-in member, on top of tighter per-route rules. */
  writesPerUser: { name: 'writes:user', max: 300, windowMs: 5 * 60_000 },
} satisfies Record<string, RateRule>;
