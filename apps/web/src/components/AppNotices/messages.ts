import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The frame's notices (offline): `const t = useAppNoticesT()`. */
export const useAppNoticesT = defineMessages(es);
