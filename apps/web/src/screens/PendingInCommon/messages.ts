import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Pendientes en común screen's texts: `const t = usePendingInCommonT()`. */
export const usePendingInCommonT = defineMessages(es);
