import { useSyncExternalStore } from 'react';
import { getSession, isSessionExpired, subscribeSession, type Session } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** True when the session ended because the server refused the token. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeSession, isSessionExpired, isSessionExpired);
}
