import { Component, type ReactNode } from 'react';
import { Banner } from '../Banner';
import { MAP_LOAD_MESSAGES } from './mapMessages';
import './map.css';

/** The map's settings or its code could not be loaded. */
export function MapLoadFailed() {
  return (
    <Banner tone="error">
      {MAP_LOAD_MESSAGES.loadFailed}. {MAP_LOAD_MESSAGES.loadFailedHint}
    </Banner>
  );
}

/** Where the map will be, the size it will have (`className` gives it). */
export function MapLoading({ className }: { className: string }) {
  return (
    <div className={`map-box map-box--loading ${className}`} role="status">
      {MAP_LOAD_MESSAGES.loading}
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
