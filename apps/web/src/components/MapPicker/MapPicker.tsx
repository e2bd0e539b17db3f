import { Component, lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { reverseGeocode, type LatLng } from '../../api/external';
import { Banner, type BannerMessage } from '../Banner';
import { formatCoordinates, MAP_DEFAULTS, MAP_MESSAGES } from './mapConfig';
import './mapPicker.css';

// Leaflet (about 150 KB with its CSS) is fetched when a map is first shown, never before.
const LeafletMap = lazy(() => import('./LeafletMap'));

export interface LocationChange {
  coordinates: LatLng;
  /** Known once the point has been reverse geocoded. */
  address?: string;
}

interface MapPickerProps {
  value: LatLng | null;
  address: string;
  /** A point picked on the map at once, then again with its address. */
  onChange: (change: LocationChange) => void;
  label?: string;
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Banner tone="error">
        {MAP_MESSAGES.loadFailed}. {MAP_MESSAGES.loadFailedHint}
      </Banner>
    );
  }
}

/**
 * A map with a marker and an info window (address and coordinates): a click or a tap moves the
 * marker and looks up the address there (spec §2 map picker, §8, §9).
 */
export function MapPicker({ value, address, onChange, label = 'Mapa para elegir la ubicación' }: MapPickerProps) {
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const [isLooking, setIsLooking] = useState(false);
  const lookup = useRef<AbortController | null>(null);
  // Zoom 16 when it opens on a known point, 15 on the default centre.
  const [start] = useState(() => ({ center: value ?? MAP_DEFAULTS.center, zoom: value ? MAP_DEFAULTS.zoomLocated : MAP_DEFAULTS.zoom }));

  useEffect(() => () => lookup.current?.abort(), []);

  const pick = (coordinates: LatLng) => {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    onChange({ coordinates });
    setIsLooking(true);
    setMessage(null);
    reverseGeocode(coordinates, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setIsLooking(false);
        onChange({ coordinates, address: found });
        setMessage({ tone: 'success', text: MAP_MESSAGES.updated(found) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setIsLooking(false);
        setMessage({ tone: 'error', text: errorMessage(error, MAP_MESSAGES.reverseFailed) });
      },
    );
  };

  const lat = value?.lat;
  const lng = value?.lng;
  const info = useMemo(
    () => (lat === undefined || lng === undefined ? [] : [address || MAP_MESSAGES.noAddress, formatCoordinates({ lat, lng })]),
    [address, lat, lng],
  );
  const marker = useMemo(() => (lat === undefined || lng === undefined ? null : { lat, lng }), [lat, lng]);

  return (
    <div className="map-picker">
      <MapErrorBoundary>
        <Suspense
          fallback={
            <div className="map-picker__map map-picker__map--loading" role="status">
              {MAP_MESSAGES.loading}
            </div>
          }
        >
          <LeafletMap center={start.center} zoom={start.zoom} marker={marker} info={info} onPick={pick} label={label} />
        </Suspense>
      </MapErrorBoundary>
      <p className="field__hint">{MAP_MESSAGES.hint}</p>
      {marker && (
        <p className="map-picker__info" data-testid="map-picker-info">
          <span>{address || MAP_MESSAGES.noAddress}</span>
          <span className="map-picker__coords">{formatCoordinates(marker)}</span>
        </p>
      )}
      {isLooking && (
        <p className="field__hint" role="status">
          Buscando la dirección...
        </p>
      )}
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
    </div>
  );
}
