import { useId } from 'react';
import { useCircleScore } from '../../api/circle';
import { activeTexts } from '../../lib/activeTexts';
import { circleScoreText } from '../../lib/circleTexts';
import { useLibT } from '../../lib/messages';
import { useWeLinkT } from './messages';
import { Stars } from './Stars';
import './circle.css';

/** The circle's texts in the active language. */
export const CIRCLE_MESSAGES = activeTexts({
  title: 'welink.circle.title',
  loading: 'welink.circle.loading',
  empty: 'welink.circle.empty',
  failed: 'welink.circle.failed',
  retry: 'welink.retry',
});

/**
 * The circle's score in the detail dialog: "3 de tus contactos: 4,3★", then each friend's
 * rating and comment, newest first. Only members the viewer follows (the server's rule).
 */
export function CircleScore({ itemId }: { itemId: string }) {
  const t = useWeLinkT();
  useLibT();
  const headingId = useId();
  const circle = useCircleScore(itemId);

  return (
    <section className="circle-score" aria-labelledby={headingId}>
      <h3 id={headingId} className="circle-score__title">
        {CIRCLE_MESSAGES.title}
      </h3>
      {circle.isPending ? (
        <p className="circle-score__status" role="status">
          {CIRCLE_MESSAGES.loading}
        </p>
      ) : circle.isError ? (
        <p className="circle-score__status circle-score__status--error">
          {CIRCLE_MESSAGES.failed}{' '}
          <button type="button" className="link-button" onClick={() => void circle.refetch()}>
            {CIRCLE_MESSAGES.retry}
          </button>
        </p>
      ) : circle.data.average === undefined ? (
        <p className="circle-score__status">{CIRCLE_MESSAGES.empty}</p>
      ) : (
        <>
          <p className="circle-score__summary">{circleScoreText(circle.data.count, circle.data.average)}</p>
          <ul className="circle-score__list">
            {circle.data.ratings.map((entry) => (
              <li key={entry.itemId} className="circle-score__entry">
                <div className="circle-score__who">
                  <span className="circle-score__name">{entry.user.name}</span>
                  <Stars label={t('welink.ratingOf', { name: entry.user.name })} value={entry.rating} size="sm" />
                </div>
                {entry.comment && <p className="circle-score__comment">{entry.comment}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
