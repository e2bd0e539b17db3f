import type { Db } from '../../db/client.js';
import { readableGuideJson } from '../../db/queries/guides.js';
import type { UserRow } from '../../db/schema/index.js';
import { authorize } from '../../policies/index.js';

/** A guide the viewer may read, presented by the database; a private guide of someone else is answered as missing. */
export async function readGuideJson(db: Db, viewer: UserRow, guideId: string): Promise<string> {
  const json = await readableGuideJson(db, viewer.id, guideId);
  authorize(viewer, 'guide.read', json);
  return json;
}
