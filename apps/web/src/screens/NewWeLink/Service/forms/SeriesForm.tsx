import { ITEM_TEXT_MAX, PLATFORM_OPTIONS } from '@welink/domain';
import { TextField } from '../../../../components/form/TextField';
import { CatalogueSuggestions } from '../CatalogueSuggestions';
import { YEAR_RANGE } from '../../../../components/WeLink/weLinkForm';
import { SelectField } from '../../../../components/form/SelectField';
import { TextAreaField } from '../../../../components/form/TextAreaField';
import { useNewWeLinkT } from '../../messages';
import { bind, domainOptions, type CatalogueFormProps } from './formProps';

/** Spec §2 Series: name and platform required; creator, start year, genre; suggestions from the catalogue. */
export function SeriesForm(props: CatalogueFormProps) {
  const { fields, disabled, showSuggestions, onPick } = props;
  const t = useNewWeLinkT();
  return (
    <>
      <TextField label={t('newWeLink.wizard.form.seriesName')} {...bind(props, 'title')} autoComplete="off" maxLength={ITEM_TEXT_MAX.title} disabled={disabled} />
      <CatalogueSuggestions catalogue="tv" text={fields.title} enabled={showSuggestions} onPick={onPick} disabled={disabled} />
      <TextField label={t('newWeLink.wizard.form.creator')} {...bind(props, 'author')} maxLength={ITEM_TEXT_MAX.author} disabled={disabled} />
      <div className="wizard__row">
        <TextField label={t('newWeLink.wizard.form.startYear')} {...bind(props, 'year')} type="number" inputMode="numeric" min={YEAR_RANGE.min} max={YEAR_RANGE.max} disabled={disabled} />
        <SelectField label={t('newWeLink.wizard.form.platform')} {...bind(props, 'platform')} options={domainOptions(PLATFORM_OPTIONS)} placeholder={t('newWeLink.choose')} disabled={disabled} />
      </div>
      <TextField label={t('newWeLink.wizard.form.genre')} {...bind(props, 'genre')} maxLength={ITEM_TEXT_MAX.genre} disabled={disabled} />
      <TextAreaField inputClassName="wizard__textarea" label={t('newWeLink.wizard.form.synopsis')} {...bind(props, 'synopsis')} maxLength={ITEM_TEXT_MAX.synopsis} disabled={disabled} />
    </>
  );
}
