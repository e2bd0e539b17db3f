import { z } from 'zod';
import { ItemSchema, UserRefSchema } from './items.js';
import { nullMeansAbsent, nullMeansClear } from './nullFields.js';
import { optionalText, TagsSchema } from './text.js';
import { IdSchema } from './users.js';

export const EVENT_TYPES = ['informative', 'question'] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

export const EVENT_TITLE_REQUIRED = 'Error: El evento no tiene título';
export const QUESTION_TITLE_REQUIRED = 'Por favor, ingresa una pregunta';

/** The question form sends type 'Question' (spec part 2 §3); both spellings are accepted. */
const IncomingEventTypeSchema = z
  .enum(['informative', 'question', 'Question', 'Informative'])
  .transform((t) => t.toLowerCase() as EventType);

const EventTitleSchema = z.string({ message: EVENT_TITLE_REQUIRED }).trim().min(1, { message: EVENT_TITLE_REQUIRED }).max(300);

/** POST /api/events. `user` is accepted for compatibility and ignored: the author is the caller. */
export const EventCreateSchema = z.object(
  nullMeansAbsent({
    title: EventTitleSchema,
    type: IncomingEventTypeSchema.default('informative'),
    description: optionalText(5000),
    comment: optionalText(2000),
    category: optionalText(80),
    subcategory: optionalText(80),
    tags: TagsSchema.default([]),
    items: z.array(IdSchema).max(20).default([]),
    user: z.unknown().optional(),
  }),
);
export type EventCreate = z.input<typeof EventCreateSchema>;

/** PUT /api/events/{id}: the author edits the text and tags of their question or post; null clears one. */
export const EventUpdateSchema = z.object(
  nullMeansClear({
    title: EventTitleSchema,
    description: optionalText(5000),
    comment: optionalText(2000),
    tags: TagsSchema.optional(),
    type: z.unknown().optional(),
    items: z.unknown().optional(),
    user: z.unknown().optional(),
  }),
);
export type EventUpdate = z.input<typeof EventUpdateSchema>;

/** A Timeline or History entry (spec part 1 §3). */
export const EventSchema = z.object({
  _id: z.string(),
  type: EventTypeSchema,
  title: z.string(),
  description: z.string().optional(),
  comment: z.string().optional(),
  rating: z.number().int().optional(),
  category: z.string().optional(),
  subcategory: z.string().optional(),
  date: z.string(),
  items: z.array(ItemSchema),
  user: UserRefSchema,
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  hasUnreadResponses: z.boolean(),
  unreadResponsesCount: z.number().int(),
});
export type WeLinkEvent = z.infer<typeof EventSchema>;

export const UnreadCountAnswerSchema = z.object({ count: z.number().int().min(0) });

export const EVENT_MESSAGES = {
  notFound: 'Evento no encontrado',
  notYours: 'No tienes permisos para editar este evento',
  itemNotFound: 'Alguno de los WeLinks no existe o no puedes verlo',
} as const;
