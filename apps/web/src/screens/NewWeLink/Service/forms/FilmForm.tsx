import { AGE_RATING_OPTIONS, ITEM_NUMBER_RANGES, ITEM_TEXT_MAX, MOVIE_GENRE_OPTIONS } from '@welink/domain';
import { TextField } from '../../../../components/form/TextField';
import { CatalogueSuggestions } from '../CatalogueSuggestions';
import { YEAR_RANGE } from '../../../../components/WeLink/weLinkForm';
import { SelectField } from '../../../../components/form/SelectField';
import { TextAreaField } from '../../../../components/form/TextAreaField';
import { bind, type CatalogueFormProps } from './formProps';

/** Spec §2 Film: title with suggestions, synopsis, genre (required), age rating, director, year, minutes. */
export function FilmForm(props: CatalogueFormProps) {
  const { fields, disabled, showSuggestions, onPick } = props;
  return (
    <>
      <TextField label="Título *" {...bind(props, 'title')} autoComplete="off" maxLength={ITEM_TEXT_MAX.title} disabled={disabled} />
      <CatalogueSuggestions catalogue="movies" text={fields.title} enabled={showSuggestions} onPick={onPick} disabled={disabled} />
      <TextAreaField inputClassName="wizard__textarea" label="Sinopsis" {...bind(props, 'synopsis')} maxLength={ITEM_TEXT_MAX.synopsis} disabled={disabled} />
      <SelectField label="Género *" {...bind(props, 'genre')} options={MOVIE_GENRE_OPTIONS} placeholder="Selecciona..." disabled={disabled} />
      <SelectField label="Clasificación por edad" {...bind(props, 'movieRating')} options={AGE_RATING_OPTIONS} placeholder="Selecciona..." disabled={disabled} />
      <TextField label="Director" {...bind(props, 'director')} maxLength={ITEM_TEXT_MAX.director} disabled={disabled} />
      <div className="wizard__row">
        <TextField label="Año de estreno" {...bind(props, 'year')} type="number" inputMode="numeric" min={YEAR_RANGE.min} max={YEAR_RANGE.max} disabled={disabled} />
        <TextField label="Duración (minutos)" {...bind(props, 'runtime')} type="number" inputMode="numeric" min={ITEM_NUMBER_RANGES.runtime.min} disabled={disabled} />
      </div>
    </>
  );
}
