import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** What every map of the app says while it loads or when it cannot: `const t = useMapT()`. */
export const useMapT = defineMessages(es);
