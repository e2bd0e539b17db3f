import { EVENT_MESSAGES } from '@welink/domain';
import type { EventRow } from '../db/queries/events.js';
import { refuse, rule, type Found, type Viewer } from './rule.js';

/**
 * Who may do what with an event (a question or an informative post).
 * - See it: its author and whoever follows them (ownsOrFollows in visibility.ts, in the WHERE
 *   clause of every read: a hidden event arrives here as undefined and is answered as missing).
 * - Edit its text and tags: its author only.
 * - Attach WeLinks to it: only WeLinks the author may see (counted through canSeeItem).
 */

type EventAuthor = Pick<EventRow, 'userId'>;

/** WeLinks named in a write, and how many of them the viewer may see. */
export interface AttachedItems {
  asked: number;
  visible: number;
}

const isOwnEvent = (viewer: Viewer, event: EventAuthor): boolean => event.userId === viewer.id;

export const eventRules = {
  'event.update': rule<Found<{ event: EventAuthor }>>((viewer, found) => {
    if (!found) return refuse('NOT_FOUND', EVENT_MESSAGES.notFound);
    return isOwnEvent(viewer, found.event) ? undefined : refuse('FORBIDDEN', EVENT_MESSAGES.notYours);
  }),
  'event.attachItems': rule<AttachedItems>((_viewer, { asked, visible }) =>
    visible === asked ? undefined : refuse('NOT_FOUND', EVENT_MESSAGES.itemNotFound),
  ),
};
