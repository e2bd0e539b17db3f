import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useMapConfig } from '../../api/config';
import { reverseGeocode, type LatLng } from '../../api/external';
import { Banner, type BannerMessage } from '../Banner';
import { MapErrorBoundary, MapLoadFailed, MapLoading } from '../Map/MapStates';
import { formatCoordinates, MAP_DEFAULTS, MAP_MESSAGES } from './mapConfig';
import { useMapPickerT } from './messages';
import './mapPicker.css';

// Leaflet (about 150 KB with its CSS) is fetched when a map is first shown, never before.
const LeafletMap = lazy(() => import('./LeafletMap'));

export interface LocationChange {
  coordinates: LatLng;
  /** The address at `coordinates`, when known. Without it, the address held so far belongs to another point. */
  address?: string;
  /** The address of `coordinates` is being looked up: another change follows. */
  isLookingUp?: boolean;
}

interface MapPickerProps {
  value: LatLng | null;
  address: string;
  /** The address was written for another point than `value` (see LocationChange). */
  isAddressStale?: boolean;
  /** A point picked on the map at once, then again with its address. */
  onChange: (change: LocationChange) => void;
  label?: string;
}

const samePoint = (a: LatLng | null, b: LatLng | null) => a !== null && b !== null && a.lat === b.lat && a.lng === b.lng;

/**
 * A map with a marker and an info window (address and coordinates): a click or a tap moves the
 * marker and looks up the address there (spec §2 map picker, §8, §9). The address shown always
 * belongs to the marker's point: while it is looked up, or when it cannot be found, the old one
 * is shown as such and the member keeps it only by saying so.
 */
export function MapPicker({ value, address, isAddressStale = false, onChange, label }: MapPickerProps) {
  // Loads the English texts MAP_MESSAGES reads when the picker is first shown in English.
  useMapPickerT();
  const tiles = useMapConfig();
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const [lookingAt, setLookingAt] = useState<LatLng | null>(null);
  const [haveTilesFailed, setHaveTilesFailed] = useState(false);
  const lookup = useRef<AbortController | null>(null);
  // Zoom 16 when it opens on a known point, 15 on the default centre.
  const [start] = useState(() => ({ center: value ?? MAP_DEFAULTS.center, zoom: value ? MAP_DEFAULTS.zoomLocated : MAP_DEFAULTS.zoom }));

  useEffect(() => () => lookup.current?.abort(), []);

  // The point was replaced from outside (a place found, the GPS): a lookup of the old one no longer counts.
  const isLooking = lookingAt !== null && samePoint(lookingAt, value);
  useEffect(() => {
    if (lookingAt !== null && !samePoint(lookingAt, value)) lookup.current?.abort();
  }, [lookingAt, value]);

  const pick = (coordinates: LatLng) => {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    onChange({ coordinates, isLookingUp: true });
    setLookingAt(coordinates);
    setMessage(null);
    reverseGeocode(coordinates, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setLookingAt(null);
        onChange({ coordinates, address: found });
        setMessage({ tone: 'success', text: MAP_MESSAGES.updated(found) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLookingAt(null);
        onChange({ coordinates });
        setMessage({ tone: 'error', text: errorMessage(error, MAP_MESSAGES.reverseFailed) });
      },
    );
  };

  const onTilesFailed = useCallback((hasFailed: boolean) => setHaveTilesFailed(hasFailed), []);

  const lat = value?.lat;
  const lng = value?.lng;
  const marker = useMemo(() => (lat === undefined || lng === undefined ? null : { lat, lng }), [lat, lng]);
  const isStale = isAddressStale && address.trim() !== '';
  const addressLine = isLooking ? MAP_MESSAGES.looking : isStale ? MAP_MESSAGES.staleShort : address || MAP_MESSAGES.noAddress;
  const info = useMemo(() => (marker ? [addressLine, formatCoordinates(marker)] : []), [addressLine, marker]);

  return (
    <div className="map-picker">
      {tiles.isError ? (
        <MapLoadFailed />
      ) : tiles.data === undefined ? (
        <MapLoading className="map-picker__map" />
      ) : (
        <MapErrorBoundary>
          <Suspense fallback={<MapLoading className="map-picker__map" />}>
            <LeafletMap
              center={start.center}
              zoom={start.zoom}
              marker={marker}
              info={info}
              onPick={pick}
              label={label ?? MAP_MESSAGES.label}
              tiles={tiles.data}
              onTilesFailed={onTilesFailed}
            />
          </Suspense>
        </MapErrorBoundary>
      )}
      {haveTilesFailed && <Banner tone="error">{MAP_MESSAGES.tilesFailed}</Banner>}
      <p className="field__hint">{MAP_MESSAGES.hint}</p>
      {marker && (
        <p className="map-picker__info" data-testid="map-picker-info" aria-live="polite">
          <span>{isStale && !isLooking ? MAP_MESSAGES.stale(address) : addressLine}</span>
          <span className="map-picker__coords">{formatCoordinates(marker)}</span>
        </p>
      )}
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {marker && isStale && !isLooking && (
        <div className="map-picker__stale" role="group" aria-label={MAP_MESSAGES.staleShort}>
          <p className="field__hint">{MAP_MESSAGES.keepQuestion}</p>
          <div className="actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setMessage(null);
                onChange({ coordinates: marker, address });
              }}
            >
              {MAP_MESSAGES.keep}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => pick(marker)}>
              {MAP_MESSAGES.retry}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
