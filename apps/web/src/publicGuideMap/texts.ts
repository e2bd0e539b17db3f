import { formatMessage, type CompiledMessage, type MessageValues } from '../i18n/format';
import en from '../components/GuideMap/messages.en.json';
import es from '../components/GuideMap/messages.es.json';

/*
 * The map's texts on a published guide's page, from the same catalogues as the members' guide map,
 * compiled at build time (linguiCatalogs.ts), in the page's language: the server writes the page in
 * the visitor's (<html lang>). No i18n runtime: this script is all the page loads.
 */
type Id = keyof typeof es;

const locale = document.documentElement.lang === 'en' ? 'en' : 'es';
const catalog = (locale === 'en' ? en : es) as unknown as Record<Id, CompiledMessage>;

export function mapText(id: Id, values: MessageValues = {}): string {
  return formatMessage(catalog[id], values, locale);
}
