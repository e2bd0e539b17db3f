import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Contacts screen's texts (search, requests, connections, import, invitations): `const t = useContactsT()`. */
export const useContactsT = defineMessages(es);
