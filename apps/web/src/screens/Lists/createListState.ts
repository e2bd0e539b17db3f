import { z } from 'zod';
import { activeTexts } from '../../lib/activeTexts';
import './messages';

/** What the service wizard hands to /lists to create a guide holding the WeLink it just made (spec §2). */
export interface CreateListState {
  createList: true;
  itemId: string;
  name?: string;
  description?: string;
}

/** The new guide's prefilled name and description, in the language of the moment they are read. */
export const CREATE_LIST_DEFAULTS = activeTexts({ name: 'lists.defaults.name', description: 'lists.defaults.description' });

const CreateListStateSchema = z.object({
  createList: z.literal(true),
  itemId: z.string().min(1),
  name: z.string().optional(),
  description: z.string().optional(),
});

/** The create-and-add request in a navigation state, with the defaults filled in; null when there is none. */
export function readCreateListState(state: unknown): { itemId: string; name: string; description: string } | null {
  const parsed = CreateListStateSchema.safeParse(state);
  if (!parsed.success) return null;
  const { itemId, name, description } = parsed.data;
  return {
    itemId,
    name: name ?? CREATE_LIST_DEFAULTS.name,
    description: description ?? CREATE_LIST_DEFAULTS.description,
  };
}
