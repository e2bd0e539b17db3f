/** Routes drawn without the top bar and bottom navigation (spec part 2 §2). */
const BARE_PATHS = new Set(['/', '/login', '/signup']);

export function isBarePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BARE_PATHS.has(trimmed);
}
