import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The sign-up screen's texts. */
export const useSignupT = defineMessages(es);
