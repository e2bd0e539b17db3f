import { ITEM_TEXT_MAX } from '@welink/domain';
import { useId } from 'react';
import { Stars } from '../../../components/WeLink/Stars';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { useNewWeLinkT } from '../messages';

interface RatingControlProps {
  /** 1–5, 0 not chosen, -1 pending. */
  rating: number;
  comment: string;
  onRating: (rating: number) => void;
  onComment: (comment: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Stars, the 'Pendiente' choice (rating -1, spec §4) and the comment. */
export function RatingControl({ rating, comment, onRating, onComment, error, disabled = false }: RatingControlProps) {
  const errorId = useId();
  const t = useNewWeLinkT();
  const isPending = rating === -1;
  return (
    <>
      <div className="field rating-control" aria-describedby={error ? errorId : undefined}>
        <Stars value={Math.max(0, rating)} onChange={onRating} label={t('newWeLink.wizard.rating.label')} showLabel disabled={disabled || isPending} />
        <label className="checkbox">
          <input
            type="checkbox"
            name="pending"
            checked={isPending}
            disabled={disabled}
            onChange={(event) => onRating(event.target.checked ? -1 : 0)}
          />
          <span>{t('newWeLink.wizard.rating.pending')}</span>
        </label>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <TextAreaField inputClassName="wizard__textarea"
        label={t('newWeLink.wizard.rating.comment')}
        name="comment"
        value={comment}
        onChange={(event) => onComment(event.target.value)}
        maxLength={ITEM_TEXT_MAX.comment}
        placeholder={t('newWeLink.wizard.rating.commentPlaceholder')}
        disabled={disabled}
      />
    </>
  );
}
