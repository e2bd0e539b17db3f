import type { ExternalSearchResult, PlaceResult } from '@welink/domain';
import type { RefObject } from 'react';
import type { LocationChange } from '../../../components/MapPicker/MapPicker';
import type { FieldErrors } from '../../../lib/formErrors';
import { CORE_CATEGORY, type CategoryOption } from './categories';
import { CategoryPicker } from './CategoryPicker';
import { BookForm } from './forms/BookForm';
import { FilmForm } from './forms/FilmForm';
import { PlaceForm } from './forms/PlaceForm';
import { SeriesForm } from './forms/SeriesForm';
import { ServiceForm } from './forms/ServiceForm';
import { useLiveSimilar } from '../../../api/items';
import { domainText } from '../../../i18n/i18n';
import { useNewWeLinkT } from '../messages';
import type { TextFieldName, WeLinkFields } from '../../../components/WeLink/weLinkForm';

interface ServiceStepProps {
  formRef: RefObject<HTMLFormElement | null>;
  category: CategoryOption | null;
  fields: WeLinkFields;
  errors: FieldErrors;
  isEditing: boolean;
  isBusy: boolean;
  /** Catalogue suggestions show once the user has typed a title, until one is picked. */
  showSuggestions: boolean;
  onCategory: (category: CategoryOption) => void;
  onClearCategory: () => void;
  onField: (name: TextFieldName, value: string) => void;
  onSuggestion: (result: ExternalSearchResult) => void;
  onPlace: (place: PlaceResult) => void;
  onLocation: (change: LocationChange) => void;
  onContinue: () => void;
  onCancel: () => void;
}

/** Similar WeLinks while the name is typed (500 ms, from 3 characters, the first 3). */
function LiveSimilar({ title, category }: { title: string; category: CategoryOption }) {
  const similar = useLiveSimilar(title, CORE_CATEGORY[category.kind], true);
  const t = useNewWeLinkT();
  if (!similar.isLongEnough || !similar.isSuccess) return null;
  if (similar.data.length === 0) {
    return (
      <p className="field__hint" role="status">
        {t('newWeLink.wizard.noSimilar')}
      </p>
    );
  }
  return (
    <div className="similar-preview" role="status">
      <p className="field__hint">{t('newWeLink.wizard.similarPreview')}</p>
      <ul>
        {similar.data.map((item) => (
          <li key={item._id}>
            {item.title}
            {item.address ? ` · ${item.address}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Step 1 (spec §2): the category, then its form. */
export function ServiceStep(props: ServiceStepProps) {
  const { formRef, category, fields, errors, isEditing, isBusy, showSuggestions } = props;
  const t = useNewWeLinkT();
  const formProps = { fields, errors, onField: props.onField, disabled: isBusy };
  const catalogueProps = { ...formProps, showSuggestions, onPick: props.onSuggestion };
  // Spec §4: a place with no known location asks for the user's when its form opens.
  const locatedProps = { ...formProps, onLocation: props.onLocation, autoLocate: !isEditing };

  return (
    <form
      ref={formRef}
      className="wizard__step-body form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onContinue();
      }}
    >
      {category ? (
        <div className="category-banner" role="status">
          <span className="category-banner__name">
            <span aria-hidden="true">{category.icon}</span> {domainText(category.name)}
          </span>
          <button type="button" className="link-button" onClick={props.onClearCategory} disabled={isBusy}>
            {t('newWeLink.wizard.changeCategory')}
          </button>
        </div>
      ) : (
        <CategoryPicker onChoose={props.onCategory} error={errors.category} disabled={isBusy} />
      )}

      {category?.kind === 'film' && <FilmForm {...catalogueProps} />}
      {category?.kind === 'series' && <SeriesForm {...catalogueProps} />}
      {category?.kind === 'book' && <BookForm {...catalogueProps} />}
      {category?.kind === 'place' && <PlaceForm key={category.name} {...locatedProps} onPlace={props.onPlace} />}
      {category?.kind === 'service' && <ServiceForm key={category.name} {...locatedProps} />}
      {category && !isEditing && category.kind !== 'book' && category.kind !== 'series' && (
        <LiveSimilar title={fields.title} category={category} />
      )}

      <p className="field__hint">{t('newWeLink.required')}</p>
      <div className="actions actions--end wizard__actions">
        <button type="button" className="btn btn-secondary" onClick={props.onCancel} disabled={isBusy}>
          {t('newWeLink.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isBusy}>
          {t(isBusy ? 'newWeLink.wizard.checking' : 'newWeLink.continue')}
        </button>
      </div>
    </form>
  );
}
