import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The landing page's texts. */
export const useLandingT = defineMessages(es);
