import { AGE_RATING_OPTIONS, MOVIE_GENRE_OPTIONS } from '@welink/domain';
import { TextField } from '../../../../components/TextField';
import { CatalogueSuggestions } from '../CatalogueSuggestions';
import { YEAR_MAX, YEAR_MIN } from '../wizardFields';
import { SelectField, TextAreaField } from './fieldControls';
import { bind, type CatalogueFormProps } from './formProps';

/** Spec §2 Film: title with suggestions, synopsis, genre (required), age rating, director, year, minutes. */
export function FilmForm(props: CatalogueFormProps) {
  const { fields, disabled, showSuggestions, onPick } = props;
  return (
    <>
      <TextField label="Título *" {...bind(props, 'title')} autoComplete="off" maxLength={200} disabled={disabled} />
      <CatalogueSuggestions catalogue="movies" text={fields.title} enabled={showSuggestions} onPick={onPick} disabled={disabled} />
      <TextAreaField label="Sinopsis" {...bind(props, 'synopsis')} maxLength={5000} disabled={disabled} />
      <SelectField label="Género *" {...bind(props, 'genre')} choices={MOVIE_GENRE_OPTIONS} disabled={disabled} />
      <SelectField label="Clasificación por edad" {...bind(props, 'movieRating')} choices={AGE_RATING_OPTIONS} disabled={disabled} />
      <TextField label="Director" {...bind(props, 'director')} maxLength={200} disabled={disabled} />
      <div className="wizard__row">
        <TextField label="Año de estreno" {...bind(props, 'year')} type="number" inputMode="numeric" min={YEAR_MIN} max={YEAR_MAX} disabled={disabled} />
        <TextField label="Duración (minutos)" {...bind(props, 'runtime')} type="number" inputMode="numeric" min={1} disabled={disabled} />
      </div>
    </>
  );
}
