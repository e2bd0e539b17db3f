import { GuideCreateSchema, GuideUpdateSchema } from '@welink/domain';
import { z } from 'zod';
import { Banner } from '../../components/Banner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { WeLinkDialog } from '../../components/WeLink/WeLinkDialog';
import { useListsT } from './messages';

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
  const t = useListsT();
  const form = useSchemaForm(GuideFormSchema, initial);

  const submit = form.handleSubmit((values) => onSubmit({ name: values.name, description: values.description ?? undefined }));

  return (
    <form className="form guide-form" onSubmit={submit} noValidate>
      {error && <Banner tone="error">{error}</Banner>}
      <TextField label={t('lists.form.name')} {...form.field('name')} maxLength={100} autoComplete="off" required />
      <TextAreaField
        label={t('lists.form.description')}
        inputClassName="guide-form__description"
        {...form.field('description')}
        maxLength={1000}
        rows={3}
      />
      <p className="field__hint">{t('lists.form.required')}</p>
      <div className="actions actions--end">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={isPending}>
          {t('lists.form.cancel')}
        </button>
        <SubmitButton isPending={isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
