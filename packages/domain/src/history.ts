import { z } from 'zod';
import { EventSchema } from './events.js';
import { ItemSchema } from './items.js';

/**
 * One History entry: an own event or question, or an own WeLink that no own
 * event shares (a pending save, typically). GET /api/history answers them with
 * questions that have unread responses first (first page only), then the rest
 * newest first; a keyset cursor keeps that order and removes duplicates across pages.
 */
export const HistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event: EventSchema }),
  z.object({ kind: z.literal('item'), item: ItemSchema }),
]);
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;
