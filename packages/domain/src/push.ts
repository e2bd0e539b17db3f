import { z } from 'zod';

export const PUSH_MESSAGES = {
  unavailable: 'Los avisos en el dispositivo no están disponibles en este servidor',
  endpointInvalid: 'La dirección del servicio de avisos no es válida',
  endpointRefused: 'Este servicio de avisos no está admitido',
  keysInvalid: 'Las claves de la suscripción no son válidas',
  subscribed: 'Avisos activados en este dispositivo',
  unsubscribed: 'Avisos desactivados en este dispositivo',
} as const;

/** An endpoint is a URL the browser's push service hands out; none is near this long. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const EndpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { message: PUSH_MESSAGES.endpointInvalid })
  .regex(/^https?:\/\/[^\s]+$/i, { message: PUSH_MESSAGES.endpointInvalid });

/** base64url without padding, as PushSubscription.toJSON() gives the keys, of exactly `bytes` bytes. */
const base64urlKey = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysInvalid })
    .length(Math.ceil((bytes * 4) / 3), { message: PUSH_MESSAGES.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+$/, { message: PUSH_MESSAGES.keysInvalid });

/**
 * POST /api/notifications/push/subscriptions: what the browser's PushSubscription.toJSON() gives
 * (other fields, such as expirationTime, are ignored). p256dh is the device's P-256 public key
 * (65 bytes, uncompressed), auth its 16-byte secret (RFC 8291).
 */
export const PushSubscribeSchema = z.object({
  endpoint: EndpointSchema,
  keys: z.object({ p256dh: base64urlKey(65), auth: base64urlKey(16) }, { error: PUSH_MESSAGES.keysInvalid }),
});
export type PushSubscribe = z.infer<typeof PushSubscribeSchema>;

/** DELETE /api/notifications/push/subscriptions: the device to stop pushing to. */
export const PushUnsubscribeSchema = z.object({ endpoint: EndpointSchema });
export type PushUnsubscribe = z.infer<typeof PushUnsubscribeSchema>;

/** GET /api/notifications/push: whether this server pushes, and the VAPID public key to subscribe with (base64url). */
export const PushConfigAnswerSchema = z.object({
  available: z.boolean(),
  publicKey: z.string().nullable(),
});
export type PushConfigAnswer = z.infer<typeof PushConfigAnswerSchema>;

/** What a push carries, decrypted by the service worker: the notification's sentence and where a tap leads. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the web app. */
  url: string;
  /** The notification's id: a device shows a notification once even if it arrives twice. */
  tag: string;
}
