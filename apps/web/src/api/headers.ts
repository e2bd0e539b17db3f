import { activeLocale } from '../i18n/locale';

/** The headers of every API request: the client's and the early answers' alike. Errors come back in the app's language. */
export function apiHeaders(token: string | null, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': activeLocale() };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
