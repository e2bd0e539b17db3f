import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The map picker's texts: `const t = useMapPickerT()`. */
export const useMapPickerT = defineMessages(es);
