import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** Settings → Import's texts: `const t = useImportT()`. */
export const useImportT = defineMessages(es);
