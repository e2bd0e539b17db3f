import type { ExternalSearchResult } from '@welink/domain';
import type { FieldErrors } from '../../../../lib/formErrors';
import type { SelectOption } from '../../../../components/form/SelectField';
import type { TextFieldName, WeLinkFields } from '../../../../components/WeLink/weLinkForm';
import { domainText } from '../../../../i18n/i18n';

/** What every category form receives from the wizard. */
export interface KindFormProps {
  fields: WeLinkFields;
  errors: FieldErrors;
  onField: (name: TextFieldName, value: string) => void;
  disabled?: boolean;
}

/** Input props for one text field of the wizard: value, change, name and its error. */
export function bind({ fields, errors, onField }: KindFormProps, name: TextFieldName) {
  return {
    name,
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onField(name, event.target.value),
  };
}

/** A domain label table's options with their labels in the active language; the values stay the stored codes. */
export function domainOptions(options: readonly SelectOption[]): SelectOption[] {
  return options.map(({ value, label }) => ({ value, label: domainText(label) }));
}

/** Films, series and books: a title field with catalogue suggestions. */
export interface CatalogueFormProps extends KindFormProps {
  /** Suggestions show once the user types a title and until one is picked. */
  showSuggestions: boolean;
  onPick: (result: ExternalSearchResult) => void;
}
