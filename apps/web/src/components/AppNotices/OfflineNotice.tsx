import { useSyncExternalStore } from 'react';
import { offlineState } from '../../lib/offlineState';
import { relativeTime } from '../../lib/relativeTime';
import './offlineNotice.css';

export const OFFLINE_TEXT = 'Sin conexión';
export const keptText = (since: Date, now = Date.now()) => `Lo que ves es de ${relativeTime(since, now)}`;

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Says, above the screen, when the member is offline and, when the screens show what was kept for
 * reading offline, how old it is. A live region from the start, so screen readers announce it.
 */
export function OfflineNotice() {
  const { keptSince } = useSyncExternalStore(offlineState.subscribe, offlineState.get);
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const shown = !online || keptSince !== null;
  return (
    <div role="status">
      {shown && (
        <p className="offline-notice">
          {OFFLINE_TEXT}
          {keptSince && ` · ${keptText(keptSince)}`}
        </p>
      )}
    </div>
  );
}
