import { defineMessages } from '../../i18n/i18n';
import es from './messages.es.json';

/** A friend's guides' texts: `useFriendGuidesT()` in each component, then FRIEND_GUIDES_MESSAGES. */
export const useFriendGuidesT = defineMessages(es);
