import { mostSpecificCategoryLabel, type Item } from '@welink/domain';
import './responseCard.css';
import type { ResponseView } from '../../api/responses';
import { Stars } from './Stars';
import { domainText } from '../../i18n/i18n';
import { useWeLinkT } from './messages';
import { useLibT } from '../../lib/messages';
import { relativeTime } from '../../lib/relativeTime';
import type { WeLinkActions } from './welinkActions';

interface ResponseCardProps {
  response: ResponseView;
  now: number;
  viewerId: string | null;
  actions: WeLinkActions;
  onDelete: (response: ResponseView) => void;
}

/** One member's answer: author, text, date and the WeLinks it recommends. */
export function ResponseCard({ response, now, viewerId, actions, onDelete }: ResponseCardProps) {
  const t = useWeLinkT();
  useLibT();
  const isAuthor = viewerId !== null && response.user._id === viewerId;
  const when = relativeTime(response.updatedAt || response.createdAt, now);

  const saveButton = (item: Item) => {
    if (actions.isSaved(item) !== false) return null;
    const key = `${response._id}:${item._id}`;
    const isSaving = actions.savingKey === key;
    return (
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => actions.saveToHistory(item, response.user, key)}
        disabled={actions.savingKey !== null}
        aria-label={isSaving ? undefined : t('welink.saveToHistoryOf', { title: item.title })}
      >
        {isSaving ? t('welink.saving') : t('welink.saveToHistory')}
      </button>
    );
  };

  return (
    <article className="response" aria-label={t('welink.response.of', { name: response.user.name })}>
      <header className="response__head">
        <strong className="response__author">{response.user.name}</strong>
        {when && (
          <time className="response__time" dateTime={response.updatedAt || response.createdAt}>
            {when}
          </time>
        )}
      </header>
      {response.text && <p className="response__text">{response.text}</p>}
      {response.items.length > 0 && (
        <ul className="response__items">
          {response.items.map(({ item, rating, comment }) => (
            <li key={item._id} className="response-item">
              <div className="response-item__head">
                <button type="button" className="response-item__title" onClick={() => actions.openItem(item, response.user)}>
                  {item.title}
                </button>
              </div>
              <span className="response-item__category">{domainText(mostSpecificCategoryLabel(item) ?? '')}</span>
              {/* One signal: the stars given in the answer, or 'Sin valorar' (no status badge beside it). */}
              <Stars label={t('welink.ratingOf', { name: response.user.name })} value={rating} size="sm" />
              {comment && <p className="response-item__comment">{comment}</p>}
              {saveButton(item)}
            </li>
          ))}
        </ul>
      )}
      {isAuthor && (
        <div className="actions actions--end">
          <button type="button" className="btn btn-danger btn-small" onClick={() => onDelete(response)}>
            {t('welink.response.delete')}
          </button>
        </div>
      )}
    </article>
  );
}
