import { useQueuedWrites } from '../../api/useQueuedWrites';
import { useLibT } from '../../lib/messages';
import { QUEUED_TEXTS } from '../../lib/queuedWriteTexts';
import { useTimelineT } from './messages';
import { queuedAnswerFor } from './queuedAnswers';
import './queuedAnswer.css';

/**
 * The member's answer to this question made without a connection (ADR 0026), under the question
 * until it is sent (then it is among the responses) or discarded: dashed, marked "Pendiente de
 * enviar"; one the server refused says why (Reintentar and Descartar are in the frame's notice).
 */
export function QueuedAnswer({ viewerId, eventId }: { viewerId: string | null; eventId: string }) {
  const t = useTimelineT();
  useLibT();
  const answer = queuedAnswerFor(useQueuedWrites(viewerId), eventId);
  if (!answer) return null;
  const { write, text, itemCount } = answer;
  return (
    <article className="queued-answer" aria-label={t('timeline.queuedAnswer.label')}>
      <span className={`badge ${write.refused ? 'badge--refused' : ''}`}>{write.refused ? QUEUED_TEXTS.refused : QUEUED_TEXTS.pending}</span>
      {text && <p className="queued-answer__text">{text}</p>}
      {itemCount > 0 && <p className="queued-answer__items">{t('timeline.queuedAnswer.items', { count: itemCount })}</p>}
      {write.refused && <p className="queued-answer__refused">{write.refused.message}</p>}
    </article>
  );
}
