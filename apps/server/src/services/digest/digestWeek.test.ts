import { describe, expect, it } from 'vitest';
import { dueDigestWeek } from './digestWeek.js';

describe('dueDigestWeek', () => {
  it('is due from Monday 08:00 in Madrid (07:00 UTC in winter) for a day, keyed by that Monday', () => {
    expect(dueDigestWeek(new Date('2026-11-16T06:59:59Z'))).toBeUndefined();
    const week = dueDigestWeek(new Date('2026-11-16T07:00:00Z'));
    expect(week).toEqual({ weekStart: '2026-11-16', from: new Date('2026-11-09T07:00:00Z'), to: new Date('2026-11-16T07:00:00Z') });
    expect(dueDigestWeek(new Date('2026-11-17T06:59:59Z'))?.weekStart).toBe('2026-11-16');
    expect(dueDigestWeek(new Date('2026-11-17T07:00:00Z'))).toBeUndefined();
  });

  it('follows summer time (06:00 UTC) and a week that spans the change of clocks', () => {
    expect(dueDigestWeek(new Date('2026-06-01T06:00:00Z'))?.to).toEqual(new Date('2026-06-01T06:00:00Z'));
    // Clocks went forward on Sunday 2026-03-29: the week before Monday 30 March is an hour shorter.
    expect(dueDigestWeek(new Date('2026-03-30T06:30:00Z'))).toEqual({
      weekStart: '2026-03-30',
      from: new Date('2026-03-23T07:00:00Z'),
      to: new Date('2026-03-30T06:00:00Z'),
    });
  });

  it('reads the Monday in Madrid, not in UTC: Sunday 23:30 UTC in summer is already Monday there, but before 08:00', () => {
    expect(dueDigestWeek(new Date('2026-05-31T23:30:00Z'))).toBeUndefined();
  });
});
