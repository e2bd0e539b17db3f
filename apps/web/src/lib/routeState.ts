import { MESSAGES } from '@welink/domain';

/** A message handed to the next screen through navigation state. */
export interface NoticeState {
  notice: string;
  tone?: 'success' | 'info';
}

/** What /login says when the server refused the session's token. */
export const EXPIRED_NOTICE: NoticeState = { notice: MESSAGES.unauthenticated, tone: 'info' };

export function readNotice(state: unknown): Required<NoticeState> | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice, tone } = state as { notice?: unknown; tone?: unknown };
  if (typeof notice !== 'string' || !notice) return null;
  return { notice, tone: tone === 'info' ? 'info' : 'success' };
}
