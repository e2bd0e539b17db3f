import type { CurrentUser, PublicUser, TokenClaims } from '@welink/domain';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned-looking JWT carrying the given claims (the browser never verifies signatures). */
export function makeToken(claims: Partial<TokenClaims> & Record<string, unknown> = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      userId: 'u-1',
      name: 'Ana',
      email: 'ana@example.com',
      isAdmin: false,
      exp: Math.floor(Date.now() / 1000) + 3600,
      ...claims,
    }),
  );
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: 'u-1',
    name: 'Ana',
    email: 'ana@example.com',
    phone: { prefix: '+34', number: '600123456' },
    isAdmin: false,
    status: 'approved',
    createdAt: '2025-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in member as GET /api/users/me answers. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { ...makeUser(), weeklyDigest: false, language: null, ...overrides };
}
