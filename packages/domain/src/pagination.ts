import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

/**
 * Optional keyset paging: a client that sends neither gets the first page as a
 * plain array, as the original API answered; the next page's cursor travels in
 * the `X-Next-Cursor` header.
 */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const NEXT_CURSOR_HEADER = 'x-next-cursor';
