import { defineMessages, i18n } from '../../i18n/i18n';
import es from './messages.es.json';

/** The creation wizard's texts (choice, question and service screens, their forms and steps): `const t = useNewWeLinkT()`. */
export const useNewWeLinkT = defineMessages(es, () => import('./messages.en.json'));

/**
 * Texts of a plain .ts helper, read in the active language each time one is read: each entry is a
 * message id, or a function for a text that is not one (a domain text). `MESSAGES.x` keeps reading
 * like a constant, and a zod schema built once takes `{ error: () => MESSAGES.x }`.
 */
export function texts<Key extends string>(entries: Readonly<Record<Key, string | (() => string)>>): Readonly<Record<Key, string>> {
  const result = {} as Record<Key, string>;
  for (const [key, entry] of Object.entries(entries) as Array<[Key, string | (() => string)]>) {
    Object.defineProperty(result, key, { enumerable: true, get: typeof entry === 'function' ? entry : () => i18n.t(entry) });
  }
  return result;
}
