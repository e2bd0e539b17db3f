import { useSyncExternalStore } from 'react';
import type { NoticeState } from '../lib/routeState';
import { getSession, sessionEndNotice, subscribeSession, type Session } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Why the session ended, when /login should say so (the server refused the token, the account was deleted). */
export function useSessionEndNotice(): NoticeState | null {
  return useSyncExternalStore(subscribeSession, sessionEndNotice, sessionEndNotice);
}
