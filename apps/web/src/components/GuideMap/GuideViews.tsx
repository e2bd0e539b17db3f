import type { Guide } from '@welink/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { GuideMap } from './GuideMap';
import { useGuideMapT } from './messages';
import { placesOf } from './guidePlaces';
import './guideMap.css';

interface GuideViewsProps {
  guide: Guide;
  /** The guide's WeLinks as the screen lists them. */
  list: ReactNode;
  /** Opens a WeLink's detail (a pin on the map). */
  onOpen: (itemId: string) => void;
}

/**
 * A guide's WeLinks as a list or, when some have a pin, on a map: "Lista | Mapa", two
 * pressed-or-not buttons. A guide without pins shows its list alone.
 */
export function GuideViews({ guide, list, onOpen }: GuideViewsProps) {
  const t = useGuideMapT();
  const [isMap, setIsMap] = useState(false);
  const places = useMemo(() => placesOf(guide.items), [guide.items]);
  if (places.length === 0) return list;
  return (
    <>
      <div className="guide-views" role="group" aria-label={t('guideMap.viewsOf', { guide: guide.name })}>
        <button type="button" className="guide-views__option" aria-pressed={!isMap} onClick={() => setIsMap(false)}>
          {t('guideMap.list')}
        </button>
        <button type="button" className="guide-views__option" aria-pressed={isMap} onClick={() => setIsMap(true)}>
          {t('guideMap.map')}
        </button>
      </div>
      {isMap ? <GuideMap guideName={guide.name} places={places} itemCount={guide.items.length} onOpen={onOpen} /> : list}
    </>
  );
}
