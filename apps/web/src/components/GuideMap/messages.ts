import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/**
 * A guide's map's texts: `const t = useGuideMapT()`. The public guide page's script reads the same
 * catalogues without the runtime (publicGuideMap/texts.ts).
 */
export const useGuideMapT = defineMessages(es);
