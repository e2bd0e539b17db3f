import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Settings screen's texts. */
export const useSettingsT = defineMessages(es);
