import { useState, type FormEvent } from 'react';
import { usePostResponse, type ResponseView } from '../../api/responses';
import { Banner } from '../../components/Banner';
import { Field } from '../../components/form/Field';
import { useLeaveConfirmation } from '../../hooks/useLeaveConfirmation';
import { WeLinkPicker, type SelectedWeLink } from './WeLinkPicker';
import { useTimelineT } from './messages';

interface ResponseFormProps {
  eventId: string;
  /** The viewer's response to this question, which the form edits. */
  existing: ResponseView | undefined;
  onCancel: () => void;
  onSaved: () => void;
}

function initialSelection(existing: ResponseView | undefined): SelectedWeLink[] {
  return (existing?.items ?? []).map(({ item, rating, comment }) => ({ item, rating, comment: comment ?? '' }));
}

/**
 * The answer to a question (spec part 1 §2): text, WeLinks with stars and a comment each.
 * A failed send keeps everything typed; 'Cancelar' drops it.
 */
export function ResponseForm({ eventId, existing, onCancel, onSaved }: ResponseFormProps) {
  const t = useTimelineT();
  const [text, setText] = useState(existing?.text ?? '');
  const [selected, setSelected] = useState<SelectedWeLink[]>(() => initialSelection(existing));
  const postResponse = usePostResponse();
  const isSaving = postResponse.isPending;
  const isEmpty = text.trim() === '' && selected.length === 0;
  const [opened] = useState(() => JSON.stringify([existing?.text ?? '', initialSelection(existing)]));
  const leave = useLeaveConfirmation(!postResponse.isSuccess && JSON.stringify([text, selected]) !== opened);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || isSaving) return;
    postResponse.mutate(
      {
        eventId,
        text: text.trim(),
        items: selected.map((s) => ({ itemId: s.item._id, rating: s.rating, comment: s.comment.trim() })),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form className="response-form" onSubmit={submit} aria-label={t(existing ? 'timeline.editAnswer' : 'timeline.answer')}>
      {postResponse.isError && <Banner tone="error">{t('timeline.sendFailed')}</Banner>}
      <Field label={t('timeline.yourAnswer')}>
        {(aria) => (
          <textarea
            {...aria}
            className="field__input"
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={isSaving}
            maxLength={2000}
          />
        )}
      </Field>
      <WeLinkPicker selected={selected} onChange={setSelected} disabled={isSaving} />
      <div className="actions actions--end">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={isSaving}>
          {t('timeline.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSaving || isEmpty}>
          {t(isSaving ? 'timeline.saving' : 'timeline.save')}
        </button>
      </div>
      {leave.dialog}
    </form>
  );
}
