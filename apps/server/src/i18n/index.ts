import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { acceptedLanguages, DEFAULT_LOCALE, LOCALES, LocaleSchema, negotiateLocale, type Locale } from '@welink/domain';
import { domainTranslator } from '@welink/domain/i18n/domainTexts';
import domainEnglish from '@welink/domain/i18n/en.json';
import en from './messages.en.json';
import es from './messages.es.json';

/**
 * The server's languages (ADR 0027): errors in the request's Accept-Language, mails in the member's
 * language. Its own texts (mails) are ICU messages in messages.<locale>.json, compiled when first used;
 * the domain's Spanish texts (MESSAGES, …) are translated from the Spanish itself.
 */
const CATALOGS: Record<Locale, Record<string, string>> = { es, en };

const instances = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    i18n.setMessagesCompiler(compileMessage);
    return [locale, i18n];
  }),
) as Record<Locale, I18n>;

/** The Lingui instance of a language: `i18nFor('en')._('mail.reset.subject')`. */
export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

const toEnglish = domainTranslator(domainEnglish);

/** A domain text (MESSAGES.invalidId, a zod message of a domain schema) in the given language. */
export function translateDomainText(text: string, locale: Locale): string {
  return locale === 'en' ? toEnglish(text) : text;
}

/** The language of a request's Accept-Language header; Spanish when it names none we speak. */
export function requestLocale(headers: { 'accept-language'?: string | string[] | undefined }): Locale {
  const header = headers['accept-language'];
  return negotiateLocale(acceptedLanguages(Array.isArray(header) ? header.join(',') : header));
}

/** A member's stored language (users.language); Spanish when unset. */
export function memberLocale(member: { language: string | null }): Locale {
  return LocaleSchema.safeParse(member.language).data ?? DEFAULT_LOCALE;
}
