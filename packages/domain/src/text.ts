import { z } from 'zod';
import { domainTemplate } from './i18n/template.js';

/** Messages of the shared field rules (a text's length, a link). */
export const TEXT_MESSAGES = {
  tooLong: domainTemplate('Máximo {max} caracteres', (max: number) => ({ max })),
  httpUrl: 'El enlace debe empezar por http:// o https://',
} as const;

/** Optional free text: trimmed, and an empty string counts as absent (forms send ''). */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, { message: TEXT_MESSAGES.tooLong(max) }).optional(),
  );

/** Tags: trimmed, non-empty, at most 30 of 50 characters each. */
export const TagsSchema = z.array(z.string().trim().min(1).max(50)).max(30);

/** The longest link taken. */
export const HTTP_URL_MAX = 2000;

/** Links shown to people are http(s) only, so a stored "javascript:" can never run. */
export const HttpUrlSchema = z
  .string()
  .trim()
  .max(HTTP_URL_MAX)
  .regex(/^https?:\/\/[^\s]+$/i, { message: TEXT_MESSAGES.httpUrl });

/** Lower case without accents: how a stored value is matched when its case or accents differ. */
export const foldLabel = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .trim();

/** Half of a UTF-16 pair without its other half: no database stores it (PostgreSQL refuses it in text and JSON). */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
