/** Where the form came from, if the route state says so (History and the choice screen pass it). */
export function readReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnPath } = state as { returnPath?: unknown };
  // Only paths inside the app.
  return typeof returnPath === 'string' && returnPath.startsWith('/') && !returnPath.startsWith('//') ? returnPath : null;
}
