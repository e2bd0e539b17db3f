import { fitPlaces, placeMarker, tiledMap } from '../components/Map/leafletMaps';
import type { PublicGuideMap } from './readGuideMap';
import { mapText } from './texts';
import './publicGuideMap.css';

function paragraph(className: string, text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  // Text, never HTML: titles are the members' own.
  p.textContent = text;
  return p;
}

/** The guide's places on a map above its list; a pin's window names its WeLink. */
export function showGuideMap({ guideName, list, tiles, places, itemCount }: PublicGuideMap): void {
  const section = document.createElement('section');
  section.className = 'public-guide-map';
  const box = document.createElement('div');
  box.className = 'map-box public-guide-map__map';
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', mapText('guideMap.mapOf', { guide: guideName }));
  const failed = paragraph('public-guide-map__failed', mapText('guideMap.tilesFailed'));
  failed.setAttribute('role', 'alert');
  failed.hidden = true;
  section.append(box, failed);
  if (places.length < itemCount) section.append(paragraph('public-guide-map__note', mapText('guideMap.located', { withPin: places.length, total: itemCount })));
  // In the page first: Leaflet measures its container.
  list.before(section);

  const map = tiledMap(box, tiles, (hasFailed) => {
    failed.hidden = !hasFailed;
  });
  for (const place of places) {
    placeMarker(place).bindPopup(paragraph('public-guide-map__popup', place.title)).addTo(map);
  }
  fitPlaces(map, places);
}
