import { z } from 'zod';
import { LocaleSchema } from './localeSchemas.js';
import { PublicUserSchema } from './users.js';

/** The signed-in member as GET /api/users/me answers: every public field plus their own preferences. */
export const CurrentUserSchema = PublicUserSchema.extend({
  /** Opted in to the weekly digest by mail. */
  weeklyDigest: z.boolean(),
  /** The language chosen in Settings; null follows the browser's (ADR 0027). */
  language: LocaleSchema.nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** PUT /api/users/me/weekly-digest: turn the weekly digest by mail on or off; the answer echoes it. */
export const WeeklyDigestSchema = z.object({ weeklyDigest: z.boolean() });
export type WeeklyDigest = z.infer<typeof WeeklyDigestSchema>;

/** The digest's three lists hold at most this many entries each. */
export const DIGEST_LIST_MAX = 5;
/** "Best-rated" in the digest: this rating or more, also for a friend's rating of a pending WeLink. */
export const DIGEST_MIN_RATING = 4;

/** What the unsubscribe page and the Settings card say. */
export const DIGEST_MESSAGES = {
  unsubscribeConfirm: '¿Quieres dejar de recibir el resumen semanal de WeLink por email?',
  unsubscribeButton: 'Darme de baja',
  unsubscribed: 'Listo: ya no recibirás el resumen semanal. Puedes volver a activarlo en Ajustes.',
  linkInvalid: 'El enlace de baja no es válido. Puedes desactivar el resumen semanal en Ajustes.',
  linkUsed: 'Este enlace de baja ya se ha usado. Puedes cambiar el resumen semanal en Ajustes.',
  saveFailed: 'No se pudo guardar tu preferencia. Inténtalo de nuevo.',
} as const;
