import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The not-found screen's texts (with its own code, not the shell's). */
export const useNotFoundT = defineMessages(es);
