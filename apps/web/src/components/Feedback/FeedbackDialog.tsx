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
import { errorMessage } from '../../api/errors';
import { useCreateIssue } from '../../api/issues';
import { useZodForm } from '../../hooks/useZodForm';
import { Banner, type BannerMessage } from '../Banner';
import type { FeedbackContext } from './feedbackContext';
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
  return (
    <Dialog.Root open={context !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog feedback">
          <Dialog.Title className="dialog__title">Cuéntanos</Dialog.Title>
          <Dialog.Description className="feedback__intro">
            ¿Has encontrado un error o tienes una idea? Tu mensaje llega al equipo de WeLink.
          </Dialog.Description>
          {context && <FeedbackForm context={context} onClose={onClose} />}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className="field__hint feedback__counter">
      {length}/{max}
    </p>
  );
}

function FeedbackForm({ context, onClose }: { context: FeedbackContext; onClose: () => void }) {
  const id = useId();
  const create = useCreateIssue();
  const { formRef, fields, fieldErrors, update, validate } = useZodForm(FeedbackFormSchema, EMPTY);
  const [result, setResult] = useState<BannerMessage | null>(null);
  const isSent = result?.tone === 'success';
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || isSent) return;
    setResult(null);
    const text = validate();
    if (!text) return;
    create.mutate(
      { ...text, url: context.url, userAgent: context.userAgent, browserInfo: context.browserInfo },
      {
        onSuccess: (answer) => {
          setResult({ tone: 'success', text: answer.message || ISSUE_MESSAGES.created });
          closeTimer.current = window.setTimeout(onClose, FEEDBACK_CLOSE_DELAY_MS);
        },
        // Whatever was typed stays, so the member can try again.
        onError: (error) => setResult({ tone: 'error', text: errorMessage(error, ISSUE_MESSAGES.createFailed) }),
      },
    );
  };

  const isLocked = create.isPending || isSent;
  const isEmpty = fields.title.length === 0 || fields.description.length === 0;
  const describedBy = (counterId: string, error: string | undefined) =>
    [counterId, error ? `${counterId}-error` : null].filter(Boolean).join(' ');

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <div className="field">
        <label htmlFor={`${id}-type`} className="field__label">
          Tipo
        </label>
        <select
          id={`${id}-type`}
          name="type"
          className="field__input"
          value={fields.type}
          disabled={isLocked}
          onChange={(e) => update('type', e.target.value as IssueType)}
        >
          {ISSUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {ISSUE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>

      <div className="field">
        <label htmlFor={`${id}-title`} className="field__label">
          Título
        </label>
        <input
          id={`${id}-title`}
          name="title"
          className="field__input"
          value={fields.title}
          maxLength={ISSUE_LIMITS.titleMax}
          readOnly={isLocked}
          aria-invalid={fieldErrors.title ? true : undefined}
          aria-describedby={describedBy(`${id}-title-count`, fieldErrors.title)}
          onChange={(e) => update('title', e.target.value)}
        />
        <Counter id={`${id}-title-count`} length={fields.title.length} max={ISSUE_LIMITS.titleMax} />
        {fieldErrors.title && (
          <p id={`${id}-title-count-error`} className="field__error">
            {fieldErrors.title}
          </p>
        )}
      </div>

      <div className="field">
        <label htmlFor={`${id}-description`} className="field__label">
          Descripción
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          className="field__input feedback__textarea"
          rows={5}
          value={fields.description}
          maxLength={ISSUE_LIMITS.descriptionMax}
          readOnly={isLocked}
          aria-invalid={fieldErrors.description ? true : undefined}
          aria-describedby={describedBy(`${id}-description-count`, fieldErrors.description)}
          onChange={(e) => update('description', e.target.value)}
        />
        <Counter id={`${id}-description-count`} length={fields.description.length} max={ISSUE_LIMITS.descriptionMax} />
        {fieldErrors.description && (
          <p id={`${id}-description-count-error`} className="field__error">
            {fieldErrors.description}
          </p>
        )}
      </div>

      <section className="feedback__context" aria-labelledby={`${id}-context`}>
        <h3 id={`${id}-context`} className="feedback__context-title">
          Se incluirá esta información
        </h3>
        <dl className="feedback__facts">
          <div>
            <dt>Página</dt>
            <dd>{context.url}</dd>
          </div>
          <div>
            <dt>Navegador</dt>
            <dd>{context.browserLabel}</dd>
          </div>
          <div>
            <dt>Fecha</dt>
            <dd>{context.dateLabel}</dd>
          </div>
        </dl>
      </section>

      <div className="actions actions--end">
        <Dialog.Close asChild>
          <button type="button" className="btn btn-secondary">
            Cancelar
          </button>
        </Dialog.Close>
        <button type="submit" className="btn btn-primary" disabled={isEmpty || isLocked}>
          {create.isPending ? 'Enviando...' : 'Enviar'}
        </button>
      </div>
    </form>
  );
}
