import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The onboarding tour's texts, each step's by its id (`tour.history.title`): `const t = useTourT()`. */
export const useTourT = defineMessages(es);
