import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The admin screens' texts (requests, users, issues): `const t = useAdminT()`. */
export const useAdminT = defineMessages(es);
