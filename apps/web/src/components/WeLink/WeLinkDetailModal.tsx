import { categoryPathLabel, type Item } from '@welink/domain';
import { useState } from 'react';
import { hitRatesById, useHitRates } from '../../api/circle';
import { useItemDetail } from '../../api/items';
import { domainText } from '../../i18n/i18n';
import { Banner } from '../Banner';
import { CircleScore } from './CircleScore';
import { HitRateLine } from './HitRate';
import { externalSource } from './externalLink';
import { ItemPhotos } from './ItemPhotos';
import { itemFacts } from './itemFacts';
import { useWeLinkT } from './messages';
import { Stars } from './Stars';
import { Field } from '../form/Field';
import { StatusBadge } from './StatusBadge';
import { DialogClose, WeLinkDialog } from './WeLinkDialog';

export interface RatingEdit {
  rating: number;
  comment: string;
}

export interface WeLinkDetailModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What to show at once; replaced by GET /api/items/{id} (which adds inLists) when loadDetail is on. */
  item: Item;
  viewerId: string | null;
  /** Off for a WeLink that exists only as an event (nothing to load, rate or add to a guide). */
  loadDetail?: boolean;
  /** Owner: saves the rating. If it rejects, the dialog stays open with the edits and says so. */
  onSaveRating?: (edit: RatingEdit) => Promise<unknown>;
  /** Owner: opens the add-to-guide modal. */
  onAddToGuide?: (item: Item) => void;
  /** Non-owner: saves the WeLink into the viewer's history. */
  onSaveToHistory?: (item: Item) => void;
  isSavingToHistory?: boolean;
  /** The viewer already has this WeLink: no save button. */
  isSavedInHistory?: boolean;
}

function OwnerRatingEditor({ item, onSave }: { item: Item; onSave: (edit: RatingEdit) => Promise<unknown> }) {
  const t = useWeLinkT();
  const [rating, setRating] = useState(item.rating);
  const [comment, setComment] = useState(item.comment ?? '');
  const [isSaving, setIsSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    setIsSaving(true);
    setFailed(false);
    try {
      await onSave({ rating, comment });
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      className="welink-detail__editor"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {item.rating > 0 && <p className="welink-detail__note">{t('welink.alreadyRatedNote')}</p>}
      {failed && <Banner tone="error">{t('welink.ratingUpdateFailed')}</Banner>}
      <Stars label={t('welink.yourRating')} showLabel value={rating} onChange={setRating} disabled={isSaving} />
      <Field label={t('welink.detail.comment')}>
        {(aria) => (
          <textarea
            {...aria}
            className="field__input"
            rows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            disabled={isSaving}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={isSaving || rating < 1}>
        {isSaving ? t('welink.saving') : t('welink.detail.saveChanges')}
      </button>
    </form>
  );
}

/**
 * A WeLink in detail (spec part 1 §2): category badge, description or synopsis, category
 * facts, external source, creator. The owner edits the rating and adds it to guides; anyone
 * else sees the rating and may save it into their history.
 */
export function WeLinkDetailModal({
  open,
  onOpenChange,
  item: initialItem,
  viewerId,
  loadDetail = true,
  onSaveRating,
  onAddToGuide,
  onSaveToHistory,
  isSavingToHistory = false,
  isSavedInHistory = false,
}: WeLinkDetailModalProps) {
  const t = useWeLinkT();
  const detail = useItemDetail(open && loadDetail ? initialItem._id : null);
  const item = detail.data ?? initialItem;
  const isOwner = viewerId !== null && item.user._id === viewerId;
  const badge = categoryPathLabel(item, domainText);
  const text = item.description || item.synopsis;
  const facts = itemFacts(item);
  const source = externalSource(item);
  // Whose advice this WeLink is: the friend who shared it, or the one who recommended the viewer's own.
  const adviser = isOwner ? item.recommendedBy : item.user._id;
  const hitRates = useHitRates(open && adviser !== undefined);
  const hitRate = adviser ? hitRatesById(hitRates.data).get(adviser) : undefined;

  return (
    <WeLinkDialog open={open} onOpenChange={onOpenChange} title={item.title} className="welink-detail">
      <div className="welink-detail__badges">
        {badge && <span className="badge">{badge}</span>}
        {isOwner && <StatusBadge status={item.status} />}
      </div>
      {text && <p className="welink-detail__text">{text}</p>}
      {detail.data && (
        <ItemPhotos itemId={item._id} title={item.title} photos={detail.data.photos ?? []} canEdit={isOwner} />
      )}
      {facts.length > 0 && (
        <dl className="welink-facts">
          {facts.map((fact) => (
            <div key={fact.label} className="welink-facts__row">
              <dt>{fact.label}</dt>
              <dd>
                {fact.href ? (
                  <a href={fact.href} {...(fact.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {fact.value}
                  </a>
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {source && (
        <p className="welink-detail__source">
          <a href={source.href} target="_blank" rel="noopener noreferrer">
            {source.label}
          </a>
        </p>
      )}
      <p className="welink-detail__creator">
        {t('welink.detail.createdBy')} <strong>{item.user.name}</strong>
        {item.recommendedByName && (
          <>
            {' · '}
            {t('welink.detail.recommendedBy')} <strong>{item.recommendedByName}</strong>
          </>
        )}
      </p>
      {hitRate && <HitRateLine figure={hitRate} className="welink-detail__hit-rate" />}
      {isOwner && item.inLists && item.inLists.length > 0 && (
        <p className="welink-detail__lists">{t('welink.detail.inYourGuides', { names: item.inLists.join(', ') })}</p>
      )}

      {isOwner && onSaveRating ? (
        // Keyed so a fresh answer (another rating) restarts the editor from it.
        <OwnerRatingEditor key={`${item._id}:${item.updatedAt}`} item={item} onSave={onSaveRating} />
      ) : (
        <div className="welink-detail__rating">
          <Stars label={isOwner ? t('welink.yourRating') : t('welink.ratingOf', { name: item.user.name })} value={item.rating} size="md" />
          {item.comment && <blockquote className="welink-detail__comment">{item.comment}</blockquote>}
        </div>
      )}

      {open && loadDetail && <CircleScore itemId={item._id} />}

      <div className="actions actions--end welink-detail__actions">
        {isOwner && onAddToGuide && loadDetail && (
          <button type="button" className="btn btn-secondary" onClick={() => onAddToGuide(item)}>
            {t('welink.detail.addToGuide')}
          </button>
        )}
        {!isOwner && onSaveToHistory && !isSavedInHistory && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={isSavingToHistory}
            onClick={() => onSaveToHistory(item)}
          >
            {isSavingToHistory ? t('welink.saving') : t('welink.saveToHistory')}
          </button>
        )}
        {!isOwner && isSavedInHistory && <p className="welink-detail__note">{t('welink.detail.alreadySaved')}</p>}
        <DialogClose asChild>
          <button type="button" className="btn btn-secondary">
            {t('welink.close')}
          </button>
        </DialogClose>
      </div>
    </WeLinkDialog>
  );
}
