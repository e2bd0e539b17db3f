/** What every map of the app says while it loads or when it cannot. */
export const MAP_LOAD_MESSAGES = {
  loading: 'Cargando mapa...',
  loadFailed: 'Error al cargar el mapa',
  loadFailedHint: 'Comprueba tu conexión a internet y vuelve a intentarlo.',
} as const;
