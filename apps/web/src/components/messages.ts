import { defineMessages } from '../i18n/i18n';
import es from './messages.es.json';

/** The app shell's texts (navigation, error and loading screens, times): `const t = useShellT()`. */
export const useShellT = defineMessages(es);
