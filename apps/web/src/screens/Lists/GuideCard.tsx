import { mostSpecificCategoryLabel, welinkCountText, type Guide, type GuideItem } from '@welink/domain';
import { Suspense, useRef, useState } from 'react';
import { GuideViews } from '../../components/GuideMap/GuideViews';
import { lazyComponent } from '../../router/lazyComponent';
import { Stars } from '../../components/WeLink/Stars';
import { domainText } from '../../i18n/i18n';
import { guideDateText } from './guideMessages';
import { useListsT } from './messages';
import { CloseIcon, LinkIcon, PencilIcon, TrashIcon } from '../../components/icons';

/** Opened only from a guide's map: its code comes with the first pin tapped, not with My Guides. */
const ItemByIdDialog = lazyComponent(() => import('../../components/WeLink/ItemByIdDialog'), 'ItemByIdDialog');

interface GuideCardProps {
  guide: Guide;
  isDeleting: boolean;
  onEdit: (guide: Guide) => void;
  onShare: (guide: Guide) => void;
  onDelete: (guide: Guide) => void;
  onRemoveItem: (guide: Guide, itemId: string) => void;
}

/** One guide (spec §2): colour, name, count, visibility, actions, description, its WeLinks (as a list or on a map) and its date. */
export function GuideCard({ guide, isDeleting, onEdit, onShare, onDelete, onRemoveItem }: GuideCardProps) {
  const t = useListsT();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `guide-${guide._id}-title`;
  const date = guideDateText(guide);
  const [openItemId, setOpenItemId] = useState<string | null>(null);

  const removeItem = (item: GuideItem) => {
    onRemoveItem(guide, item._id);
    // The button leaves with the WeLink: keep the keyboard in this guide.
    titleRef.current?.focus();
  };

  return (
    <article className="card guide-card" aria-labelledby={titleId} aria-busy={isDeleting || undefined}>
      <header className="guide-card__header">
        <span className="guide-card__dot" style={{ background: guide.color }} aria-hidden="true" />
        <div className="guide-card__heading">
          <h2 className="guide-card__name" id={titleId} ref={titleRef} tabIndex={-1}>
            {guide.name}
          </h2>
          <p className="guide-card__meta">
            <span>{welinkCountText(guide.items.length)}</span>
            {guide.isPublic && <span className="badge guide-card__public">{t('lists.card.public')}</span>}
            {guide.publicSlug && <span className="badge guide-card__public">{t('lists.link.badge')}</span>}
          </p>
        </div>
        <div className="guide-card__actions">
          <button
            type="button"
            className="guide-icon-btn"
            aria-label={t('lists.card.edit', { name: guide.name })}
            aria-haspopup="dialog"
            onClick={() => onEdit(guide)}
            disabled={isDeleting}
          >
            <PencilIcon />
          </button>
          <button
            type="button"
            className="guide-icon-btn"
            aria-label={t('lists.card.publicLink', { name: guide.name })}
            aria-haspopup="dialog"
            onClick={() => onShare(guide)}
            disabled={isDeleting}
          >
            <LinkIcon />
          </button>
          <button
            type="button"
            className="guide-icon-btn guide-icon-btn--danger"
            aria-label={t('lists.card.delete', { name: guide.name })}
            aria-haspopup="dialog"
            onClick={() => onDelete(guide)}
            disabled={isDeleting}
          >
            <TrashIcon />
          </button>
        </div>
      </header>

      {guide.description && <p className="guide-card__description">{guide.description}</p>}

      {guide.items.length === 0 ? (
        <p className="guide-card__empty">{t('lists.emptyGuide')}</p>
      ) : (
        <GuideViews
          guide={guide}
          onOpen={setOpenItemId}
          list={
            <ul className="guide-items" aria-label={t('lists.card.items', { name: guide.name })}>
              {guide.items.map((item) => (
                <li key={item._id} className="guide-item">
                  <div className="guide-item__text">
                    <p className="guide-item__title">{item.title}</p>
                    <p className="guide-item__category">{domainText(mostSpecificCategoryLabel(item) ?? '')}</p>
                  </div>
                  <Stars value={item.rating} label={t('lists.card.ratingOf', { title: item.title })} showText={false} size="sm" />
                  <button
                    type="button"
                    className="guide-icon-btn guide-icon-btn--small"
                    aria-label={t('lists.card.removeItem', { title: item.title })}
                    onClick={() => removeItem(item)}
                    disabled={isDeleting}
                  >
                    <CloseIcon />
                  </button>
                </li>
              ))}
            </ul>
          }
        />
      )}

      <p className="guide-card__date">
        <time dateTime={date.iso}>
          {date.verb} {date.date}
        </time>
      </p>
      {openItemId && (
        <Suspense fallback={null}>
          <ItemByIdDialog itemId={openItemId} onClose={() => setOpenItemId(null)} />
        </Suspense>
      )}
    </article>
  );
}
