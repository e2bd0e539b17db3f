import { domainTranslator } from '@welink/domain/i18n/domainTexts';
import domainEnglish from '@welink/domain/i18n/en.json';
import messages from 'virtual:welink-english';
import type { EnglishTexts } from './i18n';

/**
 * What only English needs, fetched once when English is first activated (main.tsx hands its import to
 * i18n.tsx): every area's messages.en.json merged by linguiCatalogs.ts, and the domain's English, found
 * from its Spanish texts (packages/domain/src/i18n/domainTexts.ts).
 */
export const english: EnglishTexts = { messages, domainToEnglish: domainTranslator(domainEnglish) };
