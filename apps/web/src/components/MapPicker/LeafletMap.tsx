import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../api/external';
import { useMapConfig } from '../../api/config';
import { MAP_MAX_ZOOM } from './mapConfig';

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
}

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

/** Leaflet itself: only this module imports it, so only the wizard downloads it. */
export default function LeafletMap({ center, zoom, marker, info, onPick, label }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  /** The last point picked on the map, which the map must not jump to again. */
  const pickedRef = useRef<LatLng | null>(null);
  const onPickRef = useRef(onPick);
  const initial = useRef({ center, zoom });
  const tiles = useMapConfig();
  const tilesRef = useRef(tiles);
  const tileLayerRef = useRef<L.TileLayer | null>(null);

  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { center: start, zoom: startZoom } = initial.current;
    const map = L.map(container, { center: [start.lat, start.lng], zoom: startZoom });
    const { tileUrl, attribution } = tilesRef.current;
    tileLayerRef.current = L.tileLayer(tileUrl, { attribution, maxZoom: MAP_MAX_ZOOM }).addTo(map);
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
      tileLayerRef.current = null;
    };
  }, []);

  // The server's tile URL may arrive after the map opened on the default one.
  useEffect(() => {
    tilesRef.current = tiles;
    tileLayerRef.current?.setUrl(tiles.tileUrl);
  }, [tiles]);

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
      const icon = L.divIcon({ className: 'map-picker__pin', iconSize: [28, 28], iconAnchor: [14, 34], popupAnchor: [0, -30] });
      pin = L.marker([marker.lat, marker.lng], { icon, draggable: true, keyboard: true, title: 'Ubicación seleccionada' });
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
      map.setView([marker.lat, marker.lng], Math.max(map.getZoom(), 16));
    }
  }, [marker]);

  useEffect(() => {
    const pin = markerRef.current;
    if (!pin || info.length === 0) return;
    if (pin.getPopup()) pin.setPopupContent(infoContent(info));
    else pin.bindPopup(infoContent(info), { autoPan: false });
    if (!pin.isPopupOpen()) pin.openPopup();
  }, [info, marker]);

  return <div ref={containerRef} className="map-picker__map" role="region" aria-label={label} />;
}
