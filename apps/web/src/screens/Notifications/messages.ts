import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Notifications screen's texts: `const t = useNotificationsT()`. */
export const useNotificationsT = defineMessages(es);
