import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { keepSendingQueuedWrites, sendQueuedWrites, writeQueue } from '../../api/queuedWrites';
import { QUEUED_KIND_LABELS, QUEUED_TEXTS } from '../../lib/queuedWriteTexts';
import type { QueuedWrite } from '../../lib/writeQueue';
import { WithQueryClient } from '../../router/WithQueryClient';
import { useSession } from '../../state/useSession';
import { useQueuedWrites } from '../../api/useQueuedWrites';
import './pendingWrites.css';

/**
 * The writes made without a connection (ADR 0026), above the screen: how many wait to be sent,
 * and, opened, each of them; one the server refused says why, with Reintentar and Descartar.
 * Mounting it is what keeps the queue going: sent now, when the connection is back, when the tab
 * comes back into view.
 */
export function PendingWrites() {
  return (
    <WithQueryClient>
      <PendingWritesNotice />
    </WithQueryClient>
  );
}

function PendingWritesNotice() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.userId ?? null;
  const writes = useQueuedWrites(userId);
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  useEffect(() => (userId ? keepSendingQueuedWrites(queryClient) : undefined), [queryClient, userId]);

  const refused = writes.filter((write) => write.refused).length;
  const waiting = writes.length - refused;
  const send = () => void sendQueuedWrites(queryClient).catch(() => undefined);

  return (
    <>
      <div role="status">
        {writes.length > 0 && (
          <p className={`pending-writes__summary ${refused > 0 ? 'pending-writes__summary--refused' : ''}`}>
            <span>{[refused > 0 && QUEUED_TEXTS.refusedNotice(refused), waiting > 0 && QUEUED_TEXTS.notice(waiting)].filter(Boolean).join(' · ')}</span>
            <button type="button" className="pending-writes__toggle" aria-expanded={isOpen} aria-controls={listId} onClick={() => setIsOpen(!isOpen)}>
              {isOpen ? QUEUED_TEXTS.hide : QUEUED_TEXTS.show}
            </button>
          </p>
        )}
      </div>
      {writes.length > 0 && isOpen && userId && (
        <section id={listId} className="pending-writes" aria-label={QUEUED_TEXTS.listTitle}>
          <ul className="pending-writes__list">
            {writes.map((write) => (
              <QueuedWriteRow
                key={write.id}
                write={write}
                onRetry={() => void writeQueue.retry(userId, write.id).then(send)}
                onDiscard={() => void writeQueue.remove(userId, write.id)}
              />
            ))}
          </ul>
          {waiting > 0 && (
            <button type="button" className="btn btn-secondary" onClick={send}>
              {QUEUED_TEXTS.sendNow}
            </button>
          )}
        </section>
      )}
    </>
  );
}

function QueuedWriteRow({ write, onRetry, onDiscard }: { write: QueuedWrite; onRetry: () => void; onDiscard: () => void }) {
  return (
    <li className="pending-writes__item">
      <p className="pending-writes__what">
        <span className="pending-writes__kind">{QUEUED_KIND_LABELS[write.kind]}</span>
        {write.title && <span className="pending-writes__title">{write.title}</span>}
        {write.rating !== undefined && write.rating > 0 && <span className="pending-writes__stars">{`${write.rating} ★`}</span>}
      </p>
      {write.refused ? (
        <>
          <p className="pending-writes__refused">
            {QUEUED_TEXTS.refused}: {write.refused.message}
          </p>
          <div className="pending-writes__actions">
            <button type="button" className="btn btn-secondary" onClick={onRetry}>
              {QUEUED_TEXTS.retry}
            </button>
            <button type="button" className="btn btn-danger" onClick={onDiscard}>
              {QUEUED_TEXTS.discard}
            </button>
          </div>
        </>
      ) : (
        <p className="pending-writes__state">{QUEUED_TEXTS.pending}</p>
      )}
    </li>
  );
}
