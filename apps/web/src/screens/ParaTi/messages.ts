import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Para ti screen's texts: `const t = useParaTiT()`. */
export const useParaTiT = defineMessages(es);
