import { z } from 'zod';
import { LIMITS } from './constants.js';

/** What a deleted member's name reads as where a friend kept one of their WeLinks (the recommender). */
export const DELETED_MEMBER_NAME = 'Usuario eliminado';

/** The name a download of all one's data is saved under: welink-2026-11-29.zip. */
export const exportFileName = (at: Date) => `welink-${at.toISOString().slice(0, 10)}.zip`;

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Escribe tu contraseña para confirmar',
  passwordWrong: 'La contraseña no es correcta',
  lastAdmin: 'Eres el último administrador: nombra a otro antes de eliminar tu cuenta',
  deleted: 'Tu cuenta se ha eliminado',
  deleteFailed: 'No se pudo eliminar tu cuenta. Inténtalo de nuevo.',
  exportFailed: 'No se pudo preparar el archivo con tus datos. Inténtalo de nuevo.',
} as const;

/** Deleting one's own account: confirmed with the password, so a borrowed unlocked phone cannot. */
export const DeleteAccountRequestSchema = z.object({
  password: z
    .string({ message: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { message: ACCOUNT_MESSAGES.passwordRequired })
    .max(LIMITS.passwordMax, { message: ACCOUNT_MESSAGES.passwordWrong }),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

export const DeleteAccountAnswerSchema = z.object({ message: z.string() });
