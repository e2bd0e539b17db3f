import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The legal pages' texts, paragraph by paragraph (`terms.s2.p1`): `const t = useLegalT()`. */
export const useLegalT = defineMessages(es);
