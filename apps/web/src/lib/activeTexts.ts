import { i18n } from '../i18n/i18n';

/**
 * An object of texts read in the active language each time (`WELINK_MESSAGES.guideCreated`), for
 * code that keeps passing a texts object around: each key reads its message id through `i18n.t`
 * (`helpers`, texts that take values or getters of other texts, are added as they are). Not to be
 * spread: a copy keeps the texts of the moment. The area's catalogue must be registered (its messages.ts imported), and in
 * English loaded: a component of the area calling its `useXT()` hook does both.
 */
export function activeTexts<K extends string, H extends object = object>(
  ids: Record<K, string>,
  helpers?: H,
): { readonly [Key in K]: string } & H {
  const texts = Object.defineProperties({}, Object.getOwnPropertyDescriptors(helpers ?? {})) as { [Key in K]: string } & H;
  for (const key of Object.keys(ids) as K[]) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => i18n.t(ids[key]) });
  }
  return texts;
}
