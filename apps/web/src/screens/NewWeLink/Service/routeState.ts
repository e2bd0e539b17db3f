import { ItemSchema, type Item } from '@welink/domain';

/** A same-site path handed over in navigation state ({returnPath}); anything else is ignored. */
export function readReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnPath } = state as { returnPath?: unknown };
  return typeof returnPath === 'string' && /^\/(?![/\\])/.test(returnPath) ? returnPath : null;
}

const PrefillSchema = ItemSchema.partial().required({ title: true });
export type ItemPrefill = Partial<Item> & Pick<Item, 'title'>;

/** Route state {itemData}: a whole WeLink for an edit, at least a title for a prefilled creation (spec §2). */
export function readItemData(state: unknown): { item: Item | null; prefill: ItemPrefill | null } {
  if (typeof state !== 'object' || state === null) return { item: null, prefill: null };
  const { itemData } = state as { itemData?: unknown };
  const whole = ItemSchema.safeParse(itemData);
  const partial = PrefillSchema.safeParse(itemData);
  return { item: whole.success ? whole.data : null, prefill: partial.success ? (partial.data as ItemPrefill) : null };
}
