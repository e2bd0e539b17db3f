import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, type NavigationType, type UNSAFE_createBrowserHistory } from 'react-router';
import { createLeaveGuard, LeaveGuardContext } from './leaveGuard';

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const NavigationPendingContext = createContext(false);

/** True while the next screen is still loading and the current one stays on screen. */
export function useIsNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * React Router in declarative mode over a history we own: the data router (createBrowserRouter)
 * weighs ~17 kB gzip more and the app uses none of its loaders, actions or fetchers. Location
 * changes render in a transition, so a lazy screen that is still loading keeps the previous one on
 * screen (with the progress bar) instead of flashing the loading fallback. Every navigation passes
 * the leave guard (a form with unsaved changes asks before it is left).
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<{ action: NavigationType; location: AppHistory['location'] }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [isPending, startTransition] = useTransition();
  const [guard] = useState(() => createLeaveGuard(history));
  useLayoutEffect(
    () => guard.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [guard],
  );
  return (
    <NavigationPendingContext value={isPending}>
      <LeaveGuardContext value={guard}>
        <Router location={state.location} navigationType={state.action} navigator={guard.navigator}>
          {children}
        </Router>
      </LeaveGuardContext>
    </NavigationPendingContext>
  );
}
