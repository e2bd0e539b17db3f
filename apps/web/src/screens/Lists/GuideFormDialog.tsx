import { GuideCreateSchema, GuideUpdateSchema } from '@welink/domain';
import { useId, type FormEvent } from 'react';
import { z } from 'zod';
import { Banner } from '../../components/Banner';
import { TextField } from '../../components/TextField';
import { WeLinkDialog } from '../../components/WeLink/WeLinkDialog';
import { useZodForm } from '../../hooks/useZodForm';

export interface GuideFields {
  name: string;
  description: string;
}

export interface GuideValues {
  name: string;
  description: string | undefined;
}

/** Name required after trim (spec §5), description optional: the same rule on create and edit. */
const GuideFormSchema = z.object({
  name: GuideCreateSchema.shape.name,
  description: GuideUpdateSchema.shape.description,
});

interface GuideFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  /** Read out under the title, e.g. that the new guide will also receive a WeLink. */
  description?: string | undefined;
  initial: GuideFields;
  isPending: boolean;
  /** Why the last save failed, shown in the dialog. */
  error: string | null;
  onSubmit: (values: GuideValues) => void;
}

/** The create and edit guide modal. While saving it stays open, so the outcome lands where the user is. */
export function GuideFormDialog({ open, onOpenChange, title, isPending, description, ...formProps }: GuideFormDialogProps) {
  return (
    <WeLinkDialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
      title={title}
      description={description}
      className="guide-form-dialog"
    >
      <GuideForm {...formProps} isPending={isPending} onCancel={() => onOpenChange(false)} />
    </WeLinkDialog>
  );
}

type GuideFormProps = Pick<GuideFormDialogProps, 'submitLabel' | 'pendingLabel' | 'initial' | 'isPending' | 'error' | 'onSubmit'> & {
  onCancel: () => void;
};

function GuideForm({ submitLabel, pendingLabel, initial, isPending, error, onSubmit, onCancel }: GuideFormProps) {
  const descriptionId = useId();
  const { formRef, fields, fieldErrors, update, validate } = useZodForm(GuideFormSchema, initial, {
    toInput: (values: GuideFields) => values,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = validate();
    if (values) onSubmit({ name: values.name, description: values.description ?? undefined });
  };

  return (
    <form ref={formRef} className="form guide-form" onSubmit={submit} noValidate>
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label="Nombre *"
        name="name"
        value={fields.name}
        onChange={(event) => update('name', event.target.value)}
        error={fieldErrors.name}
        maxLength={100}
        autoComplete="off"
        required
      />
      <div className="field">
        <label className="field__label" htmlFor={descriptionId}>
          Descripción
        </label>
        <textarea
          id={descriptionId}
          name="description"
          className="field__input guide-form__description"
          value={fields.description}
          onChange={(event) => update('description', event.target.value)}
          aria-invalid={fieldErrors.description ? true : undefined}
          aria-describedby={fieldErrors.description ? `${descriptionId}-error` : undefined}
          maxLength={1000}
          rows={3}
        />
        {fieldErrors.description && (
          <p id={`${descriptionId}-error`} className="field__error">
            {fieldErrors.description}
          </p>
        )}
      </div>
      <p className="field__hint">* campo obligatorio</p>
      <div className="actions actions--end">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={isPending}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
