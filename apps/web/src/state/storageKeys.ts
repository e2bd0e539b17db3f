/** Every localStorage key the web app writes. Logout removes all of them. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  loginError: 'loginError',
  lastSeenTimeline: 'lastSeenTimeline',
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
