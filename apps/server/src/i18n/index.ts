import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { z } from 'zod';
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

const ZOD_LOCALES: Record<Locale, ReturnType<typeof z.locales.en>> = { es: z.locales.es(), en: z.locales.en() };

/** A field error of zod's own (its Spanish locale's, where a schema gives no message of its own) in a language. */
export function zodIssueText(issue: { code: string; message: string; [fact: string]: unknown }, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return issue.message;
  const say = (which: Locale) => {
    const text = ZOD_LOCALES[which].localeError(issue as unknown as Parameters<ReturnType<typeof z.locales.en>['localeError']>[0]);
    return typeof text === 'string' ? text : text?.message;
  };
  // A schema's own message (a domain text) is left to translateDomainText.
  return say(DEFAULT_LOCALE) === issue.message ? (say(locale) ?? issue.message) : issue.message;
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
