import { z } from 'zod';
import { nullMeansAbsent } from './nullFields.js';
import { EMAIL_PATTERN, IdSchema } from './users.js';

export const CONTACT_QUERY_REQUIRED = 'Por favor, introduce un correo o teléfono';

/**
 * Spanish texts of connections (spec part 2 §8). Successes and the client fallbacks are
 * quoted from the spec; the server's refusals are ours.
 */
export const CONNECTION_MESSAGES = {
  requestSent: 'Solicitud de conexión enviada',
  requestAccepted: 'Solicitud aceptada',
  requestRejected: 'Solicitud rechazada',
  requestCancelled: 'Solicitud cancelada',
  unfollowed: 'Has dejado de seguir a este usuario',

  selfConnection: 'No puedes conectar contigo mismo',
  alreadyConnected: 'Ya estás conectado con este usuario',
  alreadyRequested: 'Ya has enviado una solicitud a este usuario',
  requestNotFound: 'Solicitud no encontrada',
  notFollowing: 'No sigues a este usuario',
  nameQueryTooShort: 'Escribe al menos 2 caracteres para buscar por nombre',

  searchFailed: 'Error al buscar usuarios',
  requestFailed: 'Error al enviar la solicitud de conexión',
  acceptFailed: 'Error al aceptar la solicitud',
  rejectFailed: 'Error al rechazar la solicitud',
  cancelFailed: 'Error al cancelar la solicitud',
  unfollowFailed: 'Error al dejar de seguir al usuario',
  pickerUnsupported: 'Tu navegador no soporta acceso a contactos. Usa Chrome o Edge en móvil.',
  importCancelled: 'Importación cancelada',
  importFailed: 'Error al importar contactos. Intenta de nuevo.',
  membershipCheckFailed: 'Contactos importados, pero no se pudo verificar quiénes están en WeLink',
  inviteNeedsSelection: 'Selecciona al menos un contacto que no esté en WeLink',
} as const;

/** A name search needs this many characters; it answers at most USER_SEARCH_MAX results. */
export const NAME_QUERY_MIN = 2;
export const USER_SEARCH_MAX = 20;

/** '+', a digit 1–9, then 6 to 14 digits once spaces are removed (spec part 2 §5). */
export const CONTACT_PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
/** Typed without '+': 6 to 15 digits, read later in the searcher's own country (phones.ts). */
const NATIONAL_PHONE_PATTERN = /^\d{6,15}$/;

/**
 * What a contact query names. A phone may be typed with or without '+', with spaces, dots,
 * dashes or brackets; normalisePhone (phones.ts) then reads it.
 */
export function contactQueryKind(raw: string): 'email' | 'phone' | 'name' {
  const compact = raw.replace(/[\s.\-()/]/g, '');
  if (EMAIL_PATTERN.test(raw.trim())) return 'email';
  if (CONTACT_PHONE_PATTERN.test(compact) || NATIONAL_PHONE_PATTERN.test(compact)) return 'phone';
  return 'name';
}

export const UserSearchQuerySchema = z.object({
  query: z
    .string({ message: CONTACT_QUERY_REQUIRED })
    .trim()
    .min(1, { message: CONTACT_QUERY_REQUIRED })
    .max(254)
    .refine((q) => contactQueryKind(q) !== 'name' || q.length >= NAME_QUERY_MIN, { message: CONNECTION_MESSAGES.nameQueryTooShort }),
});

export const CONNECTION_STATES = ['none', 'requested', 'incoming', 'connected'] as const;
export const ConnectionStateSchema = z.enum(CONNECTION_STATES);
export type ConnectionState = z.infer<typeof ConnectionStateSchema>;

const PhoneAnswerSchema = z.object({ prefix: z.string(), number: z.string() }).nullable();

/**
 * A search result's state: a connection state, or `pending_approval` for an account that has
 * asked to join and waits for an administrator (found only by its exact email or phone).
 */
export const SEARCH_RESULT_STATES = [...CONNECTION_STATES, 'pending_approval'] as const;
export type SearchResultState = (typeof SEARCH_RESULT_STATES)[number];

/** Email and phone are shown only when the searcher typed them or is already connected. */
export const UserSearchResultSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  phone: PhoneAnswerSchema.optional(),
  connectionStatus: z.enum(SEARCH_RESULT_STATES),
});
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;

/** POST /api/users/follow-request: the email (as the spec sends), phone or _id of the member. */
export const FollowRequestCreateSchema = z.object({
  identifier: z.string({ message: CONTACT_QUERY_REQUIRED }).trim().min(1, { message: CONTACT_QUERY_REQUIRED }).max(254),
});

export const ReceivedFollowRequestSchema = z.object({
  _id: z.string(),
  from: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type ReceivedFollowRequest = z.infer<typeof ReceivedFollowRequestSchema>;

/**
 * `to.email` is present only in the answer to the request itself, when the sender typed that
 * email or the two became connected: a request needs no consent, so it must not reveal what
 * search hides (the list of sent requests never shows it).
 */
export const SentFollowRequestSchema = z.object({
  _id: z.string(),
  to: z.object({ _id: z.string(), name: z.string(), email: z.string().optional() }),
  createdAt: z.string(),
});
export type SentFollowRequest = z.infer<typeof SentFollowRequestSchema>;

/** createdAt is when the connection was made (drives the 24-hour 'nuevo' badge). */
export const FollowedContactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: PhoneAnswerSchema,
  createdAt: z.string(),
});
export type FollowedContact = z.infer<typeof FollowedContactSchema>;

/**
 * 201 to a request. If the other member had already asked the viewer, that request is
 * accepted instead (both become connected): message 'Solicitud aceptada', request = that one.
 */
export const FollowRequestAnswerSchema = z.object({ message: z.string(), request: SentFollowRequestSchema });
export type FollowRequestAnswer = z.infer<typeof FollowRequestAnswerSchema>;

export const CheckBatchRequestSchema = z.object(
  nullMeansAbsent({
    phones: z.array(z.string().max(40)).max(1000).default([]),
    emails: z.array(z.string().max(254)).max(1000).default([]),
  }),
);
/**
 * Only the members among the given contacts. Like search, a match shows the email or phone
 * the caller sent (the one it already knows); both only for members the caller follows.
 */
export const CheckBatchAnswerSchema = z.object({
  users: z.array(
    z.object({ _id: z.string(), name: z.string(), email: z.string().optional(), phone: PhoneAnswerSchema.optional() }),
  ),
});
export type CheckBatchAnswer = z.infer<typeof CheckBatchAnswerSchema>;

export const RequestParamsSchema = z.object({ id: IdSchema });
