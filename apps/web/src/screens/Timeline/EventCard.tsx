import { categoryPathLabel } from '@welink/domain';
import type { TimelineEvent } from '../../api/events';
import type { ResponseView } from '../../api/responses';
import { ItemThumbnail } from '../../components/WeLink/ItemThumbnail';
import { UsuallyRightBadge } from '../../components/WeLink/HitRate';
import { Stars } from '../../components/WeLink/Stars';
import { domainText } from '../../i18n/i18n';
import { relativeTime } from '../../lib/relativeTime';
import { QuestionSection } from './QuestionSection';
import type { WeLinkActions } from '../../components/WeLink/welinkActions';
import { useTimelineT } from './messages';

function categoryLabel(event: TimelineEvent, t: ReturnType<typeof useTimelineT>): string | null {
  if (event.type === 'question') return t('timeline.card.question');
  const main = event.items[0];
  return categoryPathLabel(
    {
      category: event.category ?? main?.category,
      subcategory: event.subcategory ?? main?.subcategory,
    },
    domainText,
  );
}

interface EventCardProps {
  event: TimelineEvent;
  now: number;
  viewerId: string | null;
  responses: ResponseView[] | undefined;
  responsesFailed: boolean;
  actions: WeLinkActions;
  onOpen: (event: TimelineEvent) => void;
  /** The sharer's advice usually works for the viewer: "te suele acertar" on their WeLinks. */
  isUsuallyRight?: boolean;
}

/**
 * A Timeline card. An informative card opens the WeLink detail: its title is a button whose
 * hit area covers the card, so mouse, touch and keyboard all reach it. A question card shows
 * its responses and the answer form instead.
 */
export function EventCard({ event, now, viewerId, responses, responsesFailed, actions, onOpen, isUsuallyRight = false }: EventCardProps) {
  const t = useTimelineT();
  const isQuestion = event.type === 'question';
  const label = categoryLabel(event, t);
  const when = relativeTime(event.createdAt, now);
  const rating = event.rating ?? event.items[0]?.rating ?? 0;
  // A question's description repeats its title by default (spec part 2 §3): show it only when it adds something.
  const description = event.description !== event.title ? event.description : undefined;
  const text = event.comment || description;

  return (
    <article className={`card event-card ${isQuestion ? 'event-card--question' : 'event-card--informative'}`}>
      <div className="event-card__top">
        {label && <span className="badge">{label}</span>}
        {when && (
          <time className="event-card__time" dateTime={event.createdAt}>
            {when}
          </time>
        )}
      </div>
      <h2 className="event-card__title">
        {isQuestion ? (
          event.title
        ) : (
          <button type="button" className="event-card__open" onClick={() => onOpen(event)} aria-haspopup="dialog">
            {event.title}
          </button>
        )}
      </h2>
      {!isQuestion && <ItemThumbnail item={event.items[0]} title={event.title} />}
      {event.user && (
        <p className="event-card__by">
          {t(isQuestion ? 'timeline.questionBy' : 'timeline.sharedBy')} <strong>{event.user.name}</strong>
          {!isQuestion && isUsuallyRight && (
            <>
              {' '}
              <UsuallyRightBadge />
            </>
          )}
        </p>
      )}
      {!isQuestion && rating > 0 && <Stars label={event.user ? t('timeline.ratingOf', { name: event.user.name }) : t('timeline.ratingOfAuthor')} value={rating} size="sm" />}
      {text && <p className="event-card__text">{text}</p>}
      {isQuestion && (
        <QuestionSection
          event={event}
          now={now}
          viewerId={viewerId}
          responses={responses}
          responsesFailed={responsesFailed}
          actions={actions}
        />
      )}
    </article>
  );
}
