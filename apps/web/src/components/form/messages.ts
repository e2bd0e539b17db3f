import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The texts of the shared controls (form kit, Banner, ConfirmDialog): `const t = useControlsT()`. */
export const useControlsT = defineMessages(es);
