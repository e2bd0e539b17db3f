import { matchRoutes, useRoutes } from 'react-router';
import { routes } from '../routes';
import { preloadElement } from './lazyScreen';

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches at once the chunks of every lazy layout and screen on the way to `pathname`. Rendering
 * alone would load them one after another (a layout's chunk, then its screen's); on the first page
 * load that waterfall costs a round trip per level.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadElement(match.route.element);
}
