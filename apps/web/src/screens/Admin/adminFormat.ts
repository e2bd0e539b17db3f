import { activeLocale } from '../../i18n/i18n';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the active language. */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = activeLocale();
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return format.format(date);
}

/** Spec §9: the messages of the user list clear after 5 s. */
export const ADMIN_MESSAGE_CLEAR_MS = 5000;
