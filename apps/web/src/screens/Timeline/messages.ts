import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Timeline's texts. */
export const useTimelineT = defineMessages(es);
