/**
 * Addresses the server answers itself, never with the web app's index.html: the API (its docs too),
 * published guides (/g/…, pages of their own) and files (a last segment with an extension: /sw.js,
 * /public-guide-map.js). The service worker's navigation route leaves them to the network. Each is
 * tested, as Workbox does, against the path and the query together: a dot in a query (a token) is no file.
 */
export const SERVER_PATHS = [/^\/api(\/|\?|$)/, /^\/g(\/|\?|$)/, /^[^?]*\/[^/?]+\.[^/?]+(\?|$)/];

export function isServerPath(pathAndQuery: string): boolean {
  return SERVER_PATHS.some((pattern) => pattern.test(pathAndQuery));
}
