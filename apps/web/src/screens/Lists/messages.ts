import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** My Guides' texts: `const t = useListsT()`. */
export const useListsT = defineMessages(es);
