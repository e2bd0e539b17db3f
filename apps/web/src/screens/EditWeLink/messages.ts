import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Edit WeLink screen's texts: `const t = useEditWeLinkT()`. */
export const useEditWeLinkT = defineMessages(es);
