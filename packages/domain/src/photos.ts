import { z } from 'zod';
import { IdSchema } from './users.js';

/**
 * Photos of a WeLink (uploaded after creation). The server decides the type by
 * reading the bytes, never by the client's Content-Type, and re-encodes every
 * photo to WebP without its metadata (EXIF, GPS position, camera), so nothing
 * the member did not mean to share leaves with it.
 */
export const PHOTO_LIMITS = {
  /** Largest upload accepted, in bytes (8 MB). */
  maxBytes: 8 * 1024 * 1024,
  maxPerItem: 10,
  /** Longest side of the stored photo, in pixels; smaller photos are not enlarged. */
  maxSide: 1600,
  thumbnailSide: 400,
  /** WebP quality of both renditions. */
  quality: 80,
  /** Decoded size refused before any work is done: a small file can unpack into a huge bitmap. */
  maxInputPixels: 8192 * 8192,
} as const;

/** Formats read from the bytes; HEIC is refused (the server's image library cannot decode it). */
export const PHOTO_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The multipart field that carries the file. */
export const PHOTO_FIELD = 'photo';

/** POST /api/items/{id}/photos answer, and each entry of an item's `photos`. */
export const PhotoAnswerSchema = z.object({
  _id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoAnswer = z.infer<typeof PhotoAnswerSchema>;

export const ItemPhotoParamsSchema = z.object({ id: IdSchema, photoId: IdSchema });

export const PHOTO_MESSAGES = {
  missingFile: 'Envía una sola foto, en el campo «photo»',
  notMultipart: 'Envía la foto como multipart/form-data',
  tooLarge: 'La foto es demasiado grande: el máximo es 8 MB',
  tooManyPixels: 'La foto tiene demasiados píxeles: el máximo es 8192 × 8192',
  unsupportedType: 'Formato de imagen no admitido: sube una foto JPEG, PNG o WebP',
  tooMany: 'Este WeLink ya tiene 10 fotos: borra alguna antes de subir otra',
  notFound: 'Foto no encontrada',
  deleted: 'Foto eliminada correctamente',
} as const;
