/** Routes drawn without the top bar and bottom navigation (spec part 2 §2). */
const BARE_PATHS = new Set(['/', '/login', '/signup']);

export function isBarePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BARE_PATHS.has(trimmed);
}

/** Routes that are a form: the create button is not drawn over them (it would lead away from it). */
const FORM_PATH = /^\/(new-welink|edit-event)(\/|$)/;

export function isFormPath(pathname: string): boolean {
  return FORM_PATH.test(pathname);
}
