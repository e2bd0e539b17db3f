import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { lazyComponent } from '../router/lazyComponent';
import { ScrollRestoration } from '../router/ScrollRestoration';
import { useSession } from '../state/useSession';
import { useShellT } from './messages';
import { isBarePath } from './chrome';
import { NavigationProgress } from './NavigationProgress';
import { TopBar } from './TopBar';

// Badges, tour and feedback read data (zod, TanStack Query, the API modules): loaded only once
// signed in, so the entry chunk that every visitor downloads stays free of them.
export const MemberChrome = lazyComponent(() => import('./MemberChrome'), 'default');
// Offline reading is the members' (ADR 0022): the notice stays out of the public pages' code too.
const OfflineNotice = lazyComponent(() => import('./AppNotices/OfflineNotice'), 'OfflineNotice');
// So is the queue of writes made offline (ADR 0026), with IndexedDB's code.
const PendingWrites = lazyComponent(() => import('./AppNotices/PendingWrites'), 'PendingWrites');

export function AppShell() {
  const session = useSession();
  const t = useShellT();
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
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      {!isBare && <TopBar session={session} />}
      <main id="main" ref={mainRef} tabIndex={-1} className="app__main">
        {session && (
          <Suspense fallback={null}>
            <OfflineNotice />
            <PendingWrites />
          </Suspense>
        )}
        <Outlet />
      </main>
      {hasBottomNav && (
        // The navigation comes with the members' chrome (preloaded with a member's first screen), so
        // the public pages' code carries neither it nor its texts.
        <Suspense fallback={null}>
          <MemberChrome isTimeline={pathname === '/timeline'} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
