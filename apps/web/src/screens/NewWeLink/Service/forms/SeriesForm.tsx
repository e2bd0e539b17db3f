import { PLATFORM_OPTIONS } from '@welink/domain';
import { TextField } from '../../../../components/TextField';
import { CatalogueSuggestions } from '../CatalogueSuggestions';
import { YEAR_MAX, YEAR_MIN } from '../wizardFields';
import { SelectField, TextAreaField } from './fieldControls';
import { bind, type CatalogueFormProps } from './formProps';

/** Spec §2 Series: name and platform required; creator, start year, genre; suggestions from the catalogue. */
export function SeriesForm(props: CatalogueFormProps) {
  const { fields, disabled, showSuggestions, onPick } = props;
  return (
    <>
      <TextField label="Nombre de la serie *" {...bind(props, 'title')} autoComplete="off" maxLength={200} disabled={disabled} />
      <CatalogueSuggestions catalogue="tv" text={fields.title} enabled={showSuggestions} onPick={onPick} disabled={disabled} />
      <TextField label="Creador" {...bind(props, 'author')} maxLength={200} disabled={disabled} />
      <div className="wizard__row">
        <TextField label="Año de inicio" {...bind(props, 'year')} type="number" inputMode="numeric" min={YEAR_MIN} max={YEAR_MAX} disabled={disabled} />
        <SelectField label="Plataforma *" {...bind(props, 'platform')} choices={PLATFORM_OPTIONS} disabled={disabled} />
      </div>
      <TextField label="Género" {...bind(props, 'genre')} maxLength={100} disabled={disabled} />
      <TextAreaField label="Sinopsis" {...bind(props, 'synopsis')} maxLength={5000} disabled={disabled} />
    </>
  );
}
