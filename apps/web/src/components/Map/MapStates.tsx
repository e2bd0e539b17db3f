import { Component, type ReactNode } from 'react';
import { Banner } from '../Banner';
import { useMapT } from './messages';
import './map.css';

/** The map's settings or its code could not be loaded. */
export function MapLoadFailed() {
  const t = useMapT();
  return (
    <Banner tone="error">
      {t('map.loadFailed')}. {t('map.loadFailedHint')}
    </Banner>
  );
}

/** Where the map will be, the size it will have (`className` gives it). */
export function MapLoading({ className }: { className: string }) {
  const t = useMapT();
  return (
    <div className={`map-box map-box--loading ${className}`} role="status">
      {t('map.loading')}
    </div>
  );
}

/** Leaflet's chunk failed to download or to run: say so instead of taking the screen down. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return <MapLoadFailed />;
  }
}
