import type { SimilarItem } from '@welink/domain';

/** What grouping reads of a presented WeLink; the rest of it passes through untouched. */
type Presented = Pick<SimilarItem, '_id' | 'title' | 'category' | 'address' | 'user'>;

/** Case, accents and spacing ignored: "Casa  Sol" and "casa sol" are one place. */
const fold = (text: string | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The similar-item search's WeLinks (presented in SQL, most similar first) as one candidate per
 * title, category and place: a friend's copy of the viewer's Casa Sol is the same Casa Sol. The
 * candidate is the viewer's own WeLink when they have it, else the first; `heldBy` names every
 * owner of the group, the viewer first. At most `limit` candidates, as JSON text.
 */
export function similarCandidatesJson(presented: readonly string[], viewerId: string, limit: number): string {
  const groups = new Map<string, Presented[]>();
  for (const json of presented) {
    const item = JSON.parse(json) as Presented;
    const key = [fold(item.title), item.category, fold(item.address)].join('\u0000');
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const candidates = [...groups.values()].slice(0, limit).map((group) => {
    const shown = group.find((item) => item.user._id === viewerId) ?? group[0]!;
    const owners = new Map(group.map((item) => [item.user._id, item.user]));
    const heldBy = [...owners.values()].sort((a, b) => Number(b._id === viewerId) - Number(a._id === viewerId));
    return { ...shown, heldBy };
  });
  return JSON.stringify(candidates);
}
