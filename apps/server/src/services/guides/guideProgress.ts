import { ItemCreateSchema, pendingCopyOf, type GuideProgress } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { viewerCopiesOfGuide, type GuideEntryCopyRow } from '../../db/queries/friendGuides.js';
import { findGuide, type GuideRow } from '../../db/queries/guides.js';
import { insertItem, itemsWithOwnersById, type ItemValues, type ItemWithOwner } from '../../db/queries/items.js';
import type { UserRow } from '../../db/schema/index.js';
import { authorize } from '../../policies/index.js';
import { presentGuideProgress, type GuideEntryState } from '../../presenters/guideProgress.js';
import { presentItem } from '../../presenters/item.js';
import { isSamePlace } from '../circle/circleScore.js';
import { newItemValues } from '../items/createItem.js';
import { notifyRecommender, notifying } from '../notifications/notify.js';
import type { NotificationPushes } from '../notifications/pushNotifications.js';

/** The guide, once the viewer may follow its progress: readable and someone else's (policies/guides.ts). */
async function guideToFollow(db: Db, viewer: UserRow, guideId: string): Promise<GuideRow> {
  const found = await findGuide(db, guideId);
  authorize(viewer, 'guide.progress', found);
  return found.guide;
}

const RANK: Record<GuideEntryState, number> = { rest: 0, pending: 1, rated: 2 };

/**
 * Where each of the guide's WeLinks stands for the viewer, in the guide's order: rated when one
 * of the viewer's WeLinks of the same thing (title, category and place: isSamePlace) is rated,
 * pending when they have one but none rated, else the rest.
 */
function entryStates(rows: readonly GuideEntryCopyRow[]): Map<string, GuideEntryState> {
  const states = new Map<string, GuideEntryState>();
  for (const { itemId, entry, copy } of rows) {
    const state: GuideEntryState = !copy || !isSamePlace(entry, copy) ? 'rest' : copy.isRated ? 'rated' : 'pending';
    const before = states.get(itemId);
    if (before === undefined || RANK[state] > RANK[before]) states.set(itemId, state);
  }
  return states;
}

/** How much of another member's guide the viewer has rated, and what they have pending of it. */
export async function guideProgressOf(db: Db, viewer: UserRow, guideId: string): Promise<GuideProgress> {
  const guide = await guideToFollow(db, viewer, guideId);
  return presentGuideProgress(entryStates(await viewerCopiesOfGuide(db, viewer.id, guide.id)));
}

/**
 * The pending copy the web's single save sends (pendingCopyOf) of a WeLink, recommended by its
 * owner, as POST /api/items would store it; undefined when its facts no longer pass the schema.
 */
function pendingCopyValues({ item, ownerName }: ItemWithOwner): ItemValues | undefined {
  const copy = ItemCreateSchema.safeParse(pendingCopyOf(presentItem(item, ownerName), { _id: item.userId, name: ownerName }));
  return copy.success ? newItemValues(copy.data) : undefined;
}

/**
 * Saves as pending, in one transaction, each of the guide's WeLinks the viewer may see and has
 * neither rated nor pending, as a copy naming its owner as recommender; each owner is told as
 * by a single save (notifyRecommender). Answers how many were saved: again, none. A WeLink whose
 * title and category the viewer holds at another place stays unsaved (one per title and category).
 */
export async function saveGuideRestAsPending(deps: { db: Db; pushes: NotificationPushes }, viewer: UserRow, guideId: string): Promise<number> {
  const guide = await guideToFollow(deps.db, viewer, guideId);
  return notifying(deps, async (tx, notices) => {
    const states = entryStates(await viewerCopiesOfGuide(tx, viewer.id, guide.id));
    const rest = [...states].flatMap(([itemId, state]) => (state === 'rest' ? [itemId] : []));
    const sources = await itemsWithOwnersById(tx, rest);
    let saved = 0;
    for (const itemId of rest) {
      const source = sources.get(itemId);
      const values = source && pendingCopyValues(source);
      const inserted = values && (await insertItem(tx, viewer.id, values, false));
      if (!inserted) continue;
      await notifyRecommender(notices, inserted);
      saved += 1;
    }
    return saved;
  });
}
