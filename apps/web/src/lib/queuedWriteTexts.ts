import type { QueuedWriteKind } from './writeQueue';

/** What the member reads about writes made without a connection (ADR 0026). */
export const QUEUED_TEXTS = {
  pending: 'Pendiente de enviar',
  created: 'Sin conexión: tu WeLink está guardado en este dispositivo, pendiente de enviar. Se enviará cuando vuelva la conexión',
  savedPending: 'Sin conexión: guardado en este dispositivo, pendiente de enviar',
  rated: 'Sin conexión: tu valoración está pendiente de enviar',
  answered: 'Sin conexión: tu respuesta está pendiente de enviar',
  notice: (count: number) => (count === 1 ? '1 cambio pendiente de enviar' : `${count} cambios pendientes de enviar`),
  refusedNotice: (count: number) => (count === 1 ? '1 cambio no se pudo enviar' : `${count} cambios no se pudieron enviar`),
  listTitle: 'Cambios sin enviar',
  refused: 'No se pudo enviar',
  show: 'Ver',
  hide: 'Ocultar',
  sendNow: 'Enviar ahora',
  retry: 'Reintentar',
  discard: 'Descartar',
  signOutTitle: 'Tienes cambios sin enviar',
  signOutBody: (count: number) =>
    `${count === 1 ? 'Un cambio hecho sin conexión no se ha enviado' : `${count} cambios hechos sin conexión no se han enviado`}. Si cierras sesión, se perderán.`,
  signOutAnyway: 'Cerrar sesión y perderlos',
  signOutKeep: 'Seguir conectado',
} as const;

export const QUEUED_KIND_LABELS: Record<QueuedWriteKind, string> = {
  createItem: 'Nuevo WeLink',
  savePending: 'Guardado como pendiente',
  rateItem: 'Valoración',
  answer: 'Respuesta',
};
