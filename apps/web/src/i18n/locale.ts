import { DEFAULT_LOCALE, type Locale } from '@welink/domain';

/**
 * The active language, in a module of its own: the API's request headers read it, and the service
 * worker (which sends queued writes with them) must not bring the app's i18n runtime along.
 */
let current: Locale = DEFAULT_LOCALE;

export function activeLocale(): Locale {
  return current;
}

export function setActiveLocale(locale: Locale): void {
  current = locale;
}
