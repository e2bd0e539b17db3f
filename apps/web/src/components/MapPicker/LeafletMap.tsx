import L from 'leaflet';
import type { MapConfigAnswer } from '@welink/domain';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../api/external';
import { pinIcon, tiledMap } from '../Map/leafletMaps';
import { MAP_MESSAGES } from './mapConfig';

export interface LeafletMapProps {
  /** Where the map opens. */
  center: LatLng;
  zoom: number;
  /** The chosen point; the map follows it when it comes from outside (a found place, the GPS). */
  marker: LatLng | null;
  /** The info window's lines: address and coordinates. */
  info: readonly string[];
  /** A click, a tap or a dragged marker. */
  onPick: (point: LatLng) => void;
  label: string;
  /** The server's tile server: the map opens only once it is known. */
  tiles: MapConfigAnswer;
  /** Whether tiles failed to load in the latest round of loading. */
  onTilesFailed: (hasFailed: boolean) => void;
}

/** The info window opens above the pin's head, never over it, small enough for a phone, and the map pans to show both when needed. */
const POPUP_OPTIONS: L.PopupOptions = {
  className: 'map-picker__popup-window',
  maxWidth: 200,
  minWidth: 120,
  autoPan: true,
  // Clear of the zoom buttons on the left.
  autoPanPaddingTopLeft: [52, 8],
  autoPanPaddingBottomRight: [8, 8],
  closeButton: false,
};

const samePoint = (a: LatLng | null, b: LatLng | null) => a !== null && b !== null && a.lat === b.lat && a.lng === b.lng;

function infoContent(lines: readonly string[]): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-picker__popup';
  for (const line of lines) {
    const p = document.createElement('p');
    // Text, never HTML: the address comes from outside.
    p.textContent = line;
    box.append(p);
  }
  return box;
}

/** The picker's Leaflet map: lazily loaded, so only the wizard downloads Leaflet. */
export default function LeafletMap({ center, zoom, marker, info, onPick, label, tiles, onTilesFailed }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  /** The last point picked on the map, which the map must not jump to again. */
  const pickedRef = useRef<LatLng | null>(null);
  const onPickRef = useRef(onPick);
  const initial = useRef({ center, zoom, tiles });
  const onTilesFailedRef = useRef(onTilesFailed);

  useEffect(() => {
    onPickRef.current = onPick;
    onTilesFailedRef.current = onTilesFailed;
  }, [onPick, onTilesFailed]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { center: start, zoom: startZoom, tiles: tileServer } = initial.current;
    const map = tiledMap(container, tileServer, (hasFailed) => onTilesFailedRef.current(hasFailed));
    map.setView([start.lat, start.lng], startZoom);
    const pick = (point: L.LatLng) => {
      const picked = { lat: point.lat, lng: point.lng };
      pickedRef.current = picked;
      onPickRef.current(picked);
    };
    map.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng));
    mapRef.current = map;
    // The container may be laid out after the map is made (a step that just appeared).
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!marker) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    let pin = markerRef.current;
    if (!pin) {
      pin = L.marker([marker.lat, marker.lng], { icon: pinIcon(), draggable: true, keyboard: true, title: MAP_MESSAGES.markerTitle });
      pin.on('dragend', () => {
        const point = pin?.getLatLng();
        if (!point) return;
        pickedRef.current = { lat: point.lat, lng: point.lng };
        onPickRef.current({ lat: point.lat, lng: point.lng });
      });
      pin.addTo(map);
      markerRef.current = pin;
    } else {
      pin.setLatLng([marker.lat, marker.lng]);
    }
    if (!samePoint(marker, pickedRef.current)) {
      // At once: an animated zoom still running when the info window opens misplaces it.
      map.setView([marker.lat, marker.lng], Math.max(map.getZoom(), 16), { animate: false });
    }
  }, [marker]);

  useEffect(() => {
    const pin = markerRef.current;
    if (!pin || info.length === 0) return;
    if (pin.getPopup()) pin.setPopupContent(infoContent(info));
    else pin.bindPopup(infoContent(info), POPUP_OPTIONS);
    if (!pin.isPopupOpen()) pin.openPopup();
  }, [info, marker]);

  return <div ref={containerRef} className="map-box map-picker__map" role="region" aria-label={label} />;
}
