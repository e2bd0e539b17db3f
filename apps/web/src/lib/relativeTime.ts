import { activeLocale, t } from '../i18n/i18n';
// Registers the "just now" text in the catalogue.
import './messages';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();
function format(count: number, unit: Intl.RelativeTimeFormatUnit): string {
  const locale = activeLocale();
  let rtf = formats.get(locale);
  if (!rtf) formats.set(locale, (rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  return rtf.format(-count, unit);
}

/**
 * Relative time in the active language, through Intl ("hace 5 minutos", "5 minutes ago"), in the
 * steps the spec words (part 1 §9): seconds, then minutes, hours under 24, days under 30, months
 * under 12, then years. A date in the future (clock skew) reads as "hace unos segundos"; an invalid one as ''.
 */
export function relativeTime(date: string | number | Date, now: number = Date.now()): string {
  const time = date instanceof Date ? date.getTime() : new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);

  if (elapsed < MINUTE) return t('time.justNow');
  if (elapsed < HOUR) return format(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format(Math.floor(elapsed / HOUR), 'hour');

  const days = Math.floor(elapsed / DAY);
  if (days < 30) return format(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12) return format(months, 'month');
  return format(Math.max(1, Math.floor(days / 365)), 'year');
}
