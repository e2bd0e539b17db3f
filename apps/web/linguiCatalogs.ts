import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The catalogues of the web app: messages.es.json and messages.en.json next to each area's code, or
 * <part>.messages.es.json for a part whose texts travel apart (ADR 0027).
 */
export const CATALOG_FILE = /[\\/.]messages\.(es|en)\.json$/;
/** Every area's English in one module, fetched once when English is first activated. */
export const ENGLISH_MODULE = 'virtual:welink-english';
const RESOLVED_ENGLISH = `\0${ENGLISH_MODULE}`;

/** An ICU message in Lingui's compiled form; one without arguments stays a plain string (the runtime takes both). */
function compile(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      const parts = compileMessage(message);
      return [key, parts.every((part) => typeof part === 'string') ? parts.join('') : parts];
    }),
  );
}

/** Every messages.en.json under src/, in path order. */
export function englishCatalogFiles(srcDir: string): string[] {
  return (fs.readdirSync(srcDir, { recursive: true }) as string[])
    .filter((file) => /(^|[\\/.])messages\.en\.json$/.test(file))
    .sort()
    .map((file) => path.join(srcDir, file));
}

/**
 * Compiles the catalogues' ICU messages ("{count, plural, one {# WeLink} other {# WeLinks}}") into
 * Lingui's compiled form when the app is built, so the browser gets ready-made messages and no ICU
 * parser: each messages.es.json as it is imported (still JSON, read by Vite's JSON handling after
 * this), and all messages.en.json files merged into `virtual:welink-english`.
 */
export function linguiCatalogs(srcDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'src')): Plugin {
  return {
    name: 'welink-lingui-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id === ENGLISH_MODULE ? RESOLVED_ENGLISH : null;
    },
    load(id) {
      if (id !== RESOLVED_ENGLISH) return null;
      const merged: Record<string, unknown> = {};
      for (const file of englishCatalogFiles(srcDir)) {
        this.addWatchFile(file);
        Object.assign(merged, compile(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
      }
      return `export default ${JSON.stringify(merged)};`;
    },
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0] ?? '')) return null;
      return { code: JSON.stringify(compile(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
