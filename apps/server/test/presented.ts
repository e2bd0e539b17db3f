import type { Item } from '@welink/domain';

/** WeLinks a query answered as presented JSON text (presenters/inDatabase.ts), read back. */
export const answered = (presented: string[]) => presented.map((json) => JSON.parse(json) as Item);
