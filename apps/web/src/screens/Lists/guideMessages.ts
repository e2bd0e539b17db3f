import { GUIDE_MESSAGES } from '@welink/domain';
import { ApiError } from '../../api/errors';
import { WELINK_MESSAGES } from '../../components/WeLink/constants';

/** What My Guides says (spec §8 Guides); updated and deleted come from the contract. */
export const LISTS_MESSAGES = {
  created: GUIDE_MESSAGES.created,
  updated: GUIDE_MESSAGES.updated,
  deleted: GUIDE_MESSAGES.deleted,
  itemRemoved: GUIDE_MESSAGES.itemRemoved,
  createFailed: 'Error al crear la guía',
  addAfterCreateFailed: WELINK_MESSAGES.guideCreatedWithoutItem,
  updateFailed: 'Error al actualizar la guía',
  deleteFailed: 'Error al eliminar la guía',
  removeItemFailed: 'Error al eliminar item de la guía',
  loadUnauthorized: 'Error de autenticación. Por favor, inicia sesión nuevamente.',
  loadNotFound: 'No se encontró el endpoint de guías.',
  loadServer: 'Error del servidor. Por favor, intenta más tarde.',
  loadOther: 'Error al cargar guías: ',
  empty: 'No tienes guías creadas',
  emptyGuide: 'Esta guía está vacía, añade WeLinks desde el Timeline o History',
  publicLinkBadge: 'Enlace público',
  publicLinkWhat:
    'Cualquiera con el enlace podrá ver, sin cuenta, el nombre y la descripción de esta guía, tu nombre y tus propios WeLinks en ella: valoración, comentario, dirección, ubicación en el mapa y primera foto. Los WeLinks de tus contactos no se muestran, ni ningún teléfono o e-mail.',
  publicLinkLive: 'Cualquiera con este enlace puede ver la guía sin cuenta. Puedes desactivarlo cuando quieras.',
  publishFailed: 'No se pudo crear el enlace',
  unpublishFailed: 'No se pudo desactivar el enlace',
  unpublished: GUIDE_MESSAGES.unpublished,
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar: selecciona el enlace y cópialo a mano.',
} as const;

/** Loading failures by status (spec §8): 401, 404, 5xx, and anything else with its message. */
export function guidesLoadError(error: unknown): string {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401) return LISTS_MESSAGES.loadUnauthorized;
  if (status === 404) return LISTS_MESSAGES.loadNotFound;
  if (status !== null && status >= 500) return LISTS_MESSAGES.loadServer;
  return LISTS_MESSAGES.loadOther + (error instanceof Error ? error.message : String(error));
}

export const foundCountText = (n: number) => `${n} ${n === 1 ? 'guía encontrada' : 'guías encontradas'}`;

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** 'Creada 1 de marzo de 2026', or 'Actualizada …' once the guide changed after its creation (spec §2). */
export function guideDateText(guide: { createdAt: string; updatedAt: string }): { verb: string; date: string; iso: string } {
  const isUpdated = guide.updatedAt !== guide.createdAt;
  const iso = isUpdated ? guide.updatedAt : guide.createdAt;
  const parsed = new Date(iso);
  return {
    verb: isUpdated ? 'Actualizada' : 'Creada',
    date: Number.isNaN(parsed.getTime()) ? iso : dateFormat.format(parsed),
    iso,
  };
}
