import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_TILE_SUBDOMAINS, type MapConfigAnswer } from '@welink/domain';
import './map.css';

/** The most a tile server is asked to zoom. */
const MAP_MAX_ZOOM = 19;
/** A place alone on a map: close enough to read its streets. */
const PLACE_ZOOM = 16;

/**
 * The pin (a 28 px square turned 45°) has its tip on the point and its head about 40 px
 * above it: `headTop` is where an info window opens, clear of the head.
 */
const PIN = { size: 28, anchor: [14, 34] as [number, number], headTop: 44 };

/** A place a map shows with a pin: a guide's WeLink with coordinates. */
export interface MapPlace {
  id: string;
  title: string;
  lat: number;
  lng: number;
}

/**
 * A Leaflet map in `container` on the server's tile server (MAP_TILE_URL), without a view yet.
 * After each round of loading, `onTilesFailed` hears whether a tile of it failed.
 */
export function tiledMap(container: HTMLElement, tiles: MapConfigAnswer, onTilesFailed: (hasFailed: boolean) => void): L.Map {
  const map = L.map(container);
  const layer = L.tileLayer(tiles.tileUrl, {
    attribution: tiles.attribution,
    maxZoom: MAP_MAX_ZOOM,
    // The same subdomains the server's CSP lets in for an {s} template.
    subdomains: [...MAP_TILE_SUBDOMAINS],
  });
  // A round of loading starts with "loading" and ends with "load", failed tiles included.
  let hasFailedThisRound = false;
  layer.on('loading', () => {
    hasFailedThisRound = false;
  });
  layer.on('tileerror', () => {
    hasFailedThisRound = true;
    onTilesFailed(true);
  });
  layer.on('load', () => onTilesFailed(hasFailedThisRound));
  layer.addTo(map);
  return map;
}

/** The pin, drawn in CSS (map.css): no image files to serve. */
export function pinIcon(): L.DivIcon {
  return L.divIcon({
    className: 'map-pin',
    // Turned inside: Leaflet places the icon element itself with a transform.
    html: '<span class="map-pin__head"></span>',
    iconSize: [PIN.size, PIN.size],
    iconAnchor: PIN.anchor,
    // Relative to the anchor (the tip): just above the head.
    popupAnchor: [0, -PIN.headTop],
  });
}

/** A place's pin: a button Tab reaches (Leaflet's keyboard option), named by the place's title. */
export function placeMarker(place: MapPlace): L.Marker {
  return L.marker([place.lat, place.lng], { icon: pinIcon(), keyboard: true, title: place.title });
}

/** Brings every place into view, clear of the edges and of the pins' heads; a lone place at street zoom. */
export function fitPlaces(map: L.Map, places: readonly MapPlace[]): void {
  const [first] = places;
  if (!first) return;
  if (places.length === 1) {
    map.setView([first.lat, first.lng], PLACE_ZOOM);
    return;
  }
  const bounds = L.latLngBounds(places.map((place) => [place.lat, place.lng] as [number, number]));
  map.fitBounds(bounds, { paddingTopLeft: [24, PIN.headTop + 8], paddingBottomRight: [24, 16], maxZoom: PLACE_ZOOM });
}
