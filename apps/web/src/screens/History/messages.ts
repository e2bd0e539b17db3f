import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The History screen's texts: `const t = useHistoryT()`. */
export const useHistoryT = defineMessages(es);
