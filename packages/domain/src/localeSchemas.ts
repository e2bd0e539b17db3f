import { z } from 'zod';
import { LOCALES } from './locales.js';

export const LocaleSchema = z.enum(LOCALES);

/** PUT /api/users/me/language: the member's language; null follows the browser's. The answer echoes it. */
export const MemberLanguageSchema = z.object({ language: LocaleSchema.nullable() });
export type MemberLanguage = z.infer<typeof MemberLanguageSchema>;
