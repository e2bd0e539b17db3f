const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, singular: string, pluralForm: string): string {
  return `hace ${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * Spanish relative time as the spec words it (part 1 §9): seconds, then minutes,
 * hours under 24, days under 30, months under 12, then years.
 * A date in the future (clock skew) reads as "hace unos segundos"; an invalid one as ''.
 */
export function relativeTime(date: string | number | Date, now: number = Date.now()): string {
  const time = date instanceof Date ? date.getTime() : new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);

  if (elapsed < MINUTE) return 'hace unos segundos';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hora', 'horas');

  const days = Math.floor(elapsed / DAY);
  if (days < 30) return plural(days, 'día', 'días');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'mes', 'meses');
  return plural(Math.max(1, Math.floor(days / 365)), 'año', 'años');
}
