import type { Db } from '../../db/client.js';
import { deleteResponse, findVisibleResponse } from '../../db/queries/responses.js';
import type { UserRow } from '../../db/schema/index.js';
import type { LiveBus } from '../../live/liveBus.js';
import { authorize } from '../../policies/index.js';

/** Deletes the viewer's own response; the question's author is told live when it was still unread. */
export async function withdrawResponse(deps: { db: Db; live: LiveBus }, viewer: UserRow, id: string): Promise<void> {
  const found = await findVisibleResponse(deps.db, viewer.id, id);
  authorize(viewer, 'response.delete', found);
  await deleteResponse(deps.db, found.response.id);
  if (!found.response.readAt) await deps.live.announce(deps.db, { kind: 'unread', userId: found.questionAuthorId });
}
