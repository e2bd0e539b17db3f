import type { WeLinkResponse } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { findVisibleEvent } from '../../db/queries/events.js';
import { markResponsesRead, responsesOfEvents } from '../../db/queries/responses.js';
import type { UserRow } from '../../db/schema/index.js';
import type { LiveBus } from '../../live/liveBus.js';
import { authorize } from '../../policies/index.js';
import { presentResponses } from './presentResponses.js';

/** The responses to a question the viewer may see, oldest first. */
export async function responsesToQuestion(db: Db, viewer: UserRow, eventId: string): Promise<WeLinkResponse[]> {
  const question = await findVisibleEvent(db, viewer.id, eventId);
  authorize(viewer, 'question.readResponses', question);
  return presentResponses(db, await responsesOfEvents(db, [question.event.id]));
}

/** The question's author marks its responses read; their unread count is told live when it changed. */
export async function markQuestionRead(deps: { db: Db; live: LiveBus }, viewer: UserRow, eventId: string): Promise<number> {
  const question = await findVisibleEvent(deps.db, viewer.id, eventId);
  authorize(viewer, 'question.markRead', question);
  const count = await markResponsesRead(deps.db, question.event.id);
  if (count > 0) await deps.live.announce(deps.db, { kind: 'unread', userId: viewer.id });
  return count;
}
