import { DEFAULT_MAP_CENTER } from '@welink/domain';

/** Spec §9 map defaults. */
export const MAP_DEFAULTS = {
  center: DEFAULT_MAP_CENTER,
  zoom: 15,
  /** When the picker opens on a known point. */
  zoomLocated: 16,
} as const;

export const MAP_MESSAGES = {
  hint: 'Haz clic o toca el mapa para seleccionar una ubicación.',
  updated: (address: string) => `📍 Ubicación actualizada: ${address}`,
  reverseFailed: 'Error al obtener la dirección',
  noAddress: 'Ubicación seleccionada',
  looking: 'Buscando la dirección...',
  tilesFailed:
    'No se pudieron cargar las imágenes del mapa. Comprueba tu conexión a internet; puedes seguir tocando el mapa para elegir un punto.',
  /** The marker moved and the address written for the old point was not replaced. */
  staleShort: 'Dirección sin confirmar',
  stale: (address: string) => `Dirección sin confirmar para este punto: ${address}`,
  keepQuestion: 'La dirección escrita era de otro punto. ¿La mantienes para el punto marcado en el mapa?',
  keep: 'Mantener esta dirección',
  retry: 'Buscar la dirección de nuevo',
} as const;

/** "40.416800, -3.703800": six decimals are about 10 cm. */
export function formatCoordinates({ lat, lng }: { lat: number; lng: number }): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
