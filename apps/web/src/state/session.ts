import type { PublicUser } from '@welink/domain';
import { decodeJwt, isExpired } from '../lib/decodeJwt';
import { EXPIRED_NOTICE, type NoticeState } from '../lib/routeState';
import { stopPushesToThisBrowser } from '../lib/webPush';
import { STORAGE_KEYS, clearSessionStorage, readStorage, removeStorage, writeStorage } from './storageKeys';

/** The signed-in user as the web sees it: rebuilt from the token claims (spec part 1 §3). */
export interface SessionUser {
  userId: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

export interface Session {
  token: string;
  user: SessionUser;
  /** The stored user record (login answer or GET /api/users/me), when it belongs to the same user. */
  profile: PublicUser | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session | null = null;
/** Why the last session ended, for /login to say (the server refused the token, the account was deleted), until the next sign-in. */
let endNotice: NoticeState | null = null;

function readPhone(value: unknown): PublicUser['phone'] {
  if (typeof value !== 'object' || value === null) return null;
  const { prefix, number } = value as Record<string, unknown>;
  return typeof prefix === 'string' && typeof number === 'string' ? { prefix, number } : null;
}

/**
 * The stored user record (written by us from a validated answer). Checked by hand, like the
 * token claims, to keep zod out of the entry chunk; built field by field against PublicUser.
 */
function readProfile(): PublicUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const { _id, name, email, phone, isAdmin, status, createdAt } = json as Record<string, unknown>;
  if (typeof _id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
  if (typeof isAdmin !== 'boolean' || typeof createdAt !== 'string') return null;
  if (status !== 'pending' && status !== 'approved' && status !== 'rejected') return null;
  return { _id, name, email, phone: readPhone(phone), isAdmin, status, createdAt };
}

/**
 * Builds the session from storage. A stored token means authenticated; a token that
 * cannot be read or has already expired is dropped so the user lands on /login at once.
 */
function readSession(): Session | null {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) return null;
  const decoded = decodeJwt(token);
  if (!decoded || isExpired(decoded)) {
    removeStorage(STORAGE_KEYS.token);
    removeStorage(STORAGE_KEYS.user);
    return null;
  }
  const stored = readProfile();
  const profile = stored && stored._id === decoded.claims.userId ? stored : null;
  return {
    token,
    profile,
    user: {
      userId: decoded.claims.userId,
      name: decoded.claims.name,
      email: decoded.claims.email,
      // The admin guard reads the stored profile first, then the token claim (spec part 2 §6).
      isAdmin: profile?.isAdmin ?? decoded.claims.isAdmin,
    },
  };
}

function emit(): void {
  current = readSession();
  if (current) endNotice = null;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function sessionEndNotice(): NoticeState | null {
  return endNotice;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage (start-up, other tabs, tests). */
export function refreshSession(): void {
  emit();
}

/** Login: keep the token and the user record of the answer. */
export function signIn(token: string, user: PublicUser): void {
  endNotice = null;
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

/** A password change revokes earlier tokens and hands out a fresh one. */
export function replaceToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  emit();
}

/** Keeps the stored user record fresh after GET /api/users/me. */
export function storeProfile(user: PublicUser): void {
  // A late answer must not bring back a session that has ended or changed hands.
  if (current?.user.userId !== user._id) return;
  const raw = JSON.stringify(user);
  if (readStorage(STORAGE_KEYS.user) === raw) return;
  writeStorage(STORAGE_KEYS.user, raw);
  emit();
}

/**
 * Logout: forget everything this app stored, and stop this browser's pushes. Listeners then drop the query cache
 * (connectSession) and close the live stream (useLiveUpdates follows the token); /login says `notice`, if any.
 */
export function signOut(notice: NoticeState | null = null): void {
  endNotice = notice;
  stopPushesToThisBrowser().catch(() => undefined);
  for (const key of Object.values(STORAGE_KEYS)) removeStorage(key);
  clearSessionStorage();
  emit();
}

/** The server answered 401 to our token: sign out, and /login says why. */
export function expireSession(): void {
  signOut(EXPIRED_NOTICE);
}

current = readSession();

if (typeof window !== 'undefined') {
  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) emit();
  });
}
