import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The new-version banner's texts: `const t = useAppUpdateT()`. */
export const useAppUpdateT = defineMessages(es);
