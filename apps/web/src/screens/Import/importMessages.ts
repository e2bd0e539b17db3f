import { welinkCountText, type ImportCounts, type ImportMatch } from '@welink/domain';

/** What Ajustes → Importar says; the server's refusals come with their own Spanish messages. */
export const IMPORT_SCREEN_MESSAGES = {
  title: 'Importar',
  intro: 'Trae lo que ya valoraste en otros servicios. Antes de guardar nada verás cada fila y podrás descartarla o valorarla.',
  sourceLegend: '¿De dónde lo traes?',
  fileLabel: 'Archivo exportado',
  chooseButton: 'Elegir archivo',
  noFileChosen: 'Ningún archivo elegido',
  lineOf: (file: string, line: number) => `${file} · línea ${line}`,
  upload: 'Subir y revisar',
  uploading: 'Leyendo el archivo...',
  uploadFailed: 'No se pudo leer el archivo',
  chooseFile: 'Elige el archivo que exportaste',
  loading: 'Cargando tu importación...',
  loadFailed: 'No se pudo cargar tu importación',
  retry: 'Reintentar',
  matching: 'Buscando cada fila en los catálogos y en tus WeLinks…',
  saving: 'Guardando tus WeLinks…',
  leaveNote: 'Puedes salir de esta pantalla: la importación sigue y la encontrarás aquí al volver.',
  progress: (done: number, total: number) => `${done} de ${total}`,
  reviewTitle: 'Revisa la importación',
  reviewHint: 'Desmarca lo que no quieras importar y valora lo que quieras: lo pendiente se guarda como pendiente de valorar.',
  confirm: (n: number) => `Importar ${welinkCountText(n)}`,
  confirming: 'Empezando...',
  confirmFailed: 'No se pudo empezar a guardar',
  cancel: 'Cancelar importación',
  cancelQuestion: '¿Cancelar la importación? No se guardará nada de este archivo.',
  cancelFailed: 'No se pudo cancelar',
  changeFailed: 'No se pudo cambiar la fila',
  include: (title: string) => `Importar «${title || 'sin título'}»`,
  ratingOf: (title: string) => `Valoración de ${title || 'sin título'}`,
  rowsLabel: 'Filas del archivo',
  doneTitle: 'Importación terminada',
  report: 'Descargar informe',
  reportFailed: 'No se pudo descargar el informe',
  again: 'Nueva importación',
  failedRows: 'No se pudieron importar',
  seeHistory: 'Ver tu historial',
} as const;

/** The preview's figures, one line each, those at zero left out. */
export function reviewFigures(counts: ImportCounts): string[] {
  return [
    counts.catalogue > 0 && (counts.catalogue === 1 ? '1 encontrado en el catálogo' : `${counts.catalogue} encontrados en el catálogo`),
    counts.manual > 0 && (counts.manual === 1 ? '1 se guardará tal como viene' : `${counts.manual} se guardarán tal como vienen`),
    counts.duplicate > 0 && (counts.duplicate === 1 ? '1 ya lo tenías: no se importa' : `${counts.duplicate} ya los tenías: no se importan`),
    counts.unreadable > 0 && (counts.unreadable === 1 ? '1 no se puede leer' : `${counts.unreadable} no se pueden leer`),
  ].filter((line): line is string => Boolean(line));
}

/** The report's figures. */
export function doneFigures(counts: ImportCounts): string[] {
  return [
    counts.created === 1 ? '1 creado' : `${counts.created} creados`,
    counts.duplicate > 0 && (counts.duplicate === 1 ? '1 ya lo tenías' : `${counts.duplicate} ya los tenías`),
    counts.skipped > 0 && (counts.skipped === 1 ? '1 descartado' : `${counts.skipped} descartados`),
    counts.failed > 0 && (counts.failed === 1 ? '1 no se pudo importar' : `${counts.failed} no se pudieron importar`),
  ].filter((line): line is string => Boolean(line));
}

/** How many WeLinks confirming saves: the readable rows that are not duplicates, minus those left out. */
export const toSave = (counts: ImportCounts) => counts.catalogue + counts.manual - counts.skipped;

export const MATCH_BADGES: Record<ImportMatch, string> = {
  catalogue: 'En el catálogo',
  duplicate: 'Ya lo tienes',
  manual: 'Tal cual',
  unreadable: 'No se puede leer',
};
