import * as Dialog from '@radix-ui/react-dialog';
import {
  IssueCreateSchema,
  ISSUE_LIMITS,
  ISSUE_MESSAGES,
  ISSUE_TYPE_LABELS,
  ISSUE_TYPES,
  type IssueType,
} from '@welink/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/errors';
import { domainText } from '../../i18n/i18n';
import { useCreateIssue } from '../../api/issues';
import type { BannerMessage } from '../Banner';
import { FormBanner } from '../form/FormBanner';
import { optionsOf, SelectField } from '../form/SelectField';
import { SubmitButton } from '../form/SubmitButton';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';
import { useSchemaForm } from '../form/useSchemaForm';
import type { FeedbackContext } from './feedbackContext';
import { useFeedbackT } from './messages';
import './feedback.css';
import { DialogContent } from '../DialogContent';

/** Spec §9: the modal closes itself 2 s after a report is sent. */
export const FEEDBACK_CLOSE_DELAY_MS = 2000;

const FeedbackFormSchema = IssueCreateSchema.pick({ type: true, title: true, description: true });
const EMPTY: { type: IssueType; title: string; description: string } = { type: 'bug', title: '', description: '' };

interface FeedbackDialogProps {
  /** The page, browser and date the report will carry; null while closed. */
  context: FeedbackContext | null;
  onClose: () => void;
}

/** The 'Cuéntanos' modal. Its form mounts on open, so every opening starts blank. */
export function FeedbackDialog({ context, onClose }: FeedbackDialogProps) {
  const t = useFeedbackT();
  return (
    <Dialog.Root open={context !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog feedback">
          <Dialog.Title className="dialog__title">{t('feedback.title')}</Dialog.Title>
          <Dialog.Description className="feedback__intro">
            {t('feedback.intro')}
          </Dialog.Description>
          {context && <FeedbackForm context={context} onClose={onClose} />}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FeedbackForm({ context, onClose }: { context: FeedbackContext; onClose: () => void }) {
  const t = useFeedbackT();
  const id = useId();
  const create = useCreateIssue();
  const form = useSchemaForm(FeedbackFormSchema, EMPTY);
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const [result, setResult] = useState<BannerMessage | null>(null);
  const isSent = result?.tone === 'success';
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || isSent) return;
    setResult(null);
    void form.handleSubmit((text) =>
      create.mutate(
        { ...text, url: context.url, userAgent: context.userAgent, browserInfo: context.browserInfo },
        {
          onSuccess: (answer) => {
            setResult({ tone: 'success', text: answer.message || domainText(ISSUE_MESSAGES.created) });
            closeTimer.current = window.setTimeout(onClose, FEEDBACK_CLOSE_DELAY_MS);
          },
          // Whatever was typed stays, so the member can try again.
          onError: (error) => setResult({ tone: 'error', text: errorMessage(error, ISSUE_MESSAGES.createFailed) }),
        },
      ),
    )(event);
  };

  const isLocked = create.isPending || isSent;
  const isEmpty = title.length === 0 || description.length === 0;

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormBanner message={result} />
      <SelectField
        label={t('feedback.type')}
        options={optionsOf(ISSUE_TYPES, ISSUE_TYPE_LABELS).map((option) => ({ ...option, label: domainText(option.label) }))}
        disabled={isLocked} {...form.field('type')} />
      <TextField
        label={t('feedback.titleField')}
        hint={`${title.length}/${ISSUE_LIMITS.titleMax}`}
        hintClassName="feedback__counter"
        maxLength={ISSUE_LIMITS.titleMax}
        readOnly={isLocked}
        {...form.field('title')}
      />
      <TextAreaField
        label={t('feedback.description')}
        hint={`${description.length}/${ISSUE_LIMITS.descriptionMax}`}
        hintClassName="feedback__counter"
        inputClassName="feedback__textarea"
        rows={5}
        maxLength={ISSUE_LIMITS.descriptionMax}
        readOnly={isLocked}
        {...form.field('description')}
      />

      <section className="feedback__context" aria-labelledby={`${id}-context`}>
        <h3 id={`${id}-context`} className="feedback__context-title">
          {t('feedback.context')}
        </h3>
        <dl className="feedback__facts">
          <div>
            <dt>{t('feedback.page')}</dt>
            <dd>{context.url}</dd>
          </div>
          <div>
            <dt>{t('feedback.browser')}</dt>
            <dd>{context.browserLabel}</dd>
          </div>
          <div>
            <dt>{t('feedback.date')}</dt>
            <dd>{context.dateLabel}</dd>
          </div>
        </dl>
      </section>

      <div className="actions actions--end">
        <Dialog.Close asChild>
          <button type="button" className="btn btn-secondary">
            {t('feedback.cancel')}
          </button>
        </Dialog.Close>
        <SubmitButton isPending={create.isPending} pendingLabel={t('feedback.sending')} disabled={isEmpty || isSent}>
          {t('feedback.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
