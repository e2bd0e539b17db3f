import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, CONNECTION_MESSAGES, EVENT_MESSAGES, GUIDE_MESSAGES, GUIDE_PROGRESS_MESSAGES, ITEM_MESSAGES, MESSAGES, PHOTO_MESSAGES, RESPONSE_MESSAGES } from '@welink/domain';
import { AppError } from '../errors.js';
import { authorize, type Action, type ResourceOf } from './index.js';
import type { Viewer } from './rule.js';
import { NO_ONE } from './users.js';

const ana: Viewer = { id: 'ana', isAdmin: false, status: 'approved' };
const bea: Viewer = { id: 'bea', isAdmin: false, status: 'approved' };
const admin: Viewer = { id: 'adm', isAdmin: true, status: 'approved' };
const otherAdmin: Viewer = { id: 'adm2', isAdmin: true, status: 'approved' };
const rejectedAdmin: Viewer = { id: 'adm3', isAdmin: true, status: 'rejected' };

const anasItem = { item: { userId: 'ana' } };
const anasQuestion = { event: { userId: 'ana', type: 'question' as const } };
const anasPost = { event: { userId: 'ana', type: 'informative' as const } };
const privateGuide = { guide: { userId: 'ana', isPublic: false } };
const publicGuide = { guide: { userId: 'ana', isPublic: true } };

type Case = { [A in Action]: [Viewer, A, ResourceOf<A>, 'allowed' | { code: string; message: string }] }[Action];

const notFound = (message: string) => ({ code: 'NOT_FOUND', message });
const forbidden = (message: string) => ({ code: 'FORBIDDEN', message });
const invalid = (message: string) => ({ code: 'VALIDATION', message });
const conflict = (message: string) => ({ code: 'CONFLICT', message });

/** viewer × action × resource → allowed, or the refusal the API answers. Undefined: missing or hidden by the SQL rule. */
const cases: Case[] = [
  [ana, 'item.read', anasItem, 'allowed'],
  [bea, 'item.read', anasItem, 'allowed'],
  [bea, 'item.read', undefined, notFound(ITEM_MESSAGES.notFound)],
  [ana, 'item.update', anasItem, 'allowed'],
  [bea, 'item.update', anasItem, forbidden(ITEM_MESSAGES.notYours)],
  [admin, 'item.update', anasItem, forbidden(ITEM_MESSAGES.notYours)],
  [bea, 'item.update', undefined, notFound(ITEM_MESSAGES.notFound)],
  [bea, 'photo.read', { storageKey: 'k' }, 'allowed'],
  [bea, 'photo.read', undefined, notFound(PHOTO_MESSAGES.notFound)],

  [ana, 'event.update', anasQuestion, 'allowed'],
  [bea, 'event.update', anasQuestion, forbidden(EVENT_MESSAGES.notYours)],
  [bea, 'event.update', undefined, notFound(EVENT_MESSAGES.notFound)],
  [ana, 'event.attachItems', { asked: 0, visible: 0 }, 'allowed'],
  [ana, 'event.attachItems', { asked: 2, visible: 2 }, 'allowed'],
  [ana, 'event.attachItems', { asked: 2, visible: 1 }, notFound(EVENT_MESSAGES.itemNotFound)],

  [bea, 'question.readResponses', anasQuestion, 'allowed'],
  [bea, 'question.readResponses', undefined, notFound(RESPONSE_MESSAGES.questionNotFound)],
  [bea, 'question.respond', anasQuestion, 'allowed'],
  [bea, 'question.respond', undefined, notFound(RESPONSE_MESSAGES.questionNotFound)],
  [bea, 'question.respond', anasPost, invalid(RESPONSE_MESSAGES.notAQuestion)],
  [ana, 'question.respond', anasPost, invalid(RESPONSE_MESSAGES.notAQuestion)],
  [ana, 'question.respond', anasQuestion, invalid(RESPONSE_MESSAGES.ownQuestion)],
  [ana, 'question.markRead', anasQuestion, 'allowed'],
  [bea, 'question.markRead', anasQuestion, forbidden(RESPONSE_MESSAGES.markReadNotYours)],
  [bea, 'question.markRead', undefined, notFound(RESPONSE_MESSAGES.questionNotFound)],
  [bea, 'response.attachItems', { asked: 3, visible: 3 }, 'allowed'],
  [bea, 'response.attachItems', { asked: 3, visible: 2 }, notFound(RESPONSE_MESSAGES.itemNotFound)],
  [bea, 'response.delete', { response: { userId: 'bea' } }, 'allowed'],
  [ana, 'response.delete', { response: { userId: 'bea' } }, forbidden(RESPONSE_MESSAGES.deleteNotYours)],
  [ana, 'response.delete', undefined, notFound(RESPONSE_MESSAGES.notFound)],

  [bea, 'guide.read', '{}', 'allowed'],
  [bea, 'guide.read', undefined, notFound(GUIDE_MESSAGES.notFound)],
  [ana, 'guide.change', privateGuide, 'allowed'],
  [ana, 'guide.change', publicGuide, 'allowed'],
  [bea, 'guide.change', publicGuide, forbidden(GUIDE_MESSAGES.notOwner)],
  [bea, 'guide.change', privateGuide, notFound(GUIDE_MESSAGES.notFound)],
  [admin, 'guide.change', privateGuide, notFound(GUIDE_MESSAGES.notFound)],
  [ana, 'guide.change', undefined, notFound(GUIDE_MESSAGES.notFound)],
  [ana, 'guide.addItem', { itemVisible: true }, 'allowed'],
  [ana, 'guide.addItem', { itemVisible: false }, notFound(GUIDE_MESSAGES.itemNotFound)],
  [bea, 'guide.progress', publicGuide, 'allowed'],
  [bea, 'guide.progress', privateGuide, notFound(GUIDE_MESSAGES.notFound)],
  [bea, 'guide.progress', undefined, notFound(GUIDE_MESSAGES.notFound)],
  [ana, 'guide.progress', publicGuide, forbidden(GUIDE_PROGRESS_MESSAGES.ownGuide)],
  [ana, 'guide.progress', privateGuide, forbidden(GUIDE_PROGRESS_MESSAGES.ownGuide)],

  [ana, 'user.follow', { id: 'bea' }, 'allowed'],
  [ana, 'user.follow', undefined, notFound(MESSAGES.userNotFound)],
  [ana, 'user.follow', { id: 'ana' }, invalid(CONNECTION_MESSAGES.selfConnection)],
  [ana, 'user.readFriend', { id: 'bea' }, 'allowed'],
  [ana, 'user.readFriend', undefined, notFound(MESSAGES.userNotFound)],
  [bea, 'followRequest.settle', { id: 'r' }, 'allowed'],
  [bea, 'followRequest.settle', undefined, notFound(CONNECTION_MESSAGES.requestNotFound)],

  [admin, 'administration.enter', null, 'allowed'],
  [ana, 'administration.enter', null, forbidden(MESSAGES.forbidden)],
  [rejectedAdmin, 'administration.enter', null, forbidden(MESSAGES.forbidden)],
  [admin, 'user.administer', ana, 'allowed'],
  [admin, 'user.administer', undefined, notFound(MESSAGES.userNotFound)],
  [ana, 'user.administer', bea, forbidden(MESSAGES.forbidden)],
  [rejectedAdmin, 'user.administer', ana, forbidden(MESSAGES.forbidden)],
  [NO_ONE, 'user.administer', ana, forbidden(MESSAGES.forbidden)],
  [NO_ONE, 'user.administer', undefined, forbidden(MESSAGES.forbidden)],
  [admin, 'user.promote', ana, 'allowed'],
  [admin, 'user.promote', { id: 'p', isAdmin: false, status: 'pending' }, invalid(ADMIN_MESSAGES.onlyApprovedAdmin)],
  [admin, 'user.demote', { target: otherAdmin, activeAdmins: 2 }, 'allowed'],
  [admin, 'user.demote', { target: otherAdmin, activeAdmins: 1 }, conflict(ADMIN_MESSAGES.lastAdminDemote)],
  [admin, 'user.demote', { target: admin, activeAdmins: 1 }, conflict(ADMIN_MESSAGES.lastAdminDemote)],
  [admin, 'user.demote', { target: admin, activeAdmins: 2 }, invalid(ADMIN_MESSAGES.selfDemote)],
  [admin, 'user.demote', { target: rejectedAdmin, activeAdmins: 0 }, 'allowed'],
  [admin, 'user.reject', { target: ana, activeAdmins: 0 }, 'allowed'],
  [admin, 'user.reject', { target: otherAdmin, activeAdmins: 1 }, conflict(ADMIN_MESSAGES.lastAdminReject)],
  [admin, 'user.reject', { target: admin, activeAdmins: 2 }, invalid(ADMIN_MESSAGES.selfReject)],
  [admin, 'user.delete', { target: ana, activeAdmins: 0 }, 'allowed'],
  [admin, 'user.delete', { target: otherAdmin, activeAdmins: 1 }, conflict(ADMIN_MESSAGES.lastAdminDelete)],
  [admin, 'user.delete', { target: admin, activeAdmins: 2 }, invalid(ADMIN_MESSAGES.selfDelete)],
];

/** What authorize did: allowed, or the code and text of the AppError it threw. */
function outcome([viewer, action, resource]: Case) {
  try {
    authorize(viewer, action, resource as never);
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('authorize', () => {
  it.each(cases.map((c) => [`${c[0].id || 'no one'} ${c[1]} ${JSON.stringify(c[2]) ?? 'missing'}`, c] as const))('%s', (_name, c) => {
    expect(outcome(c)).toEqual(c[3]);
  });

  it('covers every action', () => {
    const tested = new Set(cases.map((c) => c[1]));
    const all: Action[] = [
      'item.read', 'item.update', 'photo.read', 'event.update', 'event.attachItems', 'question.readResponses', 'question.respond',
      'question.markRead', 'response.attachItems', 'response.delete', 'guide.read', 'guide.change', 'guide.addItem',
      'guide.progress', 'user.follow', 'user.readFriend', 'followRequest.settle', 'administration.enter', 'user.administer', 'user.promote', 'user.demote', 'user.reject', 'user.delete',
    ];
    expect([...tested].sort()).toEqual([...all].sort());
  });
});
