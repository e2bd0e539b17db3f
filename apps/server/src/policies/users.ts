import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, CONNECTION_MESSAGES, MESSAGES } from '@welink/domain';
import type { UserRow } from '../db/schema/index.js';
import { refuse, rule, type Found, type Viewer } from './rule.js';

/**
 * Who may connect with whom: any approved member may ask another (not themself) to connect;
 * a follow request is accepted or rejected only by its recipient and cancelled only by its
 * sender. Those reads name the viewer in their WHERE clause (toUserId, fromUserId), so
 * someone else's request arrives here as undefined and is answered as missing.
 *
 * Who may administer members. An administrator acts only while their account is approved, and
 * is re-checked inside each action's transaction (another administrator may have demoted or
 * deleted them since the request was let in). Nobody may take away the last active
 * administrator, nor demote, reject or delete themself.
 */

type Account = Pick<UserRow, 'id' | 'isAdmin' | 'status'>;

/** An administrator who can act: the flag alone is not enough once the account is not approved. */
export const isActiveAdmin = (user: Pick<UserRow, 'isAdmin' | 'status'>): boolean => user.isAdmin && user.status === 'approved';

/** A viewer who is no one: the account that asked no longer exists. No rule lets it act. */
export const NO_ONE: Viewer = { id: '', isAdmin: false, status: 'rejected' };

/** The member an action would take away from the administrators, and how many active ones there are (counted only when the member is one). */
export interface AdministrationChange {
  target: Account;
  activeAdmins: number;
}

const forbidden = refuse('FORBIDDEN', MESSAGES.forbidden);

/** Taking away the last active administrator is refused (409), whoever asks. */
const lastAdminRefusal = ({ target, activeAdmins }: AdministrationChange, message: string) =>
  isActiveAdmin(target) && activeAdmins <= 1 ? refuse('CONFLICT', message) : undefined;

/** An administrator's change: never the last active administrator (409), then never oneself (400). */
const keepsAdministration = (messages: { lastAdmin: string; self: string }) =>
  rule<AdministrationChange>(
    (viewer, change) =>
      lastAdminRefusal(change, messages.lastAdmin) ?? (change.target.id === viewer.id ? refuse('VALIDATION', messages.self) : undefined),
  );

export const userRules = {
  /** The member to connect with, as found among the approved ones. */
  'user.follow': rule<Found<Pick<Account, 'id'>>>((viewer, target) => {
    if (!target) return refuse('NOT_FOUND', MESSAGES.userNotFound);
    return target.id === viewer.id ? refuse('VALIDATION', CONNECTION_MESSAGES.selfConnection) : undefined;
  }),
  /** What the viewer reads of a friend (Pendientes en común, their guides): a member the viewer follows, as found among them. */
  'user.readFriend': rule<Found<Pick<Account, 'id'>>>((_viewer, friend) => (friend ? undefined : refuse('NOT_FOUND', MESSAGES.userNotFound))),
  'followRequest.settle': rule<Found<object>>((_viewer, request) => (request ? undefined : refuse('NOT_FOUND', CONNECTION_MESSAGES.requestNotFound))),
  /** The administration's routes; the signed-in check (approved account) comes before. */
  'administration.enter': rule<null>((viewer) => (isActiveAdmin(viewer) ? undefined : forbidden)),
  /** Any administrator action on a member, with the actor as re-read in its transaction. */
  'user.administer': rule<Found<Account>>((viewer, target) => {
    if (!isActiveAdmin(viewer)) return forbidden;
    return target ? undefined : refuse('NOT_FOUND', MESSAGES.userNotFound);
  }),
  'user.promote': rule<Account>((_viewer, target) =>
    target.status === 'approved' ? undefined : refuse('VALIDATION', ADMIN_MESSAGES.onlyApprovedAdmin),
  ),
  'user.demote': keepsAdministration({ lastAdmin: ADMIN_MESSAGES.lastAdminDemote, self: ADMIN_MESSAGES.selfDemote }),
  'user.reject': keepsAdministration({ lastAdmin: ADMIN_MESSAGES.lastAdminReject, self: ADMIN_MESSAGES.selfReject }),
  'user.delete': keepsAdministration({ lastAdmin: ADMIN_MESSAGES.lastAdminDelete, self: ADMIN_MESSAGES.selfDelete }),
  /** A member deleting their own account (Ajustes): anyone but the last active administrator. */
  'account.delete': rule<AdministrationChange>((_viewer, change) => lastAdminRefusal(change, ACCOUNT_MESSAGES.lastAdmin)),
};
