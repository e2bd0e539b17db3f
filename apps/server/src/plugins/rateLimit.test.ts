import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter, RATE_RULES } from './rateLimit.js';
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

  it('opens a new window once the old one has passed', () => {
    let now = 0;
    const limiter = createRateLimiter(true, () => now);
    const r = reply();
    limiter.consume(r as never, [{ rule, key: 'k' }]);
    limiter.consume(r as never, [{ rule, key: 'k' }]);
    expect(() => limiter.consume(r as never, [{ rule, key: 'k' }])).toThrow(AppError);
    now = 1001;
    expect(() => limiter.consume(r as never, [{ rule, key: 'k' }])).not.toThrow();
  });

  it('answers 429 with Retry-After and RateLimit headers of the rule that was broken', () => {
    const limiter = createRateLimiter(true, () => 0);
    limiter.consume(reply() as never, [{ rule, key: 'k' }]);
    limiter.consume(reply() as never, [{ rule, key: 'k' }]);
    try {
      limiter.consume(reply() as never, [{ rule, key: 'k' }]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).httpStatus).toBe(429);
      expect((error as AppError).headers).toEqual({ 'ratelimit-limit': '2', 'ratelimit-remaining': '0', 'ratelimit-reset': '1', 'retry-after': '1' });
    }
  });

  it('shows the tightest rule when one request passes several checks', () => {
    const limiter = createRateLimiter(true, () => 0);
    const r = reply();
    limiter.consume(r as never, [{ rule: { name: 'wide', max: 100, windowMs: 1000 }, key: 'k' }]);
    limiter.consume(r as never, [{ rule: { name: 'narrow', max: 5, windowMs: 1000 }, key: 'k' }]);
    expect(r.sent['ratelimit-limit']).toBe('5');
    const later = reply();
    limiter.consume(later as never, [{ rule: { name: 'narrow', max: 5, windowMs: 1000 }, key: 'j' }]);
    limiter.consume(later as never, [{ rule: { name: 'wide', max: 100, windowMs: 1000 }, key: 'j' }]);
    expect(later.sent).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '4' });
  });

  it('allows each of N server processes its share, so together they are never looser than the rule', () => {
    const limiter = createRateLimiter(true, () => 0, 2);
    const twentyFive = { name: 'login', max: 25, windowMs: 1000 };
    for (let i = 0; i < 12; i++) limiter.consume(reply() as never, [{ rule: twentyFive, key: 'k' }]);
    expect(() => limiter.consume(reply() as never, [{ rule: twentyFive, key: 'k' }])).toThrow(AppError);
    const r = reply();
    limiter.consume(r as never, [{ rule: twentyFive, key: 'other' }]);
    expect(r.sent).toMatchObject({ 'ratelimit-limit': '12', 'ratelimit-remaining': '11' });
  });

  it('does nothing when rate limiting is off', () => {
    const limiter = createRateLimiter(false);
    for (let i = 0; i < 10; i++) limiter.consume(reply() as never, [{ rule, key: 'k' }]);
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
