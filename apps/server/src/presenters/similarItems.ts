import type { UserRef } from '@welink/domain';
import type { SimilarRow } from '../db/queries/items.js';

/** Case, accents and spacing ignored: "Casa  Sol" and "casa sol" are one place. */
const fold = (text: string | null) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export interface SimilarCandidate {
  /** The WeLink shown: the viewer's own when they have it, else the group's first. */
  shownId: string;
  /** Every owner of the group, the viewer first. */
  heldBy: UserRef[];
}

/**
 * The similar-item search's WeLinks (most similar first) as one candidate per title, category
 * and place: a friend's copy of the viewer's Casa Sol is the same Casa Sol. At most `limit`.
 */
export function similarCandidates(rows: readonly SimilarRow[], viewerId: string, limit: number): SimilarCandidate[] {
  const groups = new Map<string, SimilarRow[]>();
  for (const row of rows) {
    const key = [fold(row.title), row.category, fold(row.address)].join('\u0000');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].slice(0, limit).map((group) => {
    const shown = group.find((row) => row.ownerId === viewerId) ?? group[0]!;
    const owners = new Map(group.map((row) => [row.ownerId, { _id: row.ownerId, name: row.ownerName }]));
    const heldBy = [...owners.values()].sort((a, b) => Number(b._id === viewerId) - Number(a._id === viewerId));
    return { shownId: shown.id, heldBy };
  });
}

/** The candidates as the answer's JSON text: each shown WeLink's presented JSON with its `heldBy`; one deleted meanwhile is left out. */
export function similarCandidatesJson(candidates: readonly SimilarCandidate[], presented: ReadonlyMap<string, string>): string {
  const answers = candidates.flatMap(({ shownId, heldBy }) => {
    const json = presented.get(shownId);
    return json === undefined ? [] : [`${json.slice(0, -1)},"heldBy":${JSON.stringify(heldBy)}}`];
  });
  return `[${answers.join(',')}]`;
}
