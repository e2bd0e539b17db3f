import { ACCOUNT_MESSAGES } from '../account.js';
import { ADMIN_MESSAGES } from '../admin.js';
import { SERVICE_CATEGORY_GROUPS } from '../categoryLabels.js';
import { CONNECTION_MESSAGES } from '../connections.js';
import { DIGEST_MESSAGES } from '../digest.js';
import { EVENT_MESSAGES } from '../events.js';
import { EXTERNAL_MESSAGES, SERIES_STATUS_LABELS } from '../external.js';
import { GUIDE_PROGRESS_MESSAGES } from '../guideProgress.js';
import { GUIDE_MESSAGES } from '../guides.js';
import { IDEMPOTENCY_MESSAGES } from '../idempotency.js';
import { IMPORT_JOB_MESSAGES, IMPORT_OUTCOME_LABELS } from '../importJobs.js';
import { ISSUE_MESSAGES, ISSUE_PRIORITY_LABELS, ISSUE_STATUS_LABELS, ISSUE_TYPE_LABELS } from '../issues.js';
import { ITEM_LIMIT_MESSAGES, ITEM_MESSAGES } from '../items.js';
import { LABEL_TABLES } from '../labels.js';
import { MESSAGES } from '../messages.js';
import { NOTIFICATION_MESSAGES } from '../notifications.js';
import { PHOTO_MESSAGES } from '../photos.js';
import { PUSH_MESSAGES } from '../push.js';
import { RESPONSE_MESSAGES } from '../responses.js';

/**
 * The domain's Spanish texts that have an English translation (i18n/en.json), by group: the id of a
 * text is `group.key` ('messages.invalidId'). Spanish stays where it is (MESSAGES, …): schemas,
 * the server and the web keep using it, and a translation is found from the Spanish text itself, so
 * a zod issue or a server message needs no id to travel with it (ADR 0027). A group joins here
 * when every one of its texts is in en.json; the completeness test holds it so.
 *
 * A group is a record of texts (nested records too: `group.key.subkey`) or a table of labelled
 * entries (`{ value, label }`, LABEL_TABLES' rows), whose label is keyed by its value, or by the
 * label itself for an entry without one (a category group). Functions (templates such as
 * `(n) => \`…${n}…\``) are not texts: their output cannot be found from a fixed Spanish text, so
 * they stay Spanish (see the ADR).
 *
 * A Spanish text has one id and one English: the first place it appears, in this order ('Drama'
 * is a film genre and a book genre, 'Bar' a category and a cuisine). Since a translation is found
 * from the Spanish, the same words could not read two ways anyway.
 */
export const TRANSLATED_DOMAIN_TEXTS = {
  messages: MESSAGES,
  account: ACCOUNT_MESSAGES,
  digest: DIGEST_MESSAGES,
  item: ITEM_MESSAGES,
  itemLimit: ITEM_LIMIT_MESSAGES,
  photo: PHOTO_MESSAGES,
  event: EVENT_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  response: RESPONSE_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  push: PUSH_MESSAGES,
  connection: CONNECTION_MESSAGES,
  admin: ADMIN_MESSAGES,
  external: EXTERNAL_MESSAGES,
  seriesStatus: SERIES_STATUS_LABELS,
  guide: GUIDE_MESSAGES,
  guideProgress: GUIDE_PROGRESS_MESSAGES,
  issue: ISSUE_MESSAGES,
  issueType: ISSUE_TYPE_LABELS,
  issueStatus: ISSUE_STATUS_LABELS,
  issuePriority: ISSUE_PRIORITY_LABELS,
  importJob: IMPORT_JOB_MESSAGES,
  importOutcome: IMPORT_OUTCOME_LABELS,
  labels: LABEL_TABLES,
  categoryGroups: SERVICE_CATEGORY_GROUPS,
} as const satisfies Record<string, DomainTexts>;

interface LabelledEntry {
  readonly value?: string;
  readonly label: string;
}

/** What a group of domain texts may hold. */
type DomainTexts = readonly LabelledEntry[] | { readonly [key: string]: string | DomainTexts | ((...args: never[]) => string) };

function collect(id: string, texts: unknown, byId: Map<string, string>, seen: Set<string>): void {
  if (typeof texts === 'string') {
    if (!seen.has(texts)) byId.set(id, texts);
    seen.add(texts);
  } else if (Array.isArray(texts)) {
    for (const entry of texts as LabelledEntry[]) collect(`${id}.${entry.value ?? entry.label}`, entry.label, byId, seen);
  } else if (typeof texts === 'object' && texts !== null) {
    for (const [key, text] of Object.entries(texts)) collect(`${id}.${key}`, text, byId, seen);
  }
}

/** id → Spanish text of every translated domain text, each Spanish text once. */
export function domainSpanishById(): Map<string, string> {
  const byId = new Map<string, string>();
  const seen = new Set<string>();
  for (const [group, texts] of Object.entries(TRANSLATED_DOMAIN_TEXTS)) collect(group, texts, byId, seen);
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
    if (translation !== undefined) bySpanish.set(spanish, translation);
  }
  return (spanish) => bySpanish.get(spanish) ?? spanish;
}
