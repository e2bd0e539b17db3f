import { BOOK_GENRE_OPTIONS, ITEM_NUMBER_RANGES, ITEM_TEXT_MAX } from '@welink/domain';
import { TextField } from '../../../../components/form/TextField';
import { CatalogueSuggestions } from '../CatalogueSuggestions';
import { YEAR_RANGE } from '../../../../components/WeLink/weLinkForm';
import { SelectField } from '../../../../components/form/SelectField';
import { TextAreaField } from '../../../../components/form/TextAreaField';
import { useNewWeLinkT } from '../../messages';
import { bind, domainOptions, type CatalogueFormProps } from './formProps';

/**
 * Spec §2 Book: title, author and genre required; pages (≥ 1), language, year (1800–2030),
 * publisher, ISBN, price in euros (≥ 0, step 0.01), where to buy, synopsis.
 */
export function BookForm(props: CatalogueFormProps) {
  const { fields, disabled, showSuggestions, onPick } = props;
  const t = useNewWeLinkT();
  return (
    <>
      <TextField label={t('newWeLink.wizard.form.title')} {...bind(props, 'title')} autoComplete="off" maxLength={ITEM_TEXT_MAX.title} disabled={disabled} />
      <CatalogueSuggestions catalogue="books" text={fields.title} enabled={showSuggestions} onPick={onPick} disabled={disabled} />
      <TextField label={t('newWeLink.wizard.form.author')} {...bind(props, 'author')} maxLength={ITEM_TEXT_MAX.author} disabled={disabled} />
      <SelectField label={t('newWeLink.wizard.form.genreRequired')} {...bind(props, 'bookGenre')} options={domainOptions(BOOK_GENRE_OPTIONS)} placeholder={t('newWeLink.choose')} disabled={disabled} />
      <div className="wizard__row">
        <TextField label={t('newWeLink.wizard.form.pages')} {...bind(props, 'pages')} type="number" inputMode="numeric" min={ITEM_NUMBER_RANGES.pages.min} step={1} disabled={disabled} />
        <TextField
          label={t('newWeLink.wizard.form.publicationYear')}
          {...bind(props, 'year')}
          type="number"
          inputMode="numeric"
          min={YEAR_RANGE.min}
          max={YEAR_RANGE.max}
          disabled={disabled}
        />
      </div>
      <div className="wizard__row">
        <TextField label={t('newWeLink.wizard.form.language')} {...bind(props, 'language')} maxLength={ITEM_TEXT_MAX.language} disabled={disabled} />
        <TextField label={t('newWeLink.wizard.form.publisher')} {...bind(props, 'publisher')} maxLength={ITEM_TEXT_MAX.publisher} disabled={disabled} />
      </div>
      <div className="wizard__row">
        <TextField label={t('newWeLink.wizard.form.isbn')} {...bind(props, 'isbn')} maxLength={ITEM_TEXT_MAX.isbn} disabled={disabled} />
        <TextField label={t('newWeLink.wizard.form.price')} {...bind(props, 'price')} type="number" inputMode="decimal" min={ITEM_NUMBER_RANGES.price.min} step={0.01} disabled={disabled} />
      </div>
      <TextField
        label={t('newWeLink.wizard.form.whereToBuy')}
        {...bind(props, 'website')}
        type="url"
        placeholder="https://"
        maxLength={ITEM_TEXT_MAX.website}
        disabled={disabled}
      />
      <TextAreaField inputClassName="wizard__textarea" label={t('newWeLink.wizard.form.synopsis')} {...bind(props, 'synopsis')} maxLength={ITEM_TEXT_MAX.synopsis} disabled={disabled} />
    </>
  );
}
