import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter, RATE_RULES } from './rateLimit.js';
import { createMemoryCounterStore, type CounterStore } from './rateLimitStore.js';
import { AppError } from '../errors.js';

const reply = () => {
  const sent: Record<string, string> = {};
  return {
    headers: (h: Record<string, string>) => Object.assign(sent, h),
    getHeader: (name: string) => sent[name],
    sent,
  };
};

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:FFFF::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (ip, key) => expect(clientKey(ip)).toBe(key));
});

describe('createRateLimiter', () => {
  const rule = { name: 'test', max: 2, windowMs: 1000 };

  it('opens a new window once the old one has passed', async () => {
    let now = 0;
    const limiter = createRateLimiter({ enabled: true, now: () => now });
    const r = reply();
    await limiter.consume(r as never, [{ rule, key: 'k' }]);
    await limiter.consume(r as never, [{ rule, key: 'k' }]);
    await expect(limiter.consume(r as never, [{ rule, key: 'k' }])).rejects.toThrow(AppError);
    now = 1001;
    await expect(limiter.consume(r as never, [{ rule, key: 'k' }])).resolves.toBeUndefined();
  });

  it('answers 429 with Retry-After and RateLimit headers of the rule that was broken', async () => {
    const limiter = createRateLimiter({ enabled: true, now: () => 0 });
    await limiter.consume(reply() as never, [{ rule, key: 'k' }]);
    await limiter.consume(reply() as never, [{ rule, key: 'k' }]);
    const error = await limiter.consume(reply() as never, [{ rule, key: 'k' }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).httpStatus).toBe(429);
    expect((error as AppError).headers).toEqual({ 'ratelimit-limit': '2', 'ratelimit-remaining': '0', 'ratelimit-reset': '1', 'retry-after': '1' });
  });

  it('shows the tightest rule when one request passes several checks', async () => {
    const limiter = createRateLimiter({ enabled: true, now: () => 0 });
    const r = reply();
    await limiter.consume(r as never, [{ rule: { name: 'wide', max: 100, windowMs: 1000 }, key: 'k' }]);
    await limiter.consume(r as never, [{ rule: { name: 'narrow', max: 5, windowMs: 1000 }, key: 'k' }]);
    expect(r.sent['ratelimit-limit']).toBe('5');
    const later = reply();
    await limiter.consume(later as never, [{ rule: { name: 'narrow', max: 5, windowMs: 1000 }, key: 'j' }]);
    await limiter.consume(later as never, [{ rule: { name: 'wide', max: 100, windowMs: 1000 }, key: 'j' }]);
    expect(later.sent).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '4' });
  });

  it('allows each of N server processes its share when counting in memory, so together they are never looser than the rule', async () => {
    const limiter = createRateLimiter({ enabled: true, now: () => 0, processes: 2 });
    const twentyFive = { name: 'login', max: 25, windowMs: 1000 };
    for (let i = 0; i < 12; i++) await limiter.consume(reply() as never, [{ rule: twentyFive, key: 'k' }]);
    await expect(limiter.consume(reply() as never, [{ rule: twentyFive, key: 'k' }])).rejects.toThrow(AppError);
    const r = reply();
    await limiter.consume(r as never, [{ rule: twentyFive, key: 'other' }]);
    expect(r.sent).toMatchObject({ 'ratelimit-limit': '12', 'ratelimit-remaining': '11' });
  });

  it('allows the whole rule when the counters are shared by every process', async () => {
    const shared = createMemoryCounterStore(() => 0);
    const limiter = createRateLimiter({ enabled: true, shared, processes: 2 });
    const r = reply();
    await limiter.consume(r as never, [{ rule: { name: 'login', max: 25, windowMs: 1000 }, key: 'k' }]);
    expect(r.sent).toMatchObject({ 'ratelimit-limit': '25', 'ratelimit-remaining': '24' });
    await limiter.stop();
  });

  it('counts in this process, at its share, while the shared counters cannot be reached, and says so once', async () => {
    const unreachable: CounterStore = { hit: () => Promise.reject(new Error('connect ECONNREFUSED')), stop: () => Promise.resolve() };
    const warnings: unknown[] = [];
    const limiter = createRateLimiter({ enabled: true, shared: unreachable, processes: 2, now: () => 0, log: { warn: (...args: unknown[]) => warnings.push(args) } });
    const four = { name: 'login', max: 4, windowMs: 1000 };
    await limiter.consume(reply() as never, [{ rule: four, key: 'k' }]);
    await limiter.consume(reply() as never, [{ rule: four, key: 'k' }]);
    await expect(limiter.consume(reply() as never, [{ rule: four, key: 'k' }])).rejects.toThrow(AppError);
    expect(warnings).toHaveLength(1);
  });

  it('does nothing when rate limiting is off', async () => {
    const limiter = createRateLimiter({ enabled: false });
    for (let i = 0; i < 10; i++) await limiter.consume(reply() as never, [{ rule, key: 'k' }]);
  });
});

describe('RATE_RULES', () => {
  const MINUTE = 60_000;
  // Mastodon's defaults (config/initializers/rack_attack.rb): no rule of ours may allow more per window.
  it.each([
    ['loginPerIp', 25, 5 * MINUTE],
    ['loginPerIdentifier', 25, 60 * MINUTE],
    ['forgotPerEmail', 5, 30 * MINUTE],
    ['signupPerIp', 5, 30 * MINUTE],
    ['requestsPerUser', 1500, 5 * MINUTE],
  ] as const)('%s allows at most %i per %i ms', (name, max, windowMs) => {
    const rule = RATE_RULES[name];
    expect(rule.max).toBeLessThanOrEqual(max);
    expect(rule.windowMs).toBeGreaterThanOrEqual(windowMs);
  });

  it('limits every member write more tightly than every member request', () => {
    expect(RATE_RULES.writesPerUser.max).toBeLessThan(RATE_RULES.requestsPerUser.max);
    expect(RATE_RULES.writesPerUser.windowMs).toBe(RATE_RULES.requestsPerUser.windowMs);
  });
});
