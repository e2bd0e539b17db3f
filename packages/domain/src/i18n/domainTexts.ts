import { ACCOUNT_MESSAGES } from '../account.js';
import { ADMIN_MESSAGES } from '../admin.js';
import { SERVICE_CATEGORY_GROUPS } from '../categoryLabels.js';
import { CONNECTION_MESSAGES, CONTACT_QUERY_REQUIRED } from '../connections.js';
import { DIGEST_MESSAGES } from '../digest.js';
import { EVENT_MESSAGES, EVENT_TITLE_REQUIRED, QUESTION_TITLE_REQUIRED } from '../events.js';
import { EXTERNAL_MESSAGES, SERIES_STATUS_LABELS } from '../external.js';
import { GUIDE_PROGRESS_MESSAGES } from '../guideProgress.js';
import { GUIDE_MESSAGES, PUBLIC_GUIDE_TEXTS } from '../guides.js';
import { IDEMPOTENCY_MESSAGES } from '../idempotency.js';
import { IMPORT_JOB_MESSAGES, IMPORT_OUTCOME_LABELS } from '../importJobs.js';
import { IMPORT_EXPECTED_FILES, IMPORT_MESSAGES, IMPORT_NOTES, IMPORT_RATING_NOTES } from '../imports.js';
import { ISSUE_MESSAGES, ISSUE_PRIORITY_LABELS, ISSUE_STATUS_LABELS, ISSUE_TYPE_LABELS } from '../issues.js';
import { CORE_CATEGORIES, ITEM_LIMIT_MESSAGES, ITEM_MESSAGES } from '../items.js';
import { LABEL_TABLES } from '../labels.js';
import { MESSAGES } from '../messages.js';
import { NOTIFICATION_MESSAGES } from '../notifications.js';
import { PHOTO_MESSAGES } from '../photos.js';
import { PUSH_MESSAGES } from '../push.js';
import { RESPONSE_MESSAGES } from '../responses.js';
import { TEXT_MESSAGES } from '../text.js';
import { fillTemplate, type DomainTemplate } from './template.js';

/**
 * The domain's Spanish texts that have an English translation (i18n/en.json), by group: the id of a
 * text is `group.key` ('messages.invalidId'). Spanish stays where it is (MESSAGES, …): schemas,
 * the server and the web keep using it, and a translation is found from the Spanish text itself, so
 * a zod issue or a server message needs no id to travel with it (ADR 0027). A group joins here
 * when every one of its texts is in en.json; the completeness test holds it so.
 *
 * A group is a record of texts (nested records too: `group.key.subkey`) or a table of labelled
 * entries (`{ value, label }`, LABEL_TABLES' rows), whose label is keyed by its value, or by the
 * label itself for an entry without one (a category group). A template (`domainTemplate`, a text
 * with `{name}` placeholders) is given as its pattern, and its English must use the same
 * placeholders. Any other function (`(n) => \`…${n}…\``) is no text: its output cannot be found
 * from a fixed Spanish text, so it stays Spanish until it becomes a template.
 *
 * A Spanish text has one id and one English: the first place it appears, in this order ('Drama'
 * is a film genre and a book genre, 'Bar' a category and a cuisine). Since a translation is found
 * from the Spanish, the same words could not read two ways anyway.
 */
export const TRANSLATED_DOMAIN_TEXTS = {
  messages: MESSAGES,
  account: ACCOUNT_MESSAGES,
  digest: DIGEST_MESSAGES,
  text: TEXT_MESSAGES,
  item: ITEM_MESSAGES,
  itemLimit: ITEM_LIMIT_MESSAGES,
  photo: PHOTO_MESSAGES,
  event: { ...EVENT_MESSAGES, titleRequired: EVENT_TITLE_REQUIRED, questionRequired: QUESTION_TITLE_REQUIRED },
  notification: NOTIFICATION_MESSAGES,
  response: RESPONSE_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  push: PUSH_MESSAGES,
  connection: { ...CONNECTION_MESSAGES, queryRequired: CONTACT_QUERY_REQUIRED },
  admin: ADMIN_MESSAGES,
  external: EXTERNAL_MESSAGES,
  seriesStatus: SERIES_STATUS_LABELS,
  guide: GUIDE_MESSAGES,
  guideProgress: GUIDE_PROGRESS_MESSAGES,
  publicGuide: PUBLIC_GUIDE_TEXTS,
  issue: ISSUE_MESSAGES,
  issueType: ISSUE_TYPE_LABELS,
  issueStatus: ISSUE_STATUS_LABELS,
  issuePriority: ISSUE_PRIORITY_LABELS,
  importJob: IMPORT_JOB_MESSAGES,
  importOutcome: IMPORT_OUTCOME_LABELS,
  import: IMPORT_MESSAGES,
  importNote: IMPORT_NOTES,
  importRatingNote: IMPORT_RATING_NOTES,
  importExpectedFile: IMPORT_EXPECTED_FILES,
  labels: LABEL_TABLES,
  categoryGroups: SERVICE_CATEGORY_GROUPS,
  // The five categories a WeLink is stored under by name ('Lugar'), where no label table has them.
  coreCategories: Object.fromEntries(CORE_CATEGORIES.map((category) => [category, category])),
} as const satisfies Record<string, DomainTexts>;

interface LabelledEntry {
  readonly value?: string;
  readonly label: string;
}

/** What a group of domain texts may hold. */
type DomainTexts = readonly LabelledEntry[] | { readonly [key: string]: string | DomainTexts | ((...args: never[]) => string) };

interface DomainText {
  readonly spanish: string;
  /** A template's pattern: the text holds `{name}` placeholders. */
  readonly template: boolean;
}

function collect(id: string, texts: unknown, byId: Map<string, DomainText>, seen: Set<string>): void {
  const template = isDomainTemplate(texts);
  const text = template ? texts.pattern : texts;
  if (typeof text === 'string') {
    if (!seen.has(text)) byId.set(id, { spanish: text, template });
    seen.add(text);
  } else if (Array.isArray(text)) {
    for (const entry of text as LabelledEntry[]) collect(`${id}.${entry.value ?? entry.label}`, entry.label, byId, seen);
  } else if (typeof text === 'object' && text !== null) {
    for (const [key, value] of Object.entries(text)) collect(`${id}.${key}`, value, byId, seen);
  }
}

let domainTexts: Map<string, DomainText> | undefined;

/** id → every translated domain text, each Spanish text once. */
function domainTextsById(): Map<string, DomainText> {
  if (!domainTexts) {
    domainTexts = new Map();
    const seen = new Set<string>();
    for (const [group, texts] of Object.entries(TRANSLATED_DOMAIN_TEXTS)) collect(group, texts, domainTexts, seen);
  }
  return domainTexts;
}

/** id → Spanish text of every translated domain text, each Spanish text once (a template's pattern). */
export function domainSpanishById(): Map<string, string> {
  return new Map([...domainTextsById()].map(([id, text]) => [id, text.spanish]));
}

/** The ids of the templates among them: their Spanish and English hold `{name}` placeholders. */
export function domainTemplateIds(): Set<string> {
  return new Set([...domainTextsById()].filter(([, text]) => text.template).map(([id]) => id));
}

/**
 * Spanish text → its English, given the English catalogue (i18n/en.json): a text as it is, or one a
 * template gave, filled with what its placeholders matched. A text the catalogue lacks, or no domain
 * text (a member's words, a name), is given back unchanged.
 */
export function domainTranslator(english: Readonly<Record<string, string>>): (spanish: string) => string {
  const bySpanish = new Map<string, string>();
  const templates: Array<{ match: (text: string) => Record<string, string> | null; english: string; words: number }> = [];
  for (const [id, text] of domainTextsById()) {
    const translation = english[id];
    if (translation === undefined) continue;
    if (text.template) {
      templates.push({ match: templateMatcher(text.spanish), english: translation, words: text.spanish.replace(/\{\w+\}/g, '').length });
    } else bySpanish.set(text.spanish, translation);
  }
  // The most specific pattern first: 'Archivos … {files} y {more} más' before 'Archivos … {files}'.
  templates.sort((a, b) => b.words - a.words);
  const exact = (text: string) => bySpanish.get(text) ?? text;
  return (spanish) => {
    const translation = bySpanish.get(spanish);
    if (translation !== undefined) return translation;
    for (const template of templates) {
      const values = template.match(spanish);
      // A value that is itself a domain text (an export's expected files) is translated too.
      if (values) return fillTemplate(template.english, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, exact(v)])));
    }
    return spanish;
  };
}

function isDomainTemplate(value: unknown): value is DomainTemplate<never[]> {
  return typeof value === 'function' && typeof (value as { pattern?: unknown }).pattern === 'string';
}

/** The placeholders of a pattern, sorted. */
export function templateNames(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/** A matcher of texts the pattern gives: the values of its placeholders, or null. */
function templateMatcher(pattern: string): (text: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([\\s\\S]+?)';
    })
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (text) => {
    const match = regex.exec(text);
    return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) : null;
  };
}
