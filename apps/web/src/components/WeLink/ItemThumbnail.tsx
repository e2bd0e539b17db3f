import type { Item } from '@welink/domain';
import { CategoryImage } from './CategoryImage';
import { externalThumbnail } from './externalLink';
import './welink.css';

/** Catalogue posters and covers are 2:3; the fixed box keeps the card from jumping when it loads. */
const WIDTH = 48;
const HEIGHT = 72;

/**
 * A card's small catalogue thumbnail, or nothing when the item has no http(s) one. A poster
 * that fails to load gives way to the category's placeholder.
 */
export function ItemThumbnail({
  item,
  title,
}: {
  item: Pick<Item, 'externalRefs' | 'category' | 'subcategory'> | null | undefined;
  title: string;
}) {
  const src = externalThumbnail(item);
  if (!src) return null;
  return (
    <CategoryImage
      className="item-thumbnail"
      src={src}
      category={item}
      alt={title}
      width={WIDTH}
      height={HEIGHT}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}
