import { z } from 'zod';

/** The languages WeLink speaks; Spanish is the default and the spec's texts are Spanish (ADR 0027). */
export const LOCALES = ['es', 'en'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;
export const DEFAULT_LOCALE: Locale = 'es';

/**
 * The first supported language of a list of language tags, best first: an Accept-Language header
 * ("en-GB,en;q=0.9,es;q=0.8") or the browser's navigator.languages. Spanish when none is supported.
 */
export function negotiateLocale(tags: string | readonly string[] | undefined | null): Locale {
  const list =
    typeof tags === 'string'
      ? tags
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag, q: q === undefined ? 1 : Number(q), index };
          })
          .filter((entry) => entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : (tags ?? []);
  for (const tag of list) {
    const base = tag.trim().toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === base);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

/** PUT /api/users/me/language: the member's language; null follows the browser's. The answer echoes it. */
export const MemberLanguageSchema = z.object({ language: LocaleSchema.nullable() });
export type MemberLanguage = z.infer<typeof MemberLanguageSchema>;
