import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { RESPONSE_MESSAGES } from '@welink/domain';
import type { EventRow } from '../db/queries/events.js';
import type { AttachedItems } from './events.js';
import { refuse, rule, type Found, type Viewer } from './rule.js';
import { ownsOrFollows, type ViewerKey } from './visibility.js';

/**
 * Who may do what with a question's responses.
 * - See the responses: whoever may see the question (the event's rule: its author and their
 *   followers). A question the viewer may not see is answered as missing.
 * - Respond: to a question (not an informative event) that is not one's own, with WeLinks one
 *   may see.
 * - See one response: its author, and whoever may see its question (canSeeResponse).
 * - Delete a response: its author only.
 * - Mark the responses read: the question's author only.
 */

type Question = Pick<EventRow, 'userId' | 'type'>;

const questionNotFound = refuse('NOT_FOUND', RESPONSE_MESSAGES.questionNotFound);

const isOwnQuestion = (viewer: Viewer, question: Pick<EventRow, 'userId'>): boolean => question.userId === viewer.id;

/** The rule for seeing one response, in SQL for the WHERE clause of its read. */
export function canSeeResponse(viewerId: ViewerKey, authorColumn: AnyPgColumn, questionOwnerColumn: AnyPgColumn): SQL {
  return sql`(${authorColumn} = ${viewerId} OR ${ownsOrFollows(viewerId, questionOwnerColumn)})`;
}

export const responseRules = {
  'question.readResponses': rule<Found<{ event: Question }>>((_viewer, found) => (found ? undefined : questionNotFound)),
  'question.respond': rule<Found<{ event: Question }>>((viewer, found) => {
    if (!found) return questionNotFound;
    if (found.event.type !== 'question') return refuse('VALIDATION', RESPONSE_MESSAGES.notAQuestion);
    return isOwnQuestion(viewer, found.event) ? refuse('VALIDATION', RESPONSE_MESSAGES.ownQuestion) : undefined;
  }),
  'question.markRead': rule<Found<{ event: Question }>>((viewer, found) => {
    if (!found) return questionNotFound;
    return isOwnQuestion(viewer, found.event) ? undefined : refuse('FORBIDDEN', RESPONSE_MESSAGES.markReadNotYours);
  }),
  'response.attachItems': rule<AttachedItems>((_viewer, { asked, visible }) =>
    visible === asked ? undefined : refuse('NOT_FOUND', RESPONSE_MESSAGES.itemNotFound),
  ),
  'response.delete': rule<Found<{ response: { userId: string } }>>((viewer, found) => {
    if (!found) return refuse('NOT_FOUND', RESPONSE_MESSAGES.notFound);
    return found.response.userId === viewer.id ? undefined : refuse('FORBIDDEN', RESPONSE_MESSAGES.deleteNotYours);
  }),
};
