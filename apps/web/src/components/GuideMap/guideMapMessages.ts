/**
 * What a guide's map says on its public page (Spanish; no i18n code in that page's script). The
 * members' screens read the same texts from messages.es.json / messages.en.json: keep them alike.
 */
export const GUIDE_MAP_MESSAGES = {
  viewsOf: (guide: string) => `Ver ${guide} como`,
  list: 'Lista',
  map: 'Mapa',
  mapOf: (guide: string) => `Mapa de ${guide}`,
  /** The public page's button: the map (and Leaflet) load only when asked for. */
  showMap: 'Ver en el mapa',
  located: (withPin: number, total: number) => `${withPin} de ${total} WeLinks ${withPin === 1 ? 'tiene' : 'tienen'} ubicación`,
  openHint: 'Haz clic o toca un marcador para abrir su WeLink.',
  tilesFailed: 'No se pudieron cargar las imágenes del mapa. Comprueba tu conexión a internet.',
} as const;
