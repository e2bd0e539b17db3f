import { ADMIN_MESSAGES } from '@welink/domain';
import type { UserAction } from '../../api/admin';

interface ActionCopy {
  isDanger: boolean;
  /** Shown when the server sends no message of its own (spec §8). */
  failed: string;
}

/**
 * How each action asks before it runs, and its fallback error. Its question's texts are in the
 * admin catalogue by the action's name: `admin.confirm.<action>.title`, `.text` and `.confirm`.
 */
export const USER_ACTION_COPY: Record<UserAction, ActionCopy> = {
  'reset-password': { isDanger: false, failed: ADMIN_MESSAGES.resetPasswordFailed },
  'make-admin': { isDanger: false, failed: ADMIN_MESSAGES.makeAdminFailed },
  'remove-admin': { isDanger: true, failed: ADMIN_MESSAGES.removeAdminFailed },
  'delete-user': { isDanger: true, failed: ADMIN_MESSAGES.deleteUserFailed },
};
