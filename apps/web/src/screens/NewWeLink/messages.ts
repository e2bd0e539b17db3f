import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The creation wizard's texts (choice, question and service screens, their forms and steps): `const t = useNewWeLinkT()`. */
export const useNewWeLinkT = defineMessages(es);

