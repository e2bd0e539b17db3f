import { z } from 'zod';
import { ItemSchema, RatingSchema, UserRefSchema } from './items.js';
import { nullMeansAbsent } from './nullFields.js';
import { optionalText } from './text.js';
import { IdSchema } from './users.js';

/** POST /api/responses. A member has one response per question: posting again edits it. */
export const ResponseCreateSchema = z.object(
  nullMeansAbsent({
    eventId: IdSchema,
    text: optionalText(2000),
    items: z
      .array(z.object(nullMeansAbsent({ itemId: IdSchema, rating: RatingSchema.default(0), comment: optionalText(2000) })))
      .max(10)
      .default([]),
  }),
);
export type ResponseCreate = z.input<typeof ResponseCreateSchema>;

export const ResponseItemSchema = z.object({
  item: ItemSchema,
  rating: z.number().int().min(0).max(5),
  comment: z.string().optional(),
});

export const ResponseSchema = z.object({
  _id: z.string(),
  event: z.object({ _id: z.string() }),
  user: UserRefSchema,
  text: z.string(),
  items: z.array(ResponseItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WeLinkResponse = z.infer<typeof ResponseSchema>;

/** GET /api/responses/batch?eventIds=a,b: the responses of many questions in one call. */
export const ResponsesBatchQuerySchema = z.object({
  eventIds: z
    .string()
    .transform((s) => [...new Set(s.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(IdSchema).min(1).max(100)),
});
export const ResponsesBatchAnswerSchema = z.record(z.string(), z.array(ResponseSchema));

export const MarkReadAnswerSchema = z.object({ message: z.string(), count: z.number().int() });

export const RESPONSE_MESSAGES = {
  questionNotFound: 'Pregunta no encontrada',
  notFound: 'Respuesta no encontrada',
  notAQuestion: 'Solo se puede responder a preguntas',
  ownQuestion: 'No puedes responder a tu propia pregunta',
  repeatedItem: 'Has añadido el mismo WeLink dos veces',
  empty: 'Escribe una respuesta o añade algún WeLink',
  itemNotFound: 'Alguno de los WeLinks no existe o no puedes verlo',
  deleteNotYours: 'Solo el autor puede borrar esta respuesta',
  markReadNotYours: 'Solo el autor de la pregunta puede marcar sus respuestas como leídas',
  deleted: 'Respuesta eliminada',
  markedRead: 'Respuestas marcadas como leídas',
} as const;
