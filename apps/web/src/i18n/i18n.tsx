import { LOCALES, negotiateLocale, type Locale } from '@welink/domain';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { formatMessage, type CompiledMessage, type MessageValues } from './format';
import { DEVICE_STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../state/storageKeys';
import { activeLocale, setActiveLocale } from './locale';

export { activeLocale };

/**
 * The web app's languages (ADR 0027). Each area's texts are ICU messages in messages.es.json and
 * messages.en.json next to its code, compiled to Lingui's form at build time (linguiCatalogs.ts);
 * Spanish comes with the area's code, English (all of it, one module) only when English is activated.
 */
export type Catalog = Record<string, CompiledMessage>;
type Translate = (id: string, values?: MessageValues) => string;

const catalogs: Record<Locale, Catalog> = { es: {}, en: {} };
let domainToEnglish: ((spanish: string) => string) | undefined;
const listeners = new Set<() => void>();

/** A text of the active language by id; the id itself when no catalogue has it (the completeness test keeps that from shipping). */
export const t: Translate = (id, values = {}) => {
  const locale = activeLocale();
  const message = catalogs[locale][id] ?? catalogs.es[id];
  return message === undefined ? id : formatMessage(message, values, locale);
};

/** `i18n.t(id, values)`: the same, for code outside components (texts built in lib/, say). */
export const i18n = { t } as const;

/**
 * Registers an area's Spanish texts and answers its translation hook: `const t = useT(); t('login.title')`.
 * English needs no registration: every area's messages.en.json comes in one module when English is
 * activated (linguiCatalogs.ts). A second argument, if given, is not used.
 */
export function defineMessages(spanish: Catalog): () => Translate {
  Object.assign(catalogs.es, spanish);
  return function useT() {
    useLocale();
    return t;
  };
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const currentLocale = activeLocale;

/** The active language; a component using it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** Renders its children again from scratch when the language changes, so every text follows it. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}

export interface EnglishTexts {
  messages: Catalog;
  domainToEnglish: (spanish: string) => string;
}
let englishLoader: (() => Promise<{ english: EnglishTexts }>) | undefined;

/**
 * How English is fetched: `() => import('./i18n/english')`, given by main.tsx (and the tests' setup).
 * The import sits there rather than here, which keeps this module in the entry's chunk.
 */
export function setEnglishLoader(load: () => Promise<{ english: EnglishTexts }>): void {
  englishLoader = load;
}

/** The browser's language, of those WeLink speaks. */
export function initialBrowserLocale(): Locale {
  return negotiateLocale(navigator.languages);
}

/** The language chosen in Settings as last known on this device, else the browser's. */
export function initialLocale(): Locale {
  const stored = readStorage(DEVICE_STORAGE_KEYS.language);
  return (LOCALES as readonly (string | null)[]).includes(stored) ? (stored as Locale) : negotiateLocale(navigator.languages);
}

/**
 * Switches the app to a language: fetches the English texts (every area's and the domain's) the
 * first time, then renders again in it and sets <html lang>. `remember`: the member's own choice
 * (Settings, the login answer), kept on this device for the next visit; null forgets it.
 */
export async function activateLocale(next: Locale, remember?: Locale | null): Promise<void> {
  if (remember) writeStorage(DEVICE_STORAGE_KEYS.language, remember);
  else if (remember === null) removeStorage(DEVICE_STORAGE_KEYS.language);
  if (next !== 'es' && !domainToEnglish && englishLoader) {
    const { english } = await englishLoader();
    Object.assign(catalogs.en, english.messages);
    domainToEnglish = english.domainToEnglish;
  }
  document.documentElement.lang = next;
  // The installed app's name, description and shortcuts in the same language (webManifest.ts).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', next === 'en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest');
  if (activeLocale() === next) return;
  setActiveLocale(next);
  for (const listener of listeners) listener();
}

/** A domain text (a form's zod message, MESSAGES.networkError) in the active language; any other text as it is. */
export function domainText(spanish: string): string {
  return activeLocale() === 'es' || !domainToEnglish ? spanish : domainToEnglish(spanish);
}
