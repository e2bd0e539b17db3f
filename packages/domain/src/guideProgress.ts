import { z } from 'zod';
import { domainTemplate } from './i18n/template.js';

/* A friend's guide: how much of it the reader has done ("Visitados 7 de 12"), and saving the rest. */

/**
 * GET /api/lists/{id}/progress, on a guide the viewer may read and did not write. Of its WeLinks
 * the viewer may see (`total`), those the viewer has rated (a rated WeLink of their own of the
 * same thing: folded title and category, for places the same place) and those they have saved
 * but not rated (`pendingItemIds`). Neither list holds an id of the other.
 */
export const GuideProgressSchema = z.object({
  rated: z.number().int().min(0),
  total: z.number().int().min(0),
  ratedItemIds: z.array(z.string()),
  pendingItemIds: z.array(z.string()),
});
export type GuideProgress = z.infer<typeof GuideProgressSchema>;

/** The guide's WeLinks the viewer has neither rated nor pending: what "save the rest" saves. */
export const remainingInGuide = (progress: GuideProgress): number => progress.total - progress.rated - progress.pendingItemIds.length;

/** POST /api/lists/{id}/save-pending: how many WeLinks became pending copies, and the text saying so. */
export const GuideSavePendingAnswerSchema = z.object({ saved: z.number().int().min(0), message: z.string() });
export type GuideSavePendingAnswer = z.infer<typeof GuideSavePendingAnswerSchema>;

export const GUIDE_PROGRESS_MESSAGES = {
  ownGuide: 'El progreso y guardar lo que falta son para las guías de otros miembros',
  nothingLeft: 'Ya tenías todos los WeLinks de esta guía en tu historial',
  savedOne: 'Guardado 1 WeLink como pendiente en tu historial',
  savedMany: domainTemplate('Guardados {count} WeLinks como pendientes en tu historial', (count: number) => ({ count })),
} as const;

/** After saving a guide's rest as pending: how many went to History. */
export function savedPendingMessage(saved: number): string {
  if (saved === 0) return GUIDE_PROGRESS_MESSAGES.nothingLeft;
  return saved === 1 ? GUIDE_PROGRESS_MESSAGES.savedOne : GUIDE_PROGRESS_MESSAGES.savedMany(saved);
}
