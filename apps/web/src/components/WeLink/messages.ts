import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The WeLink pieces' texts (detail dialog, cards, stars, filters, guides picker): `const t = useWeLinkT()`. */
export const useWeLinkT = defineMessages(es);
