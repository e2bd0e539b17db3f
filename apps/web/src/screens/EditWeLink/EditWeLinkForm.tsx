import { AGE_RATING_CODES, categoryPathLabel, ITEM_TEXT_MAX, labelFor, LABEL_TABLES, MOVIE_GENRE_CODES, type Item, type LabelTable } from '@welink/domain';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/errors';
import { useUpdateItem } from '../../api/items';
import { Banner, type BannerMessage } from '../../components/Banner';
import { TextField } from '../../components/form/TextField';
import { Stars } from '../../components/WeLink/Stars';
import { editPayload } from '../../components/WeLink/weLinkForm';
import { useLeaveConfirmation } from '../../hooks/useLeaveConfirmation';
import { TagsInput } from '../NewWeLink/Question/TagsInput';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { pathFromStored } from './categoryTree';
import { CategorySelectors } from './CategorySelectors';
import {
  EDIT_SUCCESS_REDIRECT_MS,
  EDIT_WELINK_MESSAGES,
  EditFormSchema,
  editFieldsFromItem,
  KIND_LABELS,
  updatePayload,
  weLinkKind,
  type EditFields,
} from './editWeLink';
import { SelectField, type SelectOption } from '../../components/form/SelectField';
import { domainText } from '../../i18n/i18n';
import { useEditWeLinkT } from './messages';

/**
 * The options of an enum, plus the stored value when the list does not offer it (a creation
 * form's '16', or free text), shown through the field's whole label table.
 */
function enumOptions(options: LabelTable, allLabels: LabelTable, current: string): SelectOption[] {
  const offered = options.map(({ value, label }) => ({ value, label: domainText(label) }));
  return current && !options.some((o) => o.value === current)
    ? [...offered, { value: current, label: domainText(labelFor(allLabels, current)) }]
    : offered;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card card--stack edit-welink__section" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The stored category and subcategory when they are not the tree's ids, as the cards show them. */
function storedOutsideTree(item: Item): string | null {
  if (!item.category || pathFromStored(item).category) return null;
  // Each level is a domain label ('Película · Drama').
  const label = categoryPathLabel(item);
  return label === null
    ? null
    : label
        .split(' · ')
        .map((level) => domainText(level))
        .join(' · ');
}

/** The edit form of one WeLink (spec part 2 §2, §3, §5): six sections, saved with one PUT. */
export function EditWeLinkForm({ item }: { item: Item }) {
  const navigate = useNavigate();
  const t = useEditWeLinkT();
  const kind = weLinkKind(item);
  const save = useUpdateItem();
  const form = useSchemaForm(EditFormSchema, editFieldsFromItem(item));
  const { isDirty } = form.formState;
  // An enum's stored value outside its list is offered while it is the one chosen.
  const [movieRating, genre] = form.watch(['movieRating', 'genre']);
  const [result, setResult] = useState<BannerMessage | null>(null);
  const [isDone, setIsDone] = useState(false);
  const isBusy = save.isPending || isDone;
  // Cancelar, like every other way out, asks only when something was changed.
  const leave = useLeaveConfirmation(isDirty && !isDone);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate('/history'), EDIT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const saveFields = (fields: EditFields) => {
    // A field emptied here is cleared on the server, not kept.
    const payload = editPayload(updatePayload(editFieldsFromItem(item), kind), updatePayload(fields, kind));
    save.mutate(
      { itemId: item._id, payload },
      {
        onSuccess: () => {
          setResult({ tone: 'success', text: EDIT_WELINK_MESSAGES.updated });
          setIsDone(true);
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.fields);
          setResult({ tone: 'error', text: errorMessage(error, EDIT_WELINK_MESSAGES.updateFailed) });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    setResult(null);
    void form.handleSubmit(saveFields)(event);
  };

  return (
    <form className="form edit-welink__form" noValidate onSubmit={onSubmit}>

      <Section title={t('editWeLink.section.basic')}>
        <TextField
          label={t('editWeLink.field.title')}
          {...form.field('title')}
          maxLength={ITEM_TEXT_MAX.title}
          autoComplete="off"
          required
          disabled={isBusy}
        />
        <TextAreaField
          label={t('editWeLink.field.description')}
          {...form.field('description')}
          maxLength={ITEM_TEXT_MAX.description}
          disabled={isBusy}
        />
        <TextField label={t('editWeLink.field.type')} name="type" value={KIND_LABELS[kind]} readOnly hint={t('editWeLink.field.typeHint')} />
      </Section>

      <Section title={t('editWeLink.section.categories')}>
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <CategorySelectors value={field.value} onChange={field.onChange} storedOutsideTree={storedOutsideTree(item)} disabled={isBusy} />
          )}
        />
      </Section>

      <Section title={t('editWeLink.section.location')}>
        <TextField
          label={t('editWeLink.field.address')}
          {...form.field('address')}
          maxLength={ITEM_TEXT_MAX.address}
          autoComplete="street-address"
          disabled={isBusy}
        />
        <TextField
          label={t('editWeLink.field.email')}
          {...form.field('email')}
          type="email"
          maxLength={ITEM_TEXT_MAX.email}
          autoComplete="off"
          disabled={isBusy}
        />
        <TextField
          label={t('editWeLink.field.phone')}
          {...form.field('phone')}
          type="tel"
          maxLength={ITEM_TEXT_MAX.phone}
          autoComplete="off"
          disabled={isBusy}
        />
      </Section>

      {kind === 'movie' && (
        <Section title={t('editWeLink.section.movie')}>
          <SelectField
            label={t('editWeLink.field.movieRating')}
            {...form.field('movieRating')}
            options={enumOptions(AGE_RATING_CODES, LABEL_TABLES.movieRating, movieRating)}
            placeholder={t('editWeLink.field.noMovieRating')}
            disabled={isBusy}
          />
          <SelectField
            label={t('editWeLink.field.genre')}
            {...form.field('genre')}
            options={enumOptions(MOVIE_GENRE_CODES, LABEL_TABLES.genre, genre)}
            placeholder={t('editWeLink.field.noGenre')}
            disabled={isBusy}
          />
          <TextField
            label={t('editWeLink.field.imdbId')}
            {...form.field('imdbId')}
            maxLength={ITEM_TEXT_MAX.imdbId}
            placeholder="tt0000000"
            autoComplete="off"
            disabled={isBusy}
          />
          <TextAreaField
            label={t('editWeLink.field.synopsis')}
            {...form.field('synopsis')}
            maxLength={ITEM_TEXT_MAX.synopsis}
            disabled={isBusy}
          />
        </Section>
      )}

      <Section title={t('editWeLink.section.tags')}>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => <TagsInput label={t('editWeLink.field.newTag')} tags={field.value} onChange={field.onChange} disabled={isBusy} />}
        />
      </Section>

      <Section title={t('editWeLink.section.rating')}>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => <Stars label={t('editWeLink.field.rating')} showLabel value={field.value} onChange={field.onChange} disabled={isBusy} />}
        />
        <TextAreaField
          label={t('editWeLink.field.comment')}
          {...form.field('comment')}
          maxLength={ITEM_TEXT_MAX.comment}
          disabled={isBusy}
        />
      </Section>

      <p className="field__hint">{t('editWeLink.required')}</p>
      {/* Next to the buttons, where the eyes are after pressing Guardar on a phone. */}
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <div className="actions actions--end edit-welink__actions">
        <button type="button" className="btn btn-secondary" onClick={() => void navigate('/history')} disabled={save.isPending}>
          {t('editWeLink.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isBusy}>
          {t(save.isPending ? 'editWeLink.saving' : 'editWeLink.save')}
        </button>
      </div>
      {leave.dialog}
    </form>
  );
}
