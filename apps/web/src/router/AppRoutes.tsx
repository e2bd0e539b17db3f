import { matchRoutes, useRoutes } from 'react-router';
import { startEarlyAnswer } from '../api/earlyAnswers';
import { MemberChrome } from '../components/AppShell';
import { isBarePath } from '../components/chrome';
import { routes } from '../routes';
import { preloadElement } from './lazyComponent';
import { earlyAnswerOf } from './routeHandle';

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches at once the chunks of every lazy layout and screen on the way to `pathname`, and, for a
 * signed-in member (`token`), the members' chrome around it and the first data its screen asks
 * for. Rendering alone would load them one after another (a layout's chunk, then its screen's,
 * then its data); on the first page load that waterfall costs a round trip per level.
 */
export function preloadRoute(pathname: string, token: string | null): void {
  if (token && !isBarePath(pathname)) MemberChrome.preload();
  for (const match of matchRoutes(routes, pathname) ?? []) {
    preloadElement(match.route.element);
    const earlyAnswer = earlyAnswerOf(match.route.handle);
    if (earlyAnswer && token) startEarlyAnswer(earlyAnswer, token);
  }
}
