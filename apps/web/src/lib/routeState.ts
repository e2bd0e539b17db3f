/** A message handed to the next screen through navigation state. */
export interface NoticeState {
  notice: string;
  tone?: 'success' | 'info';
}

export function readNotice(state: unknown): Required<NoticeState> | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice, tone } = state as { notice?: unknown; tone?: unknown };
  if (typeof notice !== 'string' || !notice) return null;
  return { notice, tone: tone === 'info' ? 'info' : 'success' };
}
