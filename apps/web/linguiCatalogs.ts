import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogues of the web app: messages.es.json and messages.en.json next to each area's code (ADR 0027). */
export const CATALOG_FILE = /[\\/]messages\.(es|en)\.json$/;

/**
 * Compiles each catalogue's ICU messages ("{count, plural, one {# WeLink} other {# WeLinks}}") into
 * Lingui's compiled form when the app is built, so the browser gets ready-made message arrays and
 * no ICU parser. The result is still JSON, read by Vite's own JSON handling after this.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'welink-lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
