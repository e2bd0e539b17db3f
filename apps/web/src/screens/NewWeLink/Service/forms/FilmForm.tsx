import { AGE_RATING_OPTIONS, ITEM_NUMBER_RANGES, ITEM_TEXT_MAX, MOVIE_GENRE_OPTIONS } from '@welink/domain';
import { TextField } from '../../../../components/form/TextField';
import { CatalogueSuggestions } from '../CatalogueSuggestions';
import { YEAR_RANGE } from '../../../../components/WeLink/weLinkForm';
import { SelectField } from '../../../../components/form/SelectField';
import { TextAreaField } from '../../../../components/form/TextAreaField';
import { useNewWeLinkT } from '../../messages';
import { bind, domainOptions, type CatalogueFormProps } from './formProps';

/** Spec §2 Film: title with suggestions, synopsis, genre (required), age rating, director, year, minutes. */
export function FilmForm(props: CatalogueFormProps) {
  const { fields, disabled, showSuggestions, onPick } = props;
  const t = useNewWeLinkT();
  return (
    <>
      <TextField label={t('newWeLink.wizard.form.title')} {...bind(props, 'title')} autoComplete="off" maxLength={ITEM_TEXT_MAX.title} disabled={disabled} />
      <CatalogueSuggestions catalogue="movies" text={fields.title} enabled={showSuggestions} onPick={onPick} disabled={disabled} />
      <TextAreaField inputClassName="wizard__textarea" label={t('newWeLink.wizard.form.synopsis')} {...bind(props, 'synopsis')} maxLength={ITEM_TEXT_MAX.synopsis} disabled={disabled} />
      <SelectField label={t('newWeLink.wizard.form.genreRequired')} {...bind(props, 'genre')} options={domainOptions(MOVIE_GENRE_OPTIONS)} placeholder={t('newWeLink.choose')} disabled={disabled} />
      <SelectField label={t('newWeLink.wizard.form.ageRating')} {...bind(props, 'movieRating')} options={domainOptions(AGE_RATING_OPTIONS)} placeholder={t('newWeLink.choose')} disabled={disabled} />
      <TextField label={t('newWeLink.wizard.form.director')} {...bind(props, 'director')} maxLength={ITEM_TEXT_MAX.director} disabled={disabled} />
      <div className="wizard__row">
        <TextField label={t('newWeLink.wizard.form.releaseYear')} {...bind(props, 'year')} type="number" inputMode="numeric" min={YEAR_RANGE.min} max={YEAR_RANGE.max} disabled={disabled} />
        <TextField label={t('newWeLink.wizard.form.runtime')} {...bind(props, 'runtime')} type="number" inputMode="numeric" min={ITEM_NUMBER_RANGES.runtime.min} disabled={disabled} />
      </div>
    </>
  );
}
