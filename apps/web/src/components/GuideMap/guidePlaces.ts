import type { GuideItem } from '@welink/domain';
import type { MapPlace } from '../Map/leafletMaps';

/** A guide's WeLinks that have a pin, in the guide's order. */
export function placesOf(items: readonly GuideItem[]): MapPlace[] {
  return items.flatMap((item) => (item.coordinates ? [{ id: item._id, title: item.title, ...item.coordinates }] : []));
}
