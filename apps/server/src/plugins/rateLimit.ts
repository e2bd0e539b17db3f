import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { MESSAGES } from '@welink/domain';
import { AppError } from '../errors.js';
import { createMemoryCounterStore, type CounterHit, type CounterState, type CounterStore } from './rateLimitStore.js';

export interface RateRule {
  /** Distinguishes counters: "login:ip", "login:identifier"… */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt under each rule; rejects with a 429 AppError when any is over its limit. */
  consume(reply: FastifyReply, checks: Array<{ rule: RateRule; key: string }>): Promise<void>;
  stop(): Promise<void>;
}

export interface RateLimiterOptions {
  enabled: boolean;
  /** Counters every server process shares (PostgreSQL); left out, each process counts in its own memory. */
  shared?: CounterStore | undefined;
  /** Server processes sharing the port (WEB_CONCURRENCY): counting in memory, each allows its share. */
  processes?: number | undefined;
  now?: () => number;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** At most one warning this often while the shared counters cannot be reached. */
const WARN_EVERY_MS = 60_000;

/**
 * Fixed-window counters: shared by every process and host when a store is given, so a limit
 * means the same with 1 process or 20; otherwise in process memory, where each of N
 * processes allows 1/N of every rule, so together they are never looser than the rule
 * (docs/security.md). A hit the shared store cannot count (the database is unreachable) is
 * counted in this process's memory at its 1/N share: limits keep holding, per process, and
 * requests are not refused for an outage of the counters alone (docs/decisions/0023).
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { enabled, shared, processes = 1, now = Date.now, log } = options;
  const memory = createMemoryCounterStore(now);
  let warnedAt = -Infinity;

  async function count(hits: CounterHit[]): Promise<{ states: CounterState[]; share: number }> {
    if (!shared) return { states: await memory.hit(hits), share: processes };
    try {
      return { states: await shared.hit(hits), share: 1 };
    } catch (err) {
      if (now() - warnedAt >= WARN_EVERY_MS) {
        warnedAt = now();
        log?.warn({ err }, 'shared rate-limit counters unreachable; counting in this process until they answer');
      }
      return { states: await memory.hit(hits), share: processes };
    }
  }

  return {
    async consume(reply, checks) {
      if (!enabled || checks.length === 0) return;
      const { states, share } = await count(checks.map(({ rule, key }) => ({ id: `${rule.name}:${key}`, windowMs: rule.windowMs })));
      const maxOf = (rule: RateRule) => Math.max(1, Math.floor(rule.max / share));
      let tightest: { max: number; state: CounterState } | undefined;
      checks.forEach(({ rule }, at) => {
        const state = states[at]!;
        if (!tightest || maxOf(rule) - state.count < tightest.max - tightest.state.count) tightest = { max: maxOf(rule), state };
      });
      if (!tightest) return;
      const remaining = tightest.max - tightest.state.count;
      const resetSeconds = Math.max(1, Math.ceil(tightest.state.msLeft / 1000));
      const headers = {
        'ratelimit-limit': String(tightest.max),
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
    async stop() {
      await Promise.all([memory.stop(), shared?.stop()]);
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
