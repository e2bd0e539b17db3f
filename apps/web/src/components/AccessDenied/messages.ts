import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The access-denied panel's texts: `const t = useAccessDeniedT()`. */
export const useAccessDeniedT = defineMessages(es);
