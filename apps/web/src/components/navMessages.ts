import { defineMessages } from '../i18n/i18n';
import es from './nav.messages.es.json';

/** The members' navigation and lists' texts, apart from the shell's so the public pages do not carry them. */
export const useNavT = defineMessages(es);
