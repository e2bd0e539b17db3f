import { lazy, Suspense, useCallback, useState } from 'react';
import { useMapConfig } from '../../api/config';
import { Banner } from '../Banner';
import type { MapPlace } from '../Map/leafletMaps';
import { MapErrorBoundary, MapLoadFailed, MapLoading } from '../Map/MapStates';
import { useGuideMapT } from './messages';

// Leaflet (about 150 KB with its CSS) is fetched when a guide's map is first shown, never before.
const GuideLeafletMap = lazy(() => import('./GuideLeafletMap'));

interface GuideMapProps {
  guideName: string;
  places: readonly MapPlace[];
  /** How many WeLinks the guide shows, with a pin or not. */
  itemCount: number;
  onOpen: (itemId: string) => void;
}

/** A guide's WeLinks with a pin on a map; a pin opens its WeLink. Says how many have none. */
export function GuideMap({ guideName, places, itemCount, onOpen }: GuideMapProps) {
  const t = useGuideMapT();
  const tiles = useMapConfig();
  const [haveTilesFailed, setHaveTilesFailed] = useState(false);
  const onTilesFailed = useCallback((hasFailed: boolean) => setHaveTilesFailed(hasFailed), []);

  return (
    <div className="guide-map">
      {tiles.isError ? (
        <MapLoadFailed />
      ) : tiles.data === undefined ? (
        <MapLoading className="guide-map__map" />
      ) : (
        <MapErrorBoundary>
          <Suspense fallback={<MapLoading className="guide-map__map" />}>
            <GuideLeafletMap places={places} tiles={tiles.data} label={t('guideMap.mapOf', { guide: guideName })} onOpen={onOpen} onTilesFailed={onTilesFailed} />
          </Suspense>
        </MapErrorBoundary>
      )}
      {haveTilesFailed && <Banner tone="error">{t('guideMap.tilesFailed')}</Banner>}
      <p className="guide-map__note">
        {places.length < itemCount && <>{t('guideMap.located', { withPin: places.length, total: itemCount })}. </>}
        {t('guideMap.openHint')}
      </p>
    </div>
  );
}
