import { fieldLabel, mostSpecificCategoryLabel, type ExternalSearchResult, type Item } from '@welink/domain';
import type { ReactNode } from 'react';
import { CategoryImage } from '../../../components/WeLink/CategoryImage';
import { Stars } from '../../../components/WeLink/Stars';
import type { CategoryOption } from './categories';
import type { WeLinkFields } from '../../../components/WeLink/weLinkForm';
import { domainText } from '../../../i18n/i18n';
import { useNewWeLinkT } from '../messages';

/** The facts worth repeating before rating, as label (its message id) and value pairs. */
function facts(category: CategoryOption | null, f: WeLinkFields): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  const add = (label: string, value: string) => {
    if (value.trim()) rows.push([label, value.trim()]);
  };
  const labelOf = (field: Parameters<typeof fieldLabel>[0], value: string) => domainText(fieldLabel(field, value) ?? '');
  add('newWeLink.wizard.summary.category', category ? domainText(category.name) : '');
  switch (category?.kind) {
    case 'film':
      add('newWeLink.wizard.summary.genre', labelOf('genre', f.genre));
      add('newWeLink.wizard.summary.director', f.director);
      add('newWeLink.wizard.summary.releaseYear', f.year);
      break;
    case 'series':
      add('newWeLink.wizard.summary.creator', f.author);
      add('newWeLink.wizard.summary.platform', labelOf('platform', f.platform));
      add('newWeLink.wizard.summary.startYear', f.year);
      break;
    case 'book':
      add('newWeLink.wizard.summary.author', f.author);
      add('newWeLink.wizard.summary.genre', labelOf('bookGenre', f.bookGenre));
      add('newWeLink.wizard.summary.publicationYear', f.year);
      break;
    default:
      add('newWeLink.wizard.summary.address', f.address);
      add('newWeLink.wizard.summary.phone', f.phone);
      add('newWeLink.wizard.summary.website', f.website);
  }
  return rows;
}

interface ItemSummaryProps {
  category: CategoryOption | null;
  fields: WeLinkFields;
  /** The catalogue entry picked: shown as its card. */
  suggestion?: ExternalSearchResult | null;
}

/** Spec §2: the rating step shows the chosen film, series or book card, or a summary of the typed data. */
export function ItemSummary({ category, fields, suggestion }: ItemSummaryProps) {
  const image = suggestion?.thumbnail ?? (fields.image.startsWith('https://') ? fields.image : undefined);
  const text = suggestion?.overview ?? (fields.synopsis || fields.description);
  const t = useNewWeLinkT();
  return (
    <article className="card item-summary" aria-label={t('newWeLink.wizard.summary.label', { title: fields.title })}>
      {image && (
        <CategoryImage className="item-summary__image" src={image} category={{ category: category?.name }} width={64} height={96} />
      )}
      <div className="item-summary__body">
        <h3 className="item-summary__title">
          {category && <span aria-hidden="true">{category.icon} </span>}
          {fields.title}
        </h3>
        <dl className="item-summary__facts">
          {facts(category, fields).map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {text && <p className="item-summary__text">{text}</p>}
      </div>
    </article>
  );
}

/** A saved WeLink as a small card: title, where or what, and its stars. */
export function SavedItemCard({ item, children }: { item: Item; children?: ReactNode }) {
  const t = useNewWeLinkT();
  return (
    <article className="card item-summary" aria-label={item.title}>
      <div className="item-summary__body">
        <h3 className="item-summary__title">{item.title}</h3>
        <p className="item-summary__meta">{[domainText(mostSpecificCategoryLabel(item) ?? ''), item.address].filter(Boolean).join(' · ')}</p>
        <Stars value={item.rating} label={t('newWeLink.wizard.summary.rating', { title: item.title })} size="sm" />
        {children}
      </div>
    </article>
  );
}
