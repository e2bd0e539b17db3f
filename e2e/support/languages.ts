import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { domainSpanishById } from '@welink/domain/i18n/domainTexts';
import domainEnglish from '@welink/domain/i18n/en.json' with { type: 'json' };

/**
 * The app's texts in both languages, read from the catalogues the app is built from (ADR 0027): each
 * area's messages.es.json / messages.en.json under apps/web/src, and the domain's texts with
 * their English in packages/domain/src/i18n/en.json.
 */
interface Text {
  id: string;
  es: string;
  en: string | undefined;
}

function catalogueFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(full);
    return entry.name === 'messages.es.json' ? [full] : [];
  });
}

function readTexts(): Text[] {
  const texts: Text[] = [];
  for (const file of catalogueFiles(path.resolve('apps/web/src'))) {
    const es = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    const enFile = file.replace(/messages\.es\.json$/, 'messages.en.json');
    const en = fs.existsSync(enFile) ? (JSON.parse(fs.readFileSync(enFile, 'utf8')) as Record<string, string>) : {};
    for (const [id, text] of Object.entries(es)) texts.push({ id, es: text, en: en[id] });
  }
  const english = domainEnglish as Record<string, string>;
  for (const [id, text] of domainSpanishById()) texts.push({ id, es: text, en: english[id] });
  return texts;
}

const TEXTS = readTexts();

/**
 * Every text members stored that the administrator's screens list (feedback, sign-ups, members), as
 * the API gives them: the database is shared with other journeys, whose members wrote Spanish.
 * Longest first, so a text inside another is taken with it.
 */
export async function textsStoredByMembers(request: APIRequestContext, adminToken: string): Promise<string[]> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim().length >= 4) texts.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const path of ['/api/issues/admin/all?page=1', '/api/admin/pending-users', ...['all', 'pending', 'approved', 'rejected', 'admins'].map((s) => `/api/admin/users-by-status/${s}?page=1`)]) {
    const answer = await request.get(path, { headers: { authorization: `Bearer ${adminToken}` } });
    if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
    collect(await answer.json());
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/** `{name}` placeholders filled in; an ICU plural or select is not expected here. */
function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = (message: string) => [...message.matchAll(PLACEHOLDER)].map((match) => match[1]!);
const unnamed = (message: string) => message.replace(PLACEHOLDER, '{}');

/**
 * A text of the app as a member reading `language` sees it, given as its Spanish (the spec's words,
 * `{name}` for what varies, whatever the catalogue calls it): the Spanish itself, or the English the
 * catalogues give it. Throws when no catalogue holds it, so a journey never looks for a Spanish
 * word on an English screen.
 */
export function say(language: 'es' | 'en', spanish: string, values: Record<string, string> = {}): string {
  if (language === 'es') return fill(spanish, values);
  const found = TEXTS.find((text) => unnamed(text.es) === unnamed(spanish) && text.en !== undefined);
  if (!found?.en) throw new Error(`No English for "${spanish}" in the catalogues`);
  // The caller's placeholders in order stand for the catalogue's, in the same order.
  const given = placeholders(spanish);
  const byCatalogueName = Object.fromEntries(placeholders(found.es).map((name, i) => [name, values[given[i] ?? ''] ?? `{${name}}`]));
  return fill(found.en, byCatalogueName);
}

/**
 * Stored codes that give themselves away on an English screen: those that are not also a word of
 * the app's English ('pending', 'books', 'home' are codes and English words alike).
 */
export function telltaleCodesInEnglish(codes: readonly string[]): string[] {
  const words = new Set(TEXTS.flatMap((text) => (text.en ?? '').toLowerCase().split(/[^\p{L}_-]+/u)));
  return codes.filter((code) => !words.has(code.toLowerCase()));
}

/** A message's literal words around its placeholders and ICU blocks, as a pattern matching the whole text. */
function wholeTextPattern(message: string): RegExp | undefined {
  if (/\{\w+,\s*(plural|select)/.test(message)) return undefined;
  const parts = message.split(/\{\w+\}/);
  if (parts.join('').replace(/[\s\d\p{P}]/gu, '').length < 3) return undefined;
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`, 'su');
}

/** Spanish texts that read differently in English, as patterns for a whole text node or label. */
const SPANISH_ONLY = TEXTS.filter((text) => text.en !== undefined && text.en !== text.es)
  .map((text) => ({ id: text.id, pattern: wholeTextPattern(text.es) }))
  .filter((text): text is { id: string; pattern: RegExp } => text.pattern !== undefined);

/**
 * Spanish left on a screen shown in English: visible text and accessible labels (aria-label,
 * placeholder, title, alt) that are a catalogue's Spanish, or that hold a Spanish-only letter
 * (á é í ó ú ñ ¿ ¡) outside what members wrote: `memberWritten`, a global pattern of their words,
 * and `memberTexts`, whole texts they stored (what other journeys left in the database).
 */
export async function spanishLeft(page: Page, memberWritten: RegExp, memberTexts: readonly string[] = []): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const found: Array<{ text: string; where: string }> = [];
    const modal = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'))
      .filter((el) => el.checkVisibility())
      .pop();
    const scope = modal ?? document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility() || parent.closest('script, style, noscript')) continue;
      found.push({ text, where: parent.tagName.toLowerCase() });
    }
    for (const el of Array.from(scope.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (!(el instanceof HTMLElement) || !el.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.push({ text: value, where: `${el.tagName.toLowerCase()}[${name}]` });
      }
    }
    if (!modal) found.push({ text: document.title, where: 'title' });
    return found;
  });
  const problems = new Set<string>();
  for (const { text, where } of shown) {
    // A member's words stand in as one token, so "Editar guía {name}" still matches around them.
    let rest = text.replace(memberWritten, '\u2063');
    for (const stored of memberTexts) rest = rest.split(stored).join('\u2063');
    rest = rest.trim();
    if (!rest.replace(/[\u2063\s\p{P}\d]/gu, '')) continue;
    const catalogue = SPANISH_ONLY.find((spanish) => spanish.pattern.test(rest));
    if (catalogue) problems.add(`Spanish in English (${catalogue.id}) in <${where}>: "${text.slice(0, 80)}"`);
    else if (/[áéíóúñ¿¡]/i.test(rest.replace(/\u2063/g, ''))) problems.add(`a Spanish letter in English in <${where}>: "${text.slice(0, 80)}"`);
  }
  return [...problems];
}
