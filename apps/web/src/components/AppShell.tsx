import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSession } from '../state/useSession';
import { BottomNav, type NavBadges } from './BottomNav';
import { isBarePath } from './chrome';
import { NavigationProgress } from './NavigationProgress';
import { TopBar } from './TopBar';

// Fed by useNavBadges, whose queries validate answers with zod: loaded only once signed in, so
// the entry chunk that every visitor downloads stays free of zod and the API modules.
const BottomNavWithBadges = lazy(() =>
  import('../hooks/useNavBadges').then((m) => ({ default: m.BottomNavWithBadges })),
);
const AppTour = lazy(() => import('./Tour/AppTour'));
const FeedbackWidget = lazy(() => import('./Feedback/FeedbackWidget'));

export function AppShell({ badges }: { badges?: NavBadges }) {
  const session = useSession();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const isBare = isBarePath(pathname);
  const hasBottomNav = Boolean(session) && !isBare;

  // After a client-side navigation, move focus to the new screen's heading so
  // keyboard and screen-reader users start from the top of what changed.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const main = mainRef.current;
    const heading = main?.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    } else {
      main?.focus({ preventScroll: true });
    }
  }, [pathname]);

  return (
    <div className={`app ${hasBottomNav ? 'app--with-nav' : ''}`}>
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Saltar al contenido
      </a>
      <NavigationProgress />
      {!isBare && <TopBar session={session} />}
      <main id="main" ref={mainRef} tabIndex={-1} className="app__main">
        <Outlet />
      </main>
      {hasBottomNav &&
        (badges ? (
          <BottomNav badges={badges} />
        ) : (
          <Suspense fallback={<BottomNav />}>
            <BottomNavWithBadges />
          </Suspense>
        ))}
      {hasBottomNav && pathname === '/timeline' && <Suspense fallback={null}><AppTour /></Suspense>}
      {hasBottomNav && <Suspense fallback={null}><FeedbackWidget /></Suspense>}
      <ScrollRestoration />
    </div>
  );
}
