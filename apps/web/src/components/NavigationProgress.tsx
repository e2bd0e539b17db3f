import { useIsNavigationPending } from '../router/AppRouter';

/** A thin bar at the top while a lazy screen is loading. */
export function NavigationProgress() {
  if (!useIsNavigationPending()) return null;
  return <div className="nav-progress" aria-hidden="true" />;
}
