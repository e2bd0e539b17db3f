import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Where a lazy screen renders: the loading screen while its code arrives, the error screen if it fails. */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
