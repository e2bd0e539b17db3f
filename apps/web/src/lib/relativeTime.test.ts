import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { relativeTime } from './relativeTime';

const NOW = Date.parse('2025-10-17T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('reads "hace unos segundos" under a minute', () => {
    expect(relativeTime(ago(0), NOW)).toBe('hace unos segundos');
    expect(relativeTime(ago(59_000), NOW)).toBe('hace unos segundos');
  });

  it('treats a future date as just now', () => {
    expect(relativeTime(ago(-5 * MIN), NOW)).toBe('hace unos segundos');
  });

  it('counts minutes with singular and plural', () => {
    expect(relativeTime(ago(MIN), NOW)).toBe('hace 1 minuto');
    expect(relativeTime(ago(5 * MIN + 30_000), NOW)).toBe('hace 5 minutos');
    expect(relativeTime(ago(59 * MIN), NOW)).toBe('hace 59 minutos');
  });

  it('counts hours under 24', () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('hace 1 hora');
    expect(relativeTime(ago(3 * HOUR), NOW)).toBe('hace 3 horas');
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), NOW)).toBe('hace 23 horas');
  });

  it('counts days under 30', () => {
    expect(relativeTime(ago(DAY), NOW)).toBe('hace 1 día');
    expect(relativeTime(ago(2 * DAY), NOW)).toBe('hace 2 días');
    expect(relativeTime(ago(29 * DAY), NOW)).toBe('hace 29 días');
  });

  it('counts months under 12', () => {
    expect(relativeTime(ago(30 * DAY), NOW)).toBe('hace 1 mes');
    expect(relativeTime(ago(95 * DAY), NOW)).toBe('hace 3 meses');
    expect(relativeTime(ago(359 * DAY), NOW)).toBe('hace 11 meses');
  });

  it('then counts years', () => {
    expect(relativeTime(ago(360 * DAY), NOW)).toBe('hace 1 año');
    expect(relativeTime(ago(365 * DAY), NOW)).toBe('hace 1 año');
    expect(relativeTime(ago(3 * 365 * DAY), NOW)).toBe('hace 3 años');
  });

  it('accepts Date and epoch inputs and rejects garbage', () => {
    expect(relativeTime(new Date(NOW - 2 * HOUR), NOW)).toBe('hace 2 horas');
    expect(relativeTime(NOW - 10 * MIN, NOW)).toBe('hace 10 minutos');
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('speaks the active language through Intl', async () => {
    await activateLocale('en');
    try {
      expect(relativeTime(ago(0), NOW)).toBe('a few seconds ago');
      expect(relativeTime(ago(MIN), NOW)).toBe('1 minute ago');
      expect(relativeTime(ago(3 * HOUR), NOW)).toBe('3 hours ago');
      expect(relativeTime(ago(400 * DAY), NOW)).toBe('1 year ago');
    } finally {
      await activateLocale('es');
    }
  });
});
