import type { z } from 'zod';
import { RESPONSE_MESSAGES, type ResponseCreateSchema, type WeLinkResponse } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { countVisibleItems, findVisibleEvent } from '../../db/queries/events.js';
import { replaceResponseItems, upsertResponse, upsertTextResponse, type UpsertedResponse } from '../../db/queries/responses.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { authorize } from '../../policies/index.js';
import { liveSignalSql } from '../../live/liveBus.js';
import { presentResponse, type PresentableResponse } from '../../presenters/response.js';
import { notify, notifying } from '../notifications/notify.js';
import type { NotificationPushes } from '../notifications/pushNotifications.js';
import { presentResponses } from './presentResponses.js';

/**
 * Responds to a question the viewer may see with text and WeLinks they may see.
 * Responding again edits the response; either way the question's author gets it unread,
 * told from the write's own statement. A response of text alone is one statement after the
 * question's check, and is presented from what was written, without reading it back.
 * A new response (not an edit) notifies the asker in the same transaction.
 */
export async function respondToQuestion(
  deps: { db: Db; pushes: NotificationPushes },
  viewer: UserRow,
  input: z.output<typeof ResponseCreateSchema>,
): Promise<{ response: WeLinkResponse; created: boolean }> {
  const question = await findVisibleEvent(deps.db, viewer.id, input.eventId);
  authorize(viewer, 'question.respond', question);
  const itemIds = [...new Set(input.items.map((i) => i.itemId))];
  if (itemIds.length !== input.items.length) throw new AppError('VALIDATION', RESPONSE_MESSAGES.repeatedItem);
  if (!input.text && itemIds.length === 0) throw new AppError('VALIDATION', RESPONSE_MESSAGES.empty);
  authorize(viewer, 'response.attachItems', { asked: itemIds.length, visible: await countVisibleItems(deps.db, viewer.id, itemIds) });
  const text = input.text ?? '';
  const signal = liveSignalSql({ kind: 'unread', userId: question.event.userId });
  const eventId = question.event.id;
  const asked = { id: eventId, askerId: question.event.userId };
  /** The response as written: the upsert returns its id and times, the rest is what was sent. */
  const written = ({ id, createdAt, updatedAt }: UpsertedResponse): PresentableResponse => ({ id, eventId, userId: viewer.id, text, createdAt, updatedAt });
  const notice = { recipientId: asked.askerId, kind: 'question_response', actorId: viewer.id, eventId, title: question.event.title } as const;
  if (input.items.length === 0) {
    const saved = await notifying(deps, async (tx, notices) => {
      const row = await upsertTextResponse(tx, asked, viewer.id, text, signal);
      if (row.created) await notify(notices, notice);
      return row;
    });
    return { response: presentResponse(written(saved), viewer.name, [], new Map()), created: saved.created };
  }
  const saved = await notifying(deps, async (tx, notices) => {
    const row = await upsertResponse(tx, asked, viewer.id, text, signal);
    await replaceResponseItems(tx, row.id, asked.askerId, input.items);
    if (row.created) await notify(notices, notice);
    return row;
  });
  const [response] = await presentResponses(deps.db, [{ response: written(saved), userName: viewer.name }]);
  return { response: response!, created: saved.created };
}
