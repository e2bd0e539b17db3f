import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A device's subscription as the browser hands it to the page (PushSubscription.toJSON()). */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push the fake accepted: checked, decrypted, parsed. */
export interface Delivery {
  endpoint: string;
  payload: unknown;
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
}

export interface FakePushService {
  /** The fake's origin, to allow in the push adapter (PUSH_ALLOWED_ORIGINS). */
  origin: string;
  /**
   * Subscribes a new "browser" to the server key `applicationServerKey` (base64url), as
   * PushManager.subscribe would: its P-256 key pair and auth secret are made here with node:crypto.
   */
  subscribe(applicationServerKey: string): BrowserSubscription;
  /** What the fake answers a push to this endpoint from now on (201 when never set). */
  answer(endpoint: string, status: number): void;
  deliveries: Delivery[];
  /** Pushes refused, with why: a bad VAPID header, a wrong key, an undecryptable body. */
  refused: Array<{ endpoint: string; reason: string }>;
  close(): Promise<void>;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/** A raw (uncompressed) P-256 public key as a KeyObject, to verify ES256 signatures with. */
function p256PublicKey(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) }, format: 'jwk' });
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` as RFC 8292 says a push service does: the
 * key is the one the subscription was made with, the JWT is ES256 signed by it, its audience is
 * the push service's origin, it expires within 24 hours and names a contact (sub).
 */
function checkVapid(header: string | undefined, device: Device, origin: string): Delivery['claims'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== device.applicationServerKey) throw new Error('k is not the key the subscription was made with');
  const [head, body, signature] = token.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${jwtHeader.alg}`);
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: p256PublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Delivery['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error(`exp ${claims.exp} is not within 24 h`);
  if (!/^(mailto:|https:)\S+/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub}`);
  return claims;
}

/** Decrypts an aes128gcm body (RFC 8188) with the device's keys, as RFC 8291 derives them. */
function decrypt(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid is not the sender P-256 key');
  if (record.length > recordSize) throw new Error('more than one record');
  const devicePublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Padding: the data, a 0x02 delimiter (last record), then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A local stand-in for a browser's push service (RFC 8030): POST to a subscription's endpoint
 * answers 201 once the VAPID header checks out and the body decrypts with the subscription's keys;
 * 400/401/403 otherwise, as the real ones do; or whatever status a test sets for that endpoint.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, Device>();
  const answers = new Map<string, number>();
  const deliveries: Delivery[] = [];
  const refused: FakePushService['refused'] = [];
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const device = devices.get(endpoint);
      const finish = (status: number) => res.writeHead(status).end();
      if (req.method !== 'POST' || !device) return finish(404);
      try {
        const claims = checkVapid(req.headers.authorization, device, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${req.headers.ttl}`);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), device)) as unknown;
        const status = answers.get(endpoint) ?? 201;
        if (status === 201) deliveries.push({ endpoint, payload, claims, ttl });
        finish(status);
      } catch (error) {
        refused.push({ endpoint, reason: error instanceof Error ? error.message : String(error) });
        finish(403);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, auth, applicationServerKey });
      return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    deliveries,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
