import { readGuideMap } from './readGuideMap';

// A published guide's page (/g/{slug}) is its plain list; when this script runs and some WeLink has
// a pin, Leaflet is fetched and a map goes above the list. Built to PUBLIC_GUIDE_MAP_SCRIPT.
const guideMap = readGuideMap(document);
if (guideMap) void import('./showGuideMap').then(({ showGuideMap }) => showGuideMap(guideMap));
