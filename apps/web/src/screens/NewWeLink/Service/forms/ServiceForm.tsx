import { ITEM_TEXT_MAX } from '@welink/domain';
import { TextField } from '../../../../components/form/TextField';
import { TextAreaField } from '../../../../components/form/TextAreaField';
import { useNewWeLinkT } from '../../messages';
import { bind } from './formProps';
import { LocationSection } from './LocationSection';
import type { LocatedFormProps } from './PlaceForm';

/** Spec §2 other service categories: name (required), type, contact, description and where it is. */
export function ServiceForm({ onLocation, autoLocate, ...props }: LocatedFormProps) {
  const { disabled } = props;
  const t = useNewWeLinkT();
  return (
    <>
      <TextField label={t('newWeLink.wizard.form.name')} {...bind(props, 'title')} autoComplete="off" maxLength={ITEM_TEXT_MAX.title} disabled={disabled} />
      <TextField
        label={t('newWeLink.wizard.form.serviceType')}
        {...bind(props, 'service')}
        placeholder={t('newWeLink.wizard.form.serviceTypePlaceholder')}
        maxLength={ITEM_TEXT_MAX.service}
        disabled={disabled}
      />
      <div className="wizard__row">
        <TextField label={t('newWeLink.wizard.form.phone')} {...bind(props, 'phone')} type="tel" autoComplete="off" maxLength={ITEM_TEXT_MAX.phone} disabled={disabled} />
        <TextField label={t('newWeLink.wizard.form.email')} {...bind(props, 'email')} type="email" autoComplete="off" maxLength={ITEM_TEXT_MAX.email} disabled={disabled} />
      </div>
      <TextField label={t('newWeLink.wizard.form.website')} {...bind(props, 'website')} type="url" placeholder="https://" maxLength={ITEM_TEXT_MAX.website} disabled={disabled} />
      <TextAreaField inputClassName="wizard__textarea" label={t('newWeLink.wizard.form.description')} {...bind(props, 'description')} maxLength={ITEM_TEXT_MAX.description} disabled={disabled} />
      <LocationSection {...props} onLocation={onLocation} autoLocate={autoLocate} />
    </>
  );
}
