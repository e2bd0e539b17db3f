import { readGuideMap } from './readGuideMap';
import { mapText } from './texts';

// A published guide's page (/g/{slug}) is its plain list; when this script runs and some WeLink has
// a pin, a button above the list fetches Leaflet and puts the map in its place. Until then the page
// carries this script alone. Built to PUBLIC_GUIDE_MAP_SCRIPT.
const guideMap = readGuideMap(document);
if (guideMap) {
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'public-guide-map__open';
  open.textContent = mapText('guideMap.showMap');
  open.addEventListener('click', () => {
    open.disabled = true;
    void import('./showGuideMap').then(({ showGuideMap }) => {
      open.remove();
      showGuideMap(guideMap);
    });
  });
  guideMap.list.before(open);
}
