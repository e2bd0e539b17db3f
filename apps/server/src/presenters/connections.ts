import type {
  CheckBatchAnswer,
  SearchResultState,
  FollowedContact,
  ReceivedFollowRequest,
  SentFollowRequest,
  UserSearchResult,
} from '@welink/domain';
import type { ContactRow, FollowRequestRow } from '../db/rows.js';

type ContactMatch = CheckBatchAnswer['users'][number];

/** Which of a member's contact details the viewer may see (the ones they typed, or all once connected). */
export interface Reveal {
  email: boolean;
  phone: boolean;
}

function phoneOf(row: ContactRow): { prefix: string; number: string } | null {
  return row.phonePrefix && row.phoneNumber ? { prefix: row.phonePrefix, number: row.phoneNumber } : null;
}

function revealed(row: ContactRow, reveal: Reveal): { email?: string; phone?: { prefix: string; number: string } | null } {
  return { ...(reveal.email ? { email: row.email } : {}), ...(reveal.phone ? { phone: phoneOf(row) } : {}) };
}

export function presentSearchResult(row: ContactRow, connectionStatus: SearchResultState, reveal: Reveal): UserSearchResult {
  return { _id: row.id, name: row.name, ...revealed(row, reveal), connectionStatus };
}

export function presentContactMatch(row: ContactRow, reveal: Reveal): ContactMatch {
  return { _id: row.id, name: row.name, ...revealed(row, reveal) };
}

export function presentFollowedContact(row: ContactRow, since: Date): FollowedContact {
  return { _id: row.id, name: row.name, email: row.email, phone: phoneOf(row), createdAt: since.toISOString() };
}

/** The sender asked to connect, so the recipient sees who they are, email included. */
export function presentReceivedRequest(request: FollowRequestRow, from: ContactRow): ReceivedFollowRequest {
  return { _id: request.id, from: { _id: from.id, name: from.name, email: from.email }, createdAt: request.createdAt.toISOString() };
}

export function presentSentRequest(request: FollowRequestRow, to: ContactRow, showEmail: boolean): SentFollowRequest {
  return {
    _id: request.id,
    to: { _id: to.id, name: to.name, ...(showEmail ? { email: to.email } : {}) },
    createdAt: request.createdAt.toISOString(),
  };
}
