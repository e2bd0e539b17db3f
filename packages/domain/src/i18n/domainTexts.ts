import { ACCOUNT_MESSAGES } from '../account.js';
import { DIGEST_MESSAGES } from '../digest.js';
import { MESSAGES } from '../messages.js';

/**
 * The domain's Spanish texts that have an English translation (i18n/en.json), by group: the id of a
 * text is `group.key` ('messages.invalidId'). Spanish stays where it is (MESSAGES, …): schemas,
 * the server and the web keep using it, and a translation is found from the Spanish text itself, so
 * a zod issue or a server message needs no id to travel with it (ADR 0027). A group joins here
 * when every one of its texts is in en.json; the completeness test holds it so.
 */
export const TRANSLATED_DOMAIN_TEXTS = {
  messages: MESSAGES,
  account: ACCOUNT_MESSAGES,
  digest: DIGEST_MESSAGES,
} as const satisfies Record<string, Record<string, unknown>>;

/** id → Spanish text of every translated domain text. */
export function domainSpanishById(): Map<string, string> {
  const byId = new Map<string, string>();
  for (const [group, texts] of Object.entries(TRANSLATED_DOMAIN_TEXTS)) {
    for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') byId.set(`${group}.${key}`, text);
  }
  return byId;
}

/**
 * Spanish text → its English, given the English catalogue (i18n/en.json). A text the catalogue lacks,
 * or no domain text (a member's words, a name), is given back unchanged.
 */
export function domainTranslator(english: Readonly<Record<string, string>>): (spanish: string) => string {
  const bySpanish = new Map<string, string>();
  for (const [id, spanish] of domainSpanishById()) {
    const translation = english[id];
    if (translation !== undefined && !bySpanish.has(spanish)) bySpanish.set(spanish, translation);
  }
  return (spanish) => bySpanish.get(spanish) ?? spanish;
}
