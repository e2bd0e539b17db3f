import { z } from 'zod';
import { EMAIL_PATTERN, IdSchema } from './users.js';

export const CONTACT_QUERY_REQUIRED = 'Por favor, introduce un correo o teléfono';

/** '+', a digit 1–9, then 6 to 14 digits once spaces are removed (spec part 2 §5). */
export const CONTACT_PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

export function contactQueryKind(raw: string): 'email' | 'phone' | 'name' {
  const compact = raw.replace(/\s+/g, '');
  if (EMAIL_PATTERN.test(raw.trim())) return 'email';
  if (CONTACT_PHONE_PATTERN.test(compact)) return 'phone';
  return 'name';
}

export const UserSearchQuerySchema = z.object({
  query: z
    .string({ message: CONTACT_QUERY_REQUIRED })
    .trim()
    .min(1, { message: CONTACT_QUERY_REQUIRED })
    .max(254),
});

export const CONNECTION_STATES = ['none', 'requested', 'incoming', 'connected'] as const;
export const ConnectionStateSchema = z.enum(CONNECTION_STATES);

const PhoneAnswerSchema = z.object({ prefix: z.string(), number: z.string() }).nullable();

/** Email and phone are shown only when the searcher typed them or is already connected. */
export const UserSearchResultSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  phone: PhoneAnswerSchema.optional(),
  connectionStatus: ConnectionStateSchema,
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
export const SentFollowRequestSchema = z.object({
  _id: z.string(),
  to: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
});

/** createdAt is when the connection was made (drives the 24-hour 'nuevo' badge). */
export const FollowedContactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: PhoneAnswerSchema,
  createdAt: z.string(),
});

export const FollowRequestAnswerSchema = z.object({ message: z.string(), request: SentFollowRequestSchema });

export const CheckBatchRequestSchema = z.object({
  phones: z.array(z.string().max(40)).max(1000).default([]),
  emails: z.array(z.string().max(254)).max(1000).default([]),
});
export const CheckBatchAnswerSchema = z.object({
  users: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: PhoneAnswerSchema })),
});

export const RequestParamsSchema = z.object({ id: IdSchema });
