import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, negotiateLocale, type Locale } from '@welink/domain';
import { Fragment, use, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The web app's languages (ADR 0027). Spanish is the default and its texts come with each screen's
 * code; English catalogues are fetched only when English is active. Each area's texts are ICU
 * messages in messages.es.json / messages.en.json next to its code, compiled when the app is built
 * (linguiCatalogs.ts), so no message parser ships.
 */
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** A screen's or component's catalogue: its Spanish texts, and how to fetch its English ones. */
interface Area {
  english: () => Promise<Messages>;
  loaded: boolean;
  loading?: Promise<void>;
}
const areas: Area[] = [];

function loadEnglish(area: Area): Promise<void> {
  area.loading ??= area.english().then((messages) => {
    i18n.load('en', messages);
    area.loaded = true;
  });
  return area.loading;
}

/**
 * Registers an area's texts and answers its translation hook: `const t = useT(); t('login.title')`.
 * The hook suspends while the English texts of a screen opened in English are on their way.
 */
export function defineMessages(spanish: Messages, english: () => Promise<{ default: Messages }>): () => typeof i18n.t {
  i18n.load('es', spanish);
  const area: Area = { english: async () => (await english()).default, loaded: false };
  areas.push(area);
  return function useT() {
    const locale = useLocale();
    if (locale !== 'es' && !area.loaded) use(loadEnglish(area));
    return i18n.t;
  };
}

let domainToEnglish: ((spanish: string) => string) | undefined;
// The domain's texts (MESSAGES, zod messages of its schemas) stay Spanish in the code the server and
// the forms share; in English each is found by its Spanish (packages/domain/src/i18n/domainTexts.ts).
areas.push({
  english: async () => {
    const [{ domainTranslator }, english] = await Promise.all([import('@welink/domain/i18n/domainTexts'), import('@welink/domain/i18n/en.json')]);
    domainToEnglish = domainTranslator(english.default);
    return {};
  },
  loaded: false,
});

/** A domain text (a form's zod message, MESSAGES.networkError) in the active language; any other text as it is. */
export function domainText(spanish: string): string {
  return i18n.locale === 'es' || !domainToEnglish ? spanish : domainToEnglish(spanish);
}

/** Renders its children again from scratch when the language changes, so every text follows it. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale as Locale;

/** The active language; a component using it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** The active language, outside React (request headers, Intl formats). */
export function activeLocale(): Locale {
  return currentLocale();
}

const STORAGE_KEY = 'welink.language';

/** The language chosen in Settings as last known on this device, else the browser's. */
export function initialLocale(): Locale {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * Switches the app to a language: fetches the English texts of every area loaded so far, then
 * re-renders in it and sets <html lang>. `remember`: the member's own choice (from Settings or the
 * server), kept on this device so the next visit starts in it; null forgets it and follows the browser.
 */
export async function activateLocale(locale: Locale, remember?: Locale | null): Promise<void> {
  if (remember !== undefined) {
    if (remember) safeStorage()?.setItem(STORAGE_KEY, remember);
    else safeStorage()?.removeItem(STORAGE_KEY);
  }
  if (locale !== 'es') await Promise.all(areas.map(loadEnglish));
  document.documentElement.lang = locale;
  if (i18n.locale !== locale) i18n.activate(locale);
}

function safeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
