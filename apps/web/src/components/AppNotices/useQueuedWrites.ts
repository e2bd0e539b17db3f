import { useEffect, useState } from 'react';
import { writeQueue } from '../../api/queuedWrites';
import type { QueuedWrite } from '../../lib/writeQueue';

/** The member's writes waiting to be sent or handed back, read again on every change of the queue. */
export function useQueuedWrites(userId: string | null): QueuedWrite[] {
  const [writes, setWrites] = useState<{ userId: string | null; writes: QueuedWrite[] }>({ userId, writes: [] });
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const read = () =>
      void writeQueue.list(userId).then(
        (list) => current && setWrites({ userId, writes: list }),
        (error: unknown) => console.warn('No se pudo leer la cola de cambios', error),
      );
    read();
    const stop = writeQueue.subscribe(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  // Never another member's: what was read for the previous one is not shown.
  return writes.userId === userId ? writes.writes : [];
}
