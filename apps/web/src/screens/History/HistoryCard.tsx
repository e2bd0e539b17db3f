import { ItemThumbnail } from '../../components/WeLink/ItemThumbnail';
import { Stars } from '../../components/WeLink/Stars';
import { StatusBadge } from '../../components/WeLink/StatusBadge';
import { UnreadBell } from '../../components/WeLink/UnreadBell';
import { useLibT } from '../../lib/messages';
import { relativeTime } from '../../lib/relativeTime';
import { cardFacts, categoryBadge, type HistoryEntryView } from './historyEntries';
import { useHistoryT } from './messages';

export interface HistoryCardActions {
  onEdit: (view: HistoryEntryView) => void;
  onRate: (view: HistoryEntryView) => void;
  onAddToGuide: (view: HistoryEntryView) => void;
  onOpenDetail: (view: HistoryEntryView) => void;
  onShowResponses: (view: HistoryEntryView) => void;
}

interface HistoryCardProps {
  view: HistoryEntryView;
  now: number;
  actions: HistoryCardActions;
}

/** A visible verb whose accessible name also says which card it acts on. */
function Named({ verb, title }: { verb: string; title: string }) {
  return (
    <>
      {verb}
      <span className="visually-hidden">: {title}</span>
    </>
  );
}

/** One History card (spec part 1 §2): what it is, how it was rated, its facts and what can be done with it. */
export function HistoryCard({ view, now, actions }: HistoryCardProps) {
  const t = useHistoryT();
  useLibT();
  const badge = categoryBadge(view);
  const when = relativeTime(view.createdAt, now);
  const facts = cardFacts(view);
  const rating = view.rating ?? 0;
  const text = view.isQuestion ? view.description : view.comment;
  const canRate = !view.isQuestion && view.item !== null;
  const canShowResponses = view.isQuestion && view.event !== null;

  return (
    <article className={`card history-card${view.isQuestion ? ' history-card--question' : ''}`} aria-labelledby={`history-${view.id}`}>
      <div className="history-card__top">
        {badge && <span className="badge">{badge}</span>}
        {when && (
          <time className="history-card__time" dateTime={view.createdAt}>
            {when}
          </time>
        )}
      </div>
      <h2 className="history-card__title" id={`history-${view.id}`}>
        {view.title}
      </h2>
      {!view.isQuestion && <ItemThumbnail item={view.item} title={view.title} />}
      {!view.isQuestion && (
        <div className="history-card__rating">
          <Stars label={t('history.card.yourRating')} value={rating} size="sm" />
          <StatusBadge status={view.status} />
        </div>
      )}
      {view.recommendedByName && (
        <p className="history-card__by">
          {t('history.card.recommendedBy')} <strong>{view.recommendedByName}</strong>
        </p>
      )}
      {text && <p className="history-card__text">{text}</p>}
      {facts.length > 0 && (
        <dl className="history-card__facts">
          {facts.map((fact) => (
            <div key={fact.label} className="history-card__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="history-card__actions">
        {canShowResponses && (
          <span className="history-card__responses">
            <button type="button" className="btn btn-primary btn-small" aria-haspopup="dialog" onClick={() => actions.onShowResponses(view)}>
              <Named verb={t('history.card.showResponses')} title={view.title} />
            </button>
            {view.hasUnreadResponses && <UnreadBell count={view.unreadCount} />}
          </span>
        )}
        {canRate && (
          <button type="button" className="btn btn-primary btn-small" aria-haspopup="dialog" onClick={() => actions.onRate(view)}>
            <Named verb={rating > 0 ? t('history.card.editRating') : t('history.card.rate')} title={view.title} />
          </button>
        )}
        {!view.isQuestion && (
          <button type="button" className="btn btn-secondary btn-small" aria-haspopup="dialog" onClick={() => actions.onOpenDetail(view)}>
            <Named verb={t('history.card.detail')} title={view.title} />
          </button>
        )}
        {canRate && (
          <button type="button" className="btn btn-secondary btn-small" aria-haspopup="dialog" onClick={() => actions.onAddToGuide(view)}>
            <Named verb={t('history.card.addToGuide')} title={view.title} />
          </button>
        )}
        <button type="button" className="btn btn-secondary btn-small" onClick={() => actions.onEdit(view)}>
          <Named verb={t('history.card.edit')} title={view.title} />
        </button>
      </div>
    </article>
  );
}
