/** Every localStorage key a session writes. Logout removes all of them. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  loginError: 'loginError',
  lastSeenTimeline: 'lastSeenTimeline',
} as const;

/**
 * Flags of this browser rather than of a session, so logout keeps them: a tour that was
 * finished or skipped must not come back after the next login (spec part 1 §3).
 */
export const DEVICE_STORAGE_KEYS = {
  hasSeenAppTour: 'hasSeenAppTour',
  appTourVersion: 'appTourVersion',
  /** The language last chosen in Settings or given at login (ADR 0027). */
  language: 'language',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the app keeps working for this page view.
  }
}

export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Same as above.
  }
}

/** Logout: whatever this tab kept in sessionStorage goes too (it may describe the member's screens). */
export function clearSessionStorage(): void {
  try {
    sessionStorage.clear();
  } catch {
    // Same as above.
  }
}
