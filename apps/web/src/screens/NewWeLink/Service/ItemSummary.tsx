import { fieldLabel, mostSpecificCategoryLabel, type ExternalSearchResult, type Item } from '@welink/domain';
import type { ReactNode } from 'react';
import { CategoryImage } from '../../../components/WeLink/CategoryImage';
import { Stars } from '../../../components/WeLink/Stars';
import type { CategoryOption } from './categories';
import type { WeLinkFields } from '../../../components/WeLink/weLinkForm';

/** The facts worth repeating before rating, as label and value pairs. */
function facts(category: CategoryOption | null, f: WeLinkFields): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  const add = (label: string, value: string) => {
    if (value.trim()) rows.push([label, value.trim()]);
  };
  add('Categoría', category?.name ?? '');
  switch (category?.kind) {
    case 'film':
      add('Género', fieldLabel('genre', f.genre) ?? '');
      add('Director', f.director);
      add('Año de estreno', f.year);
      break;
    case 'series':
      add('Creador', f.author);
      add('Plataforma', fieldLabel('platform', f.platform) ?? '');
      add('Año de inicio', f.year);
      break;
    case 'book':
      add('Autor', f.author);
      add('Género', fieldLabel('bookGenre', f.bookGenre) ?? '');
      add('Año de publicación', f.year);
      break;
    default:
      add('Dirección', f.address);
      add('Teléfono', f.phone);
      add('Web', f.website);
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
  return (
    <article className="card item-summary" aria-label={`Resumen: ${fields.title}`}>
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
              <dt>{label}</dt>
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
  return (
    <article className="card item-summary" aria-label={item.title}>
      <div className="item-summary__body">
        <h3 className="item-summary__title">{item.title}</h3>
        <p className="item-summary__meta">{[mostSpecificCategoryLabel(item), item.address].filter(Boolean).join(' · ')}</p>
        <Stars value={item.rating} label={`Valoración de ${item.title}`} size="sm" />
        {children}
      </div>
    </article>
  );
}
