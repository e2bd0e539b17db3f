import { defineMessages } from '../i18n/i18n';
import es from './messages.es.json';

/** Texts of the pure helpers in lib/ (relative times). */
export const useLibT = defineMessages(es);
