import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The 'Cuéntanos' button and modal's texts: `const t = useFeedbackT()`. */
export const useFeedbackT = defineMessages(es);
