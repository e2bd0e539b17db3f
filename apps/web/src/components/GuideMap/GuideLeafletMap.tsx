import type L from 'leaflet';
import type { MapConfigAnswer } from '@welink/domain';
import { useEffect, useRef } from 'react';
import { fitPlaces, placeMarker, tiledMap, type MapPlace } from '../Map/leafletMaps';

export interface GuideLeafletMapProps {
  places: readonly MapPlace[];
  /** The server's tile server: the map opens only once it is known. */
  tiles: MapConfigAnswer;
  label: string;
  /** A pin clicked, tapped, or pressed with Enter or Space. */
  onOpen: (itemId: string) => void;
  /** Whether tiles failed to load in the latest round of loading. */
  onTilesFailed: (hasFailed: boolean) => void;
}

const OPENING_KEYS = new Set(['Enter', ' ']);

/** A guide's places on Leaflet, all in view: lazily loaded, so only a member who opens a map downloads Leaflet. */
export default function GuideLeafletMap({ places, tiles, label, onOpen, onTilesFailed }: GuideLeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const initialTiles = useRef(tiles);
  const onOpenRef = useRef(onOpen);
  const onTilesFailedRef = useRef(onTilesFailed);

  useEffect(() => {
    onOpenRef.current = onOpen;
    onTilesFailedRef.current = onTilesFailed;
  }, [onOpen, onTilesFailed]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = tiledMap(container, initialTiles.current, (hasFailed) => onTilesFailedRef.current(hasFailed));
    mapRef.current = map;
    // The container may be laid out after the map is made (a view just switched to).
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = places.map((place) => {
      const open = () => onOpenRef.current(place.id);
      return placeMarker(place)
        .on('click', open)
        .on('keydown', (event) => {
          const key = (event as L.LeafletKeyboardEvent).originalEvent;
          if (!OPENING_KEYS.has(key.key)) return;
          key.preventDefault();
          open();
        });
    });
    markers.forEach((marker) => marker.addTo(map));
    fitPlaces(map, places);
    return () => markers.forEach((marker) => marker.remove());
  }, [places]);

  return <div ref={containerRef} className="map-box guide-map__map" role="region" aria-label={label} />;
}
