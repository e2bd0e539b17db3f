import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Nueva contraseña screen's texts: `const t = useResetPasswordT()`. */
export const useResetPasswordT = defineMessages(es);
