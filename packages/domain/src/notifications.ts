import { z } from 'zod';
import { UserRefSchema } from './items.js';

/**
 * What a member is told about: a friend rated or saved a WeLink they recommended, a response to
 * their question, a connection request to them, their request accepted.
 */
export const NOTIFICATION_KINDS = ['item_rated', 'item_saved', 'question_response', 'follow_request', 'follow_accepted'] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * One notification, newest first in GET /api/notifications. `item` and `event` name what it is
 * about while it exists; `title` and `rating` are as they were when it happened.
 */
export const NotificationSchema = z.object({
  _id: z.string(),
  kind: NotificationKindSchema,
  actor: UserRefSchema,
  item: z.object({ _id: z.string() }).nullable(),
  event: z.object({ _id: z.string() }).nullable(),
  title: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificación no encontrada',
  markedRead: 'Notificación marcada como leída',
  allMarkedRead: 'Notificaciones marcadas como leídas',
} as const;

/** The sentence a notification reads as, in Spanish; a push to a device says it word for word (the server's `push.<kind>`, with its English). */
export function notificationText(n: Pick<Notification, 'kind' | 'title' | 'rating'> & { actor: { name: string } }): string {
  const who = n.actor.name;
  const title = n.title ?? '';
  switch (n.kind) {
    case 'item_rated':
      return `${who} valoró con ${n.rating ?? 0}★ «${title}», que le recomendaste`;
    case 'item_saved':
      return `${who} guardó «${title}» de tu historial`;
    case 'question_response':
      return `${who} respondió a tu pregunta «${title}»`;
    case 'follow_request':
      return `${who} quiere conectar contigo`;
    case 'follow_accepted':
      return `${who} aceptó tu solicitud de conexión`;
  }
}
