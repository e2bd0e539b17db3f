import { CUISINE_OPTIONS, ITEM_TEXT_MAX, type PlaceResult } from '@welink/domain';
import type { LocationChange } from '../../../../components/MapPicker/MapPicker';
import { FieldGroup } from '../../../../components/form/Field';
import { TextField } from '../../../../components/form/TextField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextAreaField } from '../../../../components/form/TextAreaField';
import { useNewWeLinkT } from '../../messages';
import { bind, domainOptions, type KindFormProps } from './formProps';
import { LocationSection } from './LocationSection';
import { PlaceSearch } from './PlaceSearch';

export interface LocatedFormProps extends KindFormProps {
  onLocation: (change: LocationChange) => void;
  autoLocate: boolean;
}

interface PlaceFormProps extends LocatedFormProps {
  onPlace: (place: PlaceResult) => void;
}

/**
 * Spec §2 Restaurant (and the other food and drink categories): option 1 finds the place by
 * name, option 2 takes the current GPS location; the point and its address show on the map.
 */
export function PlaceForm({ onPlace, onLocation, autoLocate, ...props }: PlaceFormProps) {
  const { fields, disabled } = props;
  const t = useNewWeLinkT();
  return (
    <>
      <FieldGroup legend={t('newWeLink.wizard.form.where')} className="wizard__options">
        <p className="field__hint">{t('newWeLink.wizard.form.whereHint')}</p>
        <PlaceSearch near={fields.coordinates} onPick={onPlace} disabled={disabled} />
        <LocationSection {...props} onLocation={onLocation} autoLocate={autoLocate} />
      </FieldGroup>
      <TextField label={t('newWeLink.wizard.form.name')} {...bind(props, 'title')} autoComplete="off" maxLength={ITEM_TEXT_MAX.title} disabled={disabled} />
      <div className="wizard__row">
        <TextField label={t('newWeLink.wizard.form.phone')} {...bind(props, 'phone')} type="tel" autoComplete="off" maxLength={ITEM_TEXT_MAX.phone} disabled={disabled} />
        <SelectField label={t('newWeLink.wizard.form.cuisine')} {...bind(props, 'cuisine')} options={domainOptions(CUISINE_OPTIONS)} placeholder={t('newWeLink.choose')} disabled={disabled} />
      </div>
      <TextField label={t('newWeLink.wizard.form.website')} {...bind(props, 'website')} type="url" placeholder="https://" maxLength={ITEM_TEXT_MAX.website} disabled={disabled} />
      <TextAreaField inputClassName="wizard__textarea" label={t('newWeLink.wizard.form.description')} {...bind(props, 'description')} maxLength={ITEM_TEXT_MAX.description} disabled={disabled} />
    </>
  );
}
