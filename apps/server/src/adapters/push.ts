import webpush from 'web-push';
import type { PushPayload } from '@welink/domain';
import type { PushConfig, VapidKeys } from '../config.js';

/** A device as the browser subscribed it: the push service's endpoint and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Delivered; the device is gone for good (404, 410: drop it); or anything else (try again next time). */
export type PushOutcome = { kind: 'ok' } | { kind: 'gone' } | { kind: 'failed'; detail: string };

export interface WebPush {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  /** Whether this server would POST to `endpoint`: https on a known push service, or an allowed origin. */
  accepts(endpoint: string): boolean;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/**
 * The browsers' push services (Chrome and most Chromium browsers, Firefox, Safari, Edge): a
 * subscription's endpoint must be on one of them, or a subdomain, over https on the default port.
 * The server POSTs to the endpoint a member sends, so anything else (an internal address, a cloud
 * metadata service) is refused at subscription.
 */
const PUSH_SERVICE_DOMAINS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** How long a push service may take to answer; the push is a courtesy, the notification is already stored. */
const SEND_TIMEOUT_MS = 10_000;

/** How long a push service keeps a push for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * Web Push with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), through the web-push library.
 * The library signs and encrypts; the request is sent with fetch, without following redirects, so
 * a push never reaches a host that `accepts` did not pass.
 */
export function createWebPush(keys: VapidKeys, config: Pick<PushConfig, 'subject' | 'allowedOrigins'>, timeoutMs = SEND_TIMEOUT_MS): WebPush {
  const allowedOrigins = new Set(config.allowedOrigins);
  const vapidDetails = { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    accepts(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return false;
      }
      if (url.username || url.password) return false;
      if (allowedOrigins.has(url.origin)) return true;
      const host = url.hostname.toLowerCase();
      return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
    },
    async send(target, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
      );
      // fetch counts the body itself.
      const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string | number>;
      try {
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
          body: request.body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return { kind: 'ok' };
        if (response.status === 404 || response.status === 410) return { kind: 'gone' };
        return { kind: 'failed', detail: `HTTP ${response.status}` };
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'failed', detail: `no answer in ${timeoutMs} ms` };
        return { kind: 'failed', detail: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) };
      }
    },
  };
}
