import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { SESSION_TTL_SECONDS, type TokenClaims } from '@welink/domain';

export interface SessionClaims extends TokenClaims {
  /** The user's token version when the token was issued. */
  tv: number;
}

export interface TokenService {
  sign(claims: SessionClaims): string;
  /** The claims of a valid token, or null for a missing, forged or expired one. */
  verify(token: string): SessionClaims | null;
  /** The weekly digest's one-click unsubscribe links. */
  digestUnsubscribe: LinkTokens;
}

/** A signed subject for a link in a mail: it proves the server wrote it, and nothing more. */
export interface LinkTokens {
  sign(subject: string): string;
  /** The subject of a token this server signed for this purpose, or null. */
  verify(token: string): string | null;
}

const ALGORITHM = 'HS256';

export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: ALGORITHM, expiresIn: SESSION_TTL_SECONDS * 1000 });
  // An explicit allow-list: "none" and asymmetric algorithms are refused.
  const verifier = createVerifier({ key: secret, algorithms: [ALGORITHM], cache: 1000 });
  return {
    digestUnsubscribe: createLinkTokens(secret, 'digest-unsubscribe'),
    sign: (claims) => signer({ ...claims }),
    verify(token) {
      try {
        const payload = verifier(token) as Partial<SessionClaims>;
        if (typeof payload.userId !== 'string' || typeof payload.tv !== 'number') return null;
        return payload as SessionClaims;
      } catch {
        return null;
      }
    },
  };
}

/**
 * HMAC-SHA256 with a key derived from the secret and the purpose: a link token of one purpose
 * is worthless for another, and it is no JWT, so it never opens a session (nor a session
 * token an unsubscribe link).
 */
export function createLinkTokens(secret: string, purpose: string): LinkTokens {
  const key = createHmac('sha256', secret).update(`welink link: ${purpose}`).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(subject) {
      const payload = Buffer.from(subject).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(payload, 'base64url').toString();
    },
  };
}

/** JWT_SECRET when given; otherwise one generated once and kept in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
