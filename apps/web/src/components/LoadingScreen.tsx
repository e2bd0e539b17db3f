import { useShellT } from './messages';

/** Shown while the first screen's code is loading. */
export function LoadingScreen() {
  const t = useShellT();
  return (
    <div className="loading-screen" role="status">
      {t('app.loading')}
    </div>
  );
}
