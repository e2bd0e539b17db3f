import { DEFAULT_MAP_CENTER } from '@welink/domain';

/** Spec §9 map defaults. */
export const MAP_DEFAULTS = {
  center: DEFAULT_MAP_CENTER,
  zoom: 15,
  /** When the picker opens on a known point. */
  zoomLocated: 16,
} as const;

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The tile server. The API will hand its MAP_TILE_URL to the web; until then the build reads
 * VITE_MAP_TILE_URL, and OpenStreetMap's own tiles are the default.
 */
export const MAP_TILES = {
  url: (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || OSM_TILES,
  attribution: '© OpenStreetMap',
  maxZoom: 19,
} as const;

export const MAP_MESSAGES = {
  hint: 'Haz clic o toca el mapa para seleccionar una ubicación.',
  updated: (address: string) => `📍 Ubicación actualizada: ${address}`,
  reverseFailed: 'Error al obtener la dirección',
  loading: 'Cargando mapa...',
  loadFailed: 'Error al cargar el mapa',
  loadFailedHint: 'Comprueba tu conexión a internet y vuelve a intentarlo.',
  noAddress: 'Ubicación seleccionada',
} as const;

/** "40.416800, -3.703800": six decimals are about 10 cm. */
export function formatCoordinates({ lat, lng }: { lat: number; lng: number }): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
