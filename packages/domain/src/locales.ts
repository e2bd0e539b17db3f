/**
 * The languages WeLink speaks; Spanish is the default and the spec's texts are Spanish (ADR 0027).
 * No zod here: the web's entry reads this module, and its schemas are in localeSchemas.ts.
 */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

/** The first supported language of a list of language tags, best first ("en-GB", "es"); Spanish when none is supported. */
export function negotiateLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === base);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, best first ("en-GB,en;q=0.9,es;q=0.8" → en-GB, en, es); q=0 ones left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
