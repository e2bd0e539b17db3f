import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { GUIDE_MESSAGES, publicGuidePath, type Guide, type GuideCreateSchema, type GuidePublicLink, type GuideUpdateSchema } from '@welink/domain';
import type { Db } from '../../db/client.js';
import {
  addItemToOwnGuide,
  deleteOwnGuide,
  findGuide,
  insertGuide,
  isItemVisibleTo,
  publishOwnGuide,
  removeItemFromOwnGuide,
  unpublishOwnGuide,
  updateOwnGuide,
  type GuideRow,
} from '../../db/queries/guides.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { authorize } from '../../policies/index.js';
import { presentGuides } from './presentGuides.js';

/** The guide, once the viewer is known to be its owner (policies/guides.ts). */
async function guideToChange(db: Db, viewer: UserRow, guideId: string): Promise<GuideRow> {
  const found = await findGuide(db, guideId);
  authorize(viewer, 'guide.change', found);
  return found.guide;
}

/** Gone between the check and the write: the guide was deleted meanwhile. */
const guideGone = () => new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);

async function presentOwnGuide(db: Db, viewer: UserRow, guide: GuideRow | undefined): Promise<Guide> {
  if (!guide) throw guideGone();
  const [presented] = await presentGuides(db, viewer.id, [{ guide, ownerName: viewer.name }]);
  if (!presented) throw guideGone();
  return presented;
}

/** A new guide of the viewer, holding at once those of itemIds they may see. */
export async function createGuide(db: Db, viewer: UserRow, input: z.output<typeof GuideCreateSchema>): Promise<Guide> {
  const { name, description, isPublic, tags, color, itemIds } = input;
  const guide = await insertGuide(db, viewer.id, { name, description: description ?? '', isPublic, tags, color }, itemIds);
  return presentOwnGuide(db, viewer, guide);
}

export async function updateGuide(db: Db, viewer: UserRow, guideId: string, input: z.output<typeof GuideUpdateSchema>): Promise<Guide> {
  const guide = await guideToChange(db, viewer, guideId);
  return presentOwnGuide(db, viewer, await updateOwnGuide(db, guide.id, viewer.id, input));
}

export async function deleteGuide(db: Db, viewer: UserRow, guideId: string): Promise<void> {
  const guide = await guideToChange(db, viewer, guideId);
  if (!(await deleteOwnGuide(db, guide.id, viewer.id))) throw guideGone();
}

export async function addItemToGuide(db: Db, viewer: UserRow, guideId: string, itemId: string): Promise<Guide> {
  const guide = await guideToChange(db, viewer, guideId);
  authorize(viewer, 'guide.addItem', { itemVisible: await isItemVisibleTo(db, viewer.id, itemId) });
  return presentOwnGuide(db, viewer, await addItemToOwnGuide(db, guide.id, viewer.id, itemId));
}

export async function removeItemFromGuide(db: Db, viewer: UserRow, guideId: string, itemId: string): Promise<Guide> {
  const guide = await guideToChange(db, viewer, guideId);
  const result = await removeItemFromOwnGuide(db, guide.id, viewer.id, itemId);
  if ('missing' in result) {
    throw result.missing === 'guide' ? guideGone() : new AppError('NOT_FOUND', GUIDE_MESSAGES.itemNotInGuide);
  }
  return presentOwnGuide(db, viewer, result.guide);
}

/** 128 random bits, so a public link cannot be guessed or walked. */
const newPublicSlug = () => randomBytes(16).toString('base64url');

/** Publishes the viewer's guide at its public link; publishing it again answers the same link. */
export async function publishGuide(deps: { db: Db; appUrl: string }, viewer: UserRow, guideId: string): Promise<GuidePublicLink> {
  const guide = await guideToChange(deps.db, viewer, guideId);
  const slug = await publishOwnGuide(deps.db, guide.id, viewer.id, newPublicSlug());
  if (!slug) throw guideGone();
  return { slug, url: new URL(publicGuidePath(slug), deps.appUrl).href };
}

/** Takes the viewer's guide's public link down: from now on it answers 404. */
export async function unpublishGuide(db: Db, viewer: UserRow, guideId: string): Promise<void> {
  const guide = await guideToChange(db, viewer, guideId);
  if (!(await unpublishOwnGuide(db, guide.id, viewer.id))) throw guideGone();
}
