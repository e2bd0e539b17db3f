import { NOTIFICATION_MESSAGES } from '@welink/domain';
import { refuse, rule, type Found } from './rule.js';

/**
 * A member reads and marks only their own notifications: the queries take the viewer as the
 * recipient, so another member's notification is not found, as if it did not exist.
 */
export const notificationRules = {
  'notification.markRead': rule<Found<{ id: string }>>((_viewer, found) => (found ? undefined : refuse('NOT_FOUND', NOTIFICATION_MESSAGES.notFound))),
};
