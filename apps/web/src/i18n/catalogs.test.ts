import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { domainSpanishById } from '@welink/domain/i18n/domainTexts';
import domainEnglish from '@welink/domain/i18n/en.json';
import { describe, expect, it } from 'vitest';

/**
 * The catalogues are complete (ADR 0027): every Spanish text has English with the same arguments,
 * every domain text that is marked translated has English, and no id the code uses is missing from
 * the Spanish catalogues — it would show on screen as the raw id.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const files = (fs.readdirSync(SRC, { recursive: true }) as string[]).map((file) => path.join(SRC, file));
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
const spanishFiles = files.filter((file) => /(^|[\\/.])messages\.es\.json$/.test(file));

/** The arguments a message uses, plural and select cases included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token as [string, string?, unknown?];
      names.add(name);
      if (format && typeof format === 'object') for (const value of Object.values(format)) walk(value);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('catalogues (ADR 0027)', () => {
  it.each(spanishFiles.map((file) => [path.relative(SRC, file), file]))('%s has English for every text, with the same arguments', (_name, file) => {
    const spanish = read(file);
    const englishFile = file.replace(/messages\.es\.json$/, 'messages.en.json');
    expect(fs.existsSync(englishFile), `${englishFile} is missing`).toBe(true);
    const english = read(englishFile);
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    for (const [id, text] of Object.entries(spanish)) {
      expect(english[id]?.trim(), `${id} has no English`).toBeTruthy();
      expect(argumentsOf(english[id] ?? ''), `${id}: the English uses other arguments`).toEqual(argumentsOf(text));
    }
  });

  it('has no id in two areas', () => {
    const seen = new Map<string, string>();
    for (const file of spanishFiles) {
      for (const id of Object.keys(read(file))) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${file}`).toBeUndefined();
        seen.set(id, file);
      }
    }
  });

  it('has English for every translated domain text', () => {
    const ids = [...domainSpanishById().keys()].sort();
    expect(Object.keys(domainEnglish).sort()).toEqual(ids);
    for (const id of ids) expect((domainEnglish as Record<string, string>)[id]?.trim(), `${id} has no English`).toBeTruthy();
  });

  it('knows every message id the code names, so none shows raw', () => {
    const known = new Set(spanishFiles.flatMap((file) => Object.keys(read(file))));
    const prefixes = new Set([...known].map((id) => id.split('.')[0]));
    const sources = files.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|[\\/]test[\\/]/.test(file));
    const missing: string[] = [];
    for (const file of sources) {
      for (const [, id = ''] of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)['"`]/g)) {
        if (prefixes.has(id.split('.')[0]) && !known.has(id) && !/\.(tsx?|jsx?|json|css|svg|png|webmanifest|html)$/.test(id)) {
          missing.push(`${path.relative(SRC, file)}: ${id}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
