import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** The Recuperar contraseña screen's texts: `const t = useForgotPasswordT()`. */
export const useForgotPasswordT = defineMessages(es);
