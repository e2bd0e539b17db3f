import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter } from './rateLimit.js';
import { AppError } from '../errors.js';

const reply = () => {
  const headers: Record<string, string> = {};
  return { headers: (h: Record<string, string>) => Object.assign(headers, h), sent: headers };
};

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
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

  it('does nothing when rate limiting is off', () => {
    const limiter = createRateLimiter(false);
    for (let i = 0; i < 10; i++) limiter.consume(reply() as never, [{ rule, key: 'k' }]);
  });
});
