import type { NavigateOptions, To } from 'react-router';
import type { AppHistory } from './AppRouter';

/** What code outside React (the session wiring) needs from the router: navigate to a place or through history. */
export interface AppNavigator {
  navigate(to: To | null, options?: Pick<NavigateOptions, 'replace' | 'state'>): Promise<void>;
  navigate(delta: number): Promise<void>;
}

export function historyNavigator(history: AppHistory): AppNavigator {
  return {
    navigate(to: To | number | null, options?: Pick<NavigateOptions, 'replace' | 'state'>) {
      if (typeof to === 'number') history.go(to);
      else if (to !== null && options?.replace) history.replace(to, options.state);
      else if (to !== null) history.push(to, options?.state);
      return Promise.resolve();
    },
  };
}
