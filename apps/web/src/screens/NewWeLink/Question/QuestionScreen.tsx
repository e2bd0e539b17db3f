import { useEffect, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { BannerMessage } from '../../../components/Banner';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormBanner } from '../../../components/form/FormBanner';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useLeaveConfirmation } from '../../../hooks/useLeaveConfirmation';
import { useSession } from '../../../state/useSession';
import {
  createQuestionPayload,
  EMPTY_QUESTION,
  QUESTION_MESSAGES,
  QUESTION_REDIRECT_MS,
  QuestionFormSchema,
  questionFailureMessage,
  readEditState,
  updateQuestionPayload,
  type QuestionFields,
  type QuestionValues,
} from './questionForm';
import { readReturnPath } from './returnPath';
import { TagsInput } from './TagsInput';
import { useNewWeLinkT } from '../messages';
import { useSaveQuestion } from '../../../api/events';
import './question.css';

/**
 * /new-welink/question and /new-welink/question/edit/{id} (spec part 2 §2). There is no GET of
 * one event, so an edit is filled from the route state History sends; without it there is
 * nothing to edit.
 */
export function QuestionScreen() {
  const { id } = useParams();
  const location = useLocation();
  const isEditing = id !== undefined;
  const t = useNewWeLinkT();
  const title = isEditing ? QUESTION_MESSAGES.editTitle : QUESTION_MESSAGES.createTitle;
  useDocumentTitle(title);
  const returnPath = readReturnPath(location.state);

  if (!isEditing) {
    return <QuestionForm key="new" id={null} title={title} initial={EMPTY_QUESTION} returnPath={returnPath ?? '/new-welink'} />;
  }
  const initial = readEditState(location.state);
  if (!initial) {
    return (
      <section className="question">
        <div className="panel" role="alert">
          <h1>{title}</h1>
          <p>{QUESTION_MESSAGES.editDataMissing}</p>
          <Link className="btn btn-primary" to="/history">
            {t('newWeLink.toHistory')}
          </Link>
        </div>
      </section>
    );
  }
  return <QuestionForm key={id} id={id} title={title} initial={initial} returnPath={returnPath ?? '/history'} />;
}

interface QuestionFormProps {
  /** The event being edited, or null for a new question. */
  id: string | null;
  title: string;
  initial: QuestionFields;
  /** Where Cancelar leads. */
  returnPath: string;
}

function QuestionForm({ id, title, initial, returnPath }: QuestionFormProps) {
  const navigate = useNavigate();
  const session = useSession();
  const save = useSaveQuestion();
  const t = useNewWeLinkT();
  const form = useSchemaForm(QuestionFormSchema, initial);
  const { isDirty } = form.formState;
  const [result, setResult] = useState<BannerMessage | null>(null);
  /** The checked values waiting for the save confirmation. */
  const [toConfirm, setToConfirm] = useState<QuestionValues | null>(null);
  const [isDone, setIsDone] = useState(false);
  const isBusy = save.isPending || isDone;
  const leave = useLeaveConfirmation(isDirty && !isDone);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate('/history'), QUESTION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    void form.handleSubmit((values) => setToConfirm(values))(event);
  };

  const confirmSave = () => {
    if (!toConfirm) return;
    setResult(null);
    const input =
      id === null
        ? { id, payload: createQuestionPayload(toConfirm, session?.user.userId ?? null) }
        : { id, payload: updateQuestionPayload(toConfirm) };
    save.mutate(input, {
      onSuccess: () => {
        setResult({ tone: 'success', text: id === null ? QUESTION_MESSAGES.created : QUESTION_MESSAGES.updated });
        form.setValue('title', '');
        form.setValue('description', '');
        form.setValue('tags', []);
        setIsDone(true);
      },
      // What was typed stays in the fields.
      onError: (error) => setResult({ tone: 'error', text: questionFailureMessage(error) }),
    });
  };

  return (
    <section className="question" aria-labelledby="question-title">
      <h1 id="question-title" className="screen-title">
        {title}
      </h1>
      <FormBanner message={result} />
      <form className="form card question__form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('newWeLink.question.titleLabel')}
          {...form.field('title')}
          placeholder={t('newWeLink.question.titlePlaceholder')}
          maxLength={300}
          autoComplete="off"
          required
          disabled={isBusy}
        />
        <TextAreaField
          label={t('newWeLink.question.descriptionLabel')}
          {...form.field('description')}
          placeholder={t('newWeLink.question.descriptionPlaceholder')}
          maxLength={5000}
          rows={4}
          disabled={isBusy}
        />
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => <TagsInput tags={field.value} onChange={field.onChange} disabled={isBusy} />}
        />
        <p className="field__hint">{t('newWeLink.required')}</p>
        <div className="actions actions--end">
          <button type="button" className="btn btn-secondary" onClick={() => leave.cancelTo(returnPath)} disabled={isBusy}>
            {t('newWeLink.cancel')}
          </button>
          <SubmitButton isPending={save.isPending} pendingLabel={t('newWeLink.saving')} disabled={isDone}>
            {t(id === null ? 'newWeLink.question.publish' : 'newWeLink.saveChanges')}
          </SubmitButton>
        </div>
      </form>

      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => {
          if (!open) setToConfirm(null);
        }}
        title={t(id === null ? 'newWeLink.question.publish' : 'newWeLink.saveChanges')}
        description={id === null ? QUESTION_MESSAGES.createConfirm : QUESTION_MESSAGES.updateConfirm}
        confirmLabel={t(id === null ? 'newWeLink.question.yesPublish' : 'newWeLink.yesSave')}
        cancelLabel={t('newWeLink.keepEditing')}
        onConfirm={confirmSave}
      />
      {leave.dialog}
    </section>
  );
}
