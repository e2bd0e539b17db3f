import { CoordinatesSchema, type Coordinates } from '@welink/domain';

const PAIR = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*\+?\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
const PIN = /!3d(-?\d{1,3}(?:\.\d+)?)!4d(-?\d{1,3}(?:\.\d+)?)/g;

const pair = (lat: string | undefined, lng: string | undefined): Coordinates | undefined => {
  const parsed = CoordinatesSchema.safeParse({ lat: Number(lat), lng: Number(lng) });
  return parsed.success ? parsed.data : undefined;
};

const isGoogleMaps = (url: URL) =>
  (url.protocol === 'https:' || url.protocol === 'http:') && /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(url.hostname);

/**
 * Where a Google Maps link puts the place, when it says so without doubt. Read: the place's pin
 * (`…!3d40.7!4d-73.9` in the data part of a place link), a search for coordinates
 * (`/maps/search/40.7,-73.9`, as Takeout writes dropped pins) and the `q`, `query` and `ll`
 * parameters (`?q=40.7,-73.9`, `?api=1&query=40.7,-73.9`). Not read: `@40.7,-73.9,15z`, which is
 * where the map was centred, not the place; a link of another site. When the link gives two
 * different places, none is taken.
 */
export function coordinatesFromMapsUrl(link: string | undefined): Coordinates | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (!isGoogleMaps(url)) return undefined;
  const found: Coordinates[] = [];
  const add = (coordinates: Coordinates | undefined) => {
    if (coordinates) found.push(coordinates);
  };
  for (const match of url.href.matchAll(PIN)) add(pair(match[1], match[2]));
  const segments = url.pathname.split('/');
  const search = segments.indexOf('search');
  if (search >= 0) {
    const match = PAIR.exec(decodeSegment(segments[search + 1] ?? ''));
    if (match) add(pair(match[1], match[2]));
  }
  for (const name of ['q', 'query', 'll']) {
    const match = PAIR.exec(url.searchParams.get(name) ?? '');
    if (match) add(pair(match[1], match[2]));
  }
  const [first, ...others] = found;
  if (!first) return undefined;
  const same = others.every((other) => Math.abs(other.lat - first.lat) < 1e-6 && Math.abs(other.lng - first.lng) < 1e-6);
  return same ? first : undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}
