import { useSyncExternalStore } from 'react';
import type { AppUpdate } from '../../lib/appUpdate';
import { lazyComponent } from '../../router/lazyComponent';

// Drawn only when a new version is there: its code and styles stay out of every first load.
const UpdateBanner = lazyComponent(() => import('./UpdateBanner'), 'UpdateBanner');

/**
 * Where 'Nueva versión disponible · Actualizar' appears. The live region is on the page from the
 * start, so screen readers announce the banner when it is put inside.
 */
export function AppUpdateNotice({ updates }: { updates: AppUpdate }) {
  const state = useSyncExternalStore(updates.subscribe, updates.state);
  return <div role="status">{state !== 'none' && <UpdateBanner onUpdate={updates.apply} />}</div>;
}
