import { describe, expect, it } from 'vitest';
import { readGuideMap } from './readGuideMap';

/** A published guide's page as the server writes it (presenters/publicGuidePage.ts), reduced to what the script reads. */
function page(list: string): Document {
  return new DOMParser().parseFromString(`<main><header><h1>Tapas &lt;en&gt; Madrid</h1></header>${list}</main>`, 'text/html');
}

const TILES = 'data-map-tiles="https://{s}.tile.example/{z}/{x}/{y}.png" data-map-attribution="© OpenStreetMap"';

describe('readGuideMap', () => {
  it('reads the tile server, each pin with its title, and how many WeLinks the list holds', () => {
    const map = readGuideMap(
      page(`<ol ${TILES}>
        <li data-lat="40.411893" data-lng="-3.708347"><div class="body"><h2>Casa &lt;b&gt;Lucio&lt;/b&gt;</h2></div></li>
        <li><div class="body"><h2>Heat</h2></div></li>
        <li data-lat="40.4125" data-lng="-3.7079"><div class="body"><h2>La Concha</h2></div></li>
      </ol>`),
    );
    expect(map).toMatchObject({
      guideName: 'Tapas <en> Madrid',
      tiles: { tileUrl: 'https://{s}.tile.example/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' },
      places: [
        { id: '0', title: 'Casa <b>Lucio</b>', lat: 40.411893, lng: -3.708347 },
        { id: '2', title: 'La Concha', lat: 40.4125, lng: -3.7079 },
      ],
      itemCount: 3,
    });
    expect(map?.list.tagName).toBe('OL');
  });

  it('draws nothing without a pin, without a tile server, or with coordinates that are not ones', () => {
    expect(readGuideMap(page(`<ol ${TILES}><li><h2>Heat</h2></li></ol>`))).toBeNull();
    expect(readGuideMap(page('<ol><li data-lat="40.4" data-lng="-3.7"><h2>Bar</h2></li></ol>'))).toBeNull();
    expect(readGuideMap(page('<p>Esta guía aún no tiene WeLinks.</p>'))).toBeNull();
    const odd = `<li data-lat="" data-lng="-3.7"><h2>A</h2></li><li data-lat="91" data-lng="0"><h2>B</h2></li><li data-lat="x" data-lng="1"><h2>C</h2></li>`;
    expect(readGuideMap(page(`<ol ${TILES}>${odd}</ol>`))).toBeNull();
  });
});
