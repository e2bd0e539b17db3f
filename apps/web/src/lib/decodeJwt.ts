import type { TokenClaims } from '@welink/domain';

export interface DecodedToken {
  claims: TokenClaims;
  /** Expiry in seconds since the epoch, when the token carries one. */
  exp: number | null;
}

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of a JWT (userId, name, email, isAdmin). The signature is not
 * verified: the browser only uses the claims for display, the server checks every call.
 * Returns null for anything that is not a well-formed token with those claims.
 */
export function decodeJwt(token: string): DecodedToken | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(base64UrlToText(payload));
  } catch {
    return null;
  }
  return readClaims(json);
}

/**
 * Checks the claims by hand rather than with TokenClaimsSchema: this runs at start-up and
 * keeping zod out of the entry chunk saves ~25 kB gzip. Building the object field by field
 * keeps it tied to the TokenClaims type, so a new claim in domain fails the type check here.
 */
function readClaims(json: unknown): DecodedToken | null {
  if (typeof json !== 'object' || json === null) return null;
  const { userId, name, email, isAdmin, exp } = json as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
  if (typeof isAdmin !== 'boolean') return null;
  const claims: TokenClaims = { userId, name, email, isAdmin };
  return { claims, exp: typeof exp === 'number' ? exp : null };
}

/** True when the token carries an expiry that has passed. */
export function isExpired(decoded: DecodedToken, now: number = Date.now()): boolean {
  return decoded.exp !== null && decoded.exp * 1000 <= now;
}
