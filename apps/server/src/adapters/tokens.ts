import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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
}

const ALGORITHM = 'HS256';

export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: ALGORITHM, expiresIn: SESSION_TTL_SECONDS * 1000 });
  // An explicit allow-list: "none" and asymmetric algorithms are refused.
  const verifier = createVerifier({ key: secret, algorithms: [ALGORITHM], cache: 1000 });
  return {
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
