import { domainText, i18n } from '../i18n/i18n';

/**
 * An object of texts read in the active language each time (`WELINK_MESSAGES.guideCreated`), for
 * code that keeps passing a texts object around: each key reads its message id through `i18n.t`
 * (`helpers`, texts that take values or getters of other texts, are added as they are; `domain`,
 * the contract's Spanish texts from @welink/domain under names of the area's, each read through
 * domainText). Not to be
 * spread: a copy keeps the texts of the moment. The area's catalogue must be registered (its messages.ts imported), and in
 * English loaded: a component of the area calling its `useXT()` hook does both.
 */
export function activeTexts<K extends string, H extends object = object, D extends string = never>(
  ids: Record<K, string>,
  helpers?: H,
  domain?: Record<D, string>,
): { readonly [Key in K | D]: string } & H {
  const texts = Object.defineProperties({}, Object.getOwnPropertyDescriptors(helpers ?? {})) as { [Key in K | D]: string } & H;
  for (const key of Object.keys(ids) as K[]) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => i18n.t(ids[key]) });
  }
  for (const key of Object.keys(domain ?? {}) as D[]) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => domainText(domain![key]) });
  }
  return texts;
}
