import { Stars } from '../../components/WeLink/Stars';
import { useQueuedWrites } from '../../api/useQueuedWrites';
import { useLibT } from '../../lib/messages';
import { QUEUED_TEXTS } from '../../lib/queuedWriteTexts';
import { useHistoryT } from './messages';
import './queuedWeLinks.css';

/**
 * The WeLinks created or saved as pending without a connection (ADR 0026), at the top of History
 * until they are sent: the member sees them where they expect them, marked "Pendiente de enviar";
 * one the server refused says why (Reintentar and Descartar are in the frame's notice).
 */
export function QueuedWeLinks({ viewerId }: { viewerId: string | null }) {
  const t = useHistoryT();
  useLibT();
  const queued = useQueuedWrites(viewerId).filter((write) => write.kind === 'createItem' || write.kind === 'savePending');
  if (queued.length === 0) return null;
  return (
    <ul className="history-queued" aria-label={QUEUED_TEXTS.listTitle}>
      {queued.map((write) => (
        <li key={write.id}>
          <article className="card history-card history-card--queued" aria-labelledby={`queued-${write.id}`}>
            <div className="history-card__top">
              <span className={`badge ${write.refused ? 'badge--refused' : ''}`}>{write.refused ? QUEUED_TEXTS.refused : QUEUED_TEXTS.pending}</span>
            </div>
            <h2 className="history-card__title" id={`queued-${write.id}`}>
              {write.title}
            </h2>
            {write.rating !== undefined && write.rating > 0 && (
              <div className="history-card__rating">
                <Stars label={t('history.card.yourRating')} value={write.rating} size="sm" />
              </div>
            )}
            {write.refused && <p className="history-card__text history-card__refused">{write.refused.message}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
