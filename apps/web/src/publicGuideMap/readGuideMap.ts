import type { MapConfigAnswer } from '@welink/domain';
import type { MapPlace } from '../components/Map/leafletMaps';

/** What a published guide's page says for its map (presenters/publicGuidePage.ts on the server writes it). */
export interface PublicGuideMap {
  guideName: string;
  /** The list the map goes above. */
  list: HTMLElement;
  tiles: MapConfigAnswer;
  places: MapPlace[];
  itemCount: number;
}

const LIMITS = { lat: 90, lng: 180 } as const;

/** A coordinate from a data attribute; undefined when missing or out of range. */
function coordinate(item: HTMLElement, axis: keyof typeof LIMITS): number | undefined {
  const text = item.dataset[axis];
  const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && Math.abs(value) <= LIMITS[axis] ? value : undefined;
}

/**
 * The page's map, when there is one to draw: the list carries the tile server, each WeLink with
 * a pin its coordinates, and its title is its heading. Null when no WeLink has a pin.
 */
export function readGuideMap(page: Document): PublicGuideMap | null {
  const list = page.querySelector<HTMLElement>('ol[data-map-tiles]');
  const tileUrl = list?.dataset.mapTiles;
  if (!list || !tileUrl) return null;
  const items = Array.from(list.children).filter((child): child is HTMLElement => child instanceof HTMLElement);
  const places = items.flatMap((item, index) => {
    const [lat, lng] = [coordinate(item, 'lat'), coordinate(item, 'lng')];
    if (lat === undefined || lng === undefined) return [];
    return [{ id: String(index), title: item.querySelector('h2')?.textContent ?? '', lat, lng }];
  });
  if (places.length === 0) return null;
  return {
    guideName: page.querySelector('h1')?.textContent ?? '',
    list,
    tiles: { tileUrl, attribution: list.dataset.mapAttribution ?? '' },
    places,
    itemCount: items.length,
  };
}
