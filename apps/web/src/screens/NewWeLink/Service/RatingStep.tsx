import type { ReactNode } from 'react';
import { useNewWeLinkT } from '../messages';
import { RatingControl } from './RatingControl';

interface RatingStepProps {
  summary: ReactNode;
  rating: number;
  comment: string;
  onRating: (rating: number) => void;
  onComment: (comment: string) => void;
  /** Shown when a place's address could not be found automatically. */
  addressField?: ReactNode;
  note?: ReactNode;
  error: string | null;
  isBusy: boolean;
  saveLabel: string;
  onSave: () => void;
  onBack: () => void;
  onCancel: () => void;
}

/** Spec §2 rating and edit-rating steps: what is rated, the stars and the comment. */
export function RatingStep({
  summary,
  rating,
  comment,
  onRating,
  onComment,
  addressField,
  note,
  error,
  isBusy,
  saveLabel,
  onSave,
  onBack,
  onCancel,
}: RatingStepProps) {
  const t = useNewWeLinkT();
  return (
    <form
      className="wizard__step-body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {summary}
      {note}
      {addressField}
      <RatingControl rating={rating} comment={comment} onRating={onRating} onComment={onComment} error={error} disabled={isBusy} />
      <p className="field__hint">{t('newWeLink.required')}</p>
      <div className="actions actions--end wizard__actions">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={isBusy}>
          {t('newWeLink.back')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={isBusy}>
          {t('newWeLink.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isBusy}>
          {isBusy ? t('newWeLink.saving') : saveLabel}
        </button>
      </div>
    </form>
  );
}
