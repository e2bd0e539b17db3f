import { TextField } from '../../../../components/TextField';
import { TextAreaField } from './fieldControls';
import { bind } from './formProps';
import { LocationSection } from './LocationSection';
import type { LocatedFormProps } from './PlaceForm';

/** Spec §2 other service categories: name (required), type, contact, description and where it is. */
export function ServiceForm({ onLocation, autoLocate, ...props }: LocatedFormProps) {
  const { disabled } = props;
  return (
    <>
      <TextField label="Nombre *" {...bind(props, 'title')} autoComplete="off" maxLength={200} disabled={disabled} />
      <TextField
        label="Tipo de servicio"
        {...bind(props, 'service')}
        placeholder="p. ej. Clínica dental, Taller"
        maxLength={100}
        disabled={disabled}
      />
      <div className="wizard__row">
        <TextField label="Teléfono" {...bind(props, 'phone')} type="tel" autoComplete="off" maxLength={40} disabled={disabled} />
        <TextField label="Email" {...bind(props, 'email')} type="email" autoComplete="off" maxLength={254} disabled={disabled} />
      </div>
      <TextField label="Web" {...bind(props, 'website')} type="url" placeholder="https://" maxLength={2000} disabled={disabled} />
      <TextAreaField label="Descripción" {...bind(props, 'description')} maxLength={5000} disabled={disabled} />
      <LocationSection {...props} onLocation={onLocation} autoLocate={autoLocate} />
    </>
  );
}
