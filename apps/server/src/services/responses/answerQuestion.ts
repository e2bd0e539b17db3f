import type { z } from 'zod';
import { RESPONSE_MESSAGES, type ResponseCreateSchema, type WeLinkResponse } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { countVisibleItems, findVisibleEvent } from '../../db/queries/events.js';
import { findResponse, replaceResponseItems, upsertResponse, upsertTextResponse } from '../../db/queries/responses.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { liveSignalSql } from '../../live/liveBus.js';
import { presentResponses } from './presentResponses.js';

/**
 * Answers a question the viewer may see with text and WeLinks they may see.
 * Answering again edits the answer; either way the question's author gets it unread,
 * told from the write's own statement. An answer of text alone is one statement.
 */
export async function answerQuestion(
  deps: { db: Db },
  viewer: UserRow,
  input: z.output<typeof ResponseCreateSchema>,
): Promise<{ response: WeLinkResponse; created: boolean }> {
  const question = await findVisibleEvent(deps.db, viewer.id, input.eventId);
  if (!question) throw new AppError('NOT_FOUND', RESPONSE_MESSAGES.questionNotFound);
  if (question.event.type !== 'question') throw new AppError('VALIDATION', RESPONSE_MESSAGES.notAQuestion);
  if (question.event.userId === viewer.id) throw new AppError('VALIDATION', RESPONSE_MESSAGES.ownQuestion);
  const itemIds = [...new Set(input.items.map((i) => i.itemId))];
  if (itemIds.length !== input.items.length) throw new AppError('VALIDATION', RESPONSE_MESSAGES.repeatedItem);
  if (!input.text && itemIds.length === 0) throw new AppError('VALIDATION', RESPONSE_MESSAGES.empty);
  if ((await countVisibleItems(deps.db, viewer.id, itemIds)) !== itemIds.length) {
    throw new AppError('NOT_FOUND', RESPONSE_MESSAGES.itemNotFound);
  }
  const text = input.text ?? '';
  const signal = liveSignalSql({ kind: 'unread', userId: question.event.userId });
  const { id, created } =
    input.items.length === 0
      ? await upsertTextResponse(deps.db, question.event.id, viewer.id, text, signal)
      : await deps.db.transaction(async (tx) => {
          const row = await upsertResponse(tx, question.event.id, viewer.id, text, signal);
          await replaceResponseItems(tx, row.id, input.items);
          return row;
        });
  const row = await findResponse(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', RESPONSE_MESSAGES.notFound);
  const [response] = await presentResponses(deps.db, [{ response: row, userName: viewer.name }]);
  return { response: response!, created };
}
