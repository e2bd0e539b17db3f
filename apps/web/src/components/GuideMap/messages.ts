import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/**
 * A guide's map's texts on the members' screens: `const t = useGuideMapT()`. The public guide page's
 * script keeps guideMapMessages.ts, which carries no i18n code (its budget).
 */
export const useGuideMapT = defineMessages(es, () => import('./messages.en.json'));
