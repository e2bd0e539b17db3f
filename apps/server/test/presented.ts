import type { Item } from '@welink/domain';

/** WeLinks a query answered as presented JSON text (itemJsonText), read back. */
export const answered = (presented: string[]) => presented.map((json) => JSON.parse(json) as Item);
