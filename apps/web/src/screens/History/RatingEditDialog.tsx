import { useState, type FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Stars } from '../../components/WeLink/Stars';
import { DialogClose, WeLinkDialog } from '../../components/WeLink/WeLinkDialog';
import { useHistoryT } from './messages';

export interface RatingDraft {
  rating: number;
  comment: string;
}

interface RatingEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  initialRating: number;
  initialComment: string;
  isSaving: boolean;
  /** The failure of the last save, shown in the dialog so the edits are kept for another try. */
  error: string | null;
  onSave: (draft: RatingDraft) => void;
}

/**
 * 'Editar Valoración' (spec part 1 §2): 1 to 5 stars labelled 'Tu valoración *', 'Sin valorar'
 * at 0, an optional comment. Saving needs a rating and is off while a save runs.
 */
export function RatingEditDialog({
  open,
  onOpenChange,
  title,
  initialRating,
  initialComment,
  isSaving,
  error,
  onSave,
}: RatingEditDialogProps) {
  const t = useHistoryT();
  const [rating, setRating] = useState(initialRating);
  const [comment, setComment] = useState(initialComment);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving || rating < 1) return;
    onSave({ rating, comment });
  };

  return (
    <WeLinkDialog open={open} onOpenChange={onOpenChange} title={t('history.rating.title')} description={title}>
      <form className="form rating-edit" onSubmit={submit}>
        {error && <Banner tone="error">{error}</Banner>}
        <Stars label={t('history.rating.label')} showLabel value={rating} onChange={setRating} disabled={isSaving} />
        <TextAreaField
          label={t('history.rating.comment')}
          inputClassName=""
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          disabled={isSaving}
        />
        <div className="actions actions--end">
          <DialogClose asChild>
            <button type="button" className="btn btn-secondary">
              {t('history.rating.cancel')}
            </button>
          </DialogClose>
          <SubmitButton isPending={isSaving} pendingLabel={t('history.rating.saving')} disabled={rating < 1}>
            {t('history.rating.save')}
          </SubmitButton>
        </div>
      </form>
    </WeLinkDialog>
  );
}
