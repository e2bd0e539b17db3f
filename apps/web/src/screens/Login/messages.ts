import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The login screen's texts. */
export const useLoginT = defineMessages(es);
