import type { QueuedWrite } from '../../lib/writeQueue';

/** An answer waiting in the queue (ADR 0026), as its question shows it. */
export interface QueuedAnswerView {
  write: QueuedWrite;
  text: string;
  /** How many WeLinks it recommends. */
  itemCount: number;
}

/** The member's latest answer to this question still in the queue, waiting or refused; none once sent or discarded. */
export function queuedAnswerFor(writes: readonly QueuedWrite[], eventId: string): QueuedAnswerView | undefined {
  const write = writes.findLast((w) => w.kind === 'answer' && (w.body as { eventId?: unknown } | null)?.eventId === eventId);
  if (!write) return undefined;
  const { text, items } = write.body as { text?: unknown; items?: unknown };
  return { write, text: typeof text === 'string' ? text.trim() : '', itemCount: Array.isArray(items) ? items.length : 0 };
}
