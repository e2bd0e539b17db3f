import { useSyncExternalStore } from 'react';
import { offlineState } from '../../lib/offlineState';
import { relativeTime } from '../../lib/relativeTime';
import { useAppNoticesT } from './messages';
import './offlineNotice.css';

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
  const t = useAppNoticesT();
  const { keptSince } = useSyncExternalStore(offlineState.subscribe, offlineState.get);
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const shown = !online || keptSince !== null;
  return (
    <div role="status">
      {shown && (
        <p className="offline-notice">
          {t('appNotices.offline')}
          {keptSince && ` · ${t('appNotices.kept', { when: relativeTime(keptSince) })}`}
        </p>
      )}
    </div>
  );
}
