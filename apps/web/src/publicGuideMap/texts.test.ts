import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module reads the page's language when it loads, as the public page's script does. */
async function textsOfPageIn(lang: string) {
  document.documentElement.lang = lang;
  vi.resetModules();
  return (await import('./texts')).mapText;
}

describe("a published guide's map texts", () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('speak Spanish on a Spanish page, one WeLink or several', async () => {
    const mapText = await textsOfPageIn('es');
    expect(mapText('guideMap.showMap')).toBe('Ver en el mapa');
    expect(mapText('guideMap.located', { withPin: 1, total: 4 })).toBe('1 de 4 WeLinks tiene ubicación');
    expect(mapText('guideMap.located', { withPin: 2, total: 4 })).toBe('2 de 4 WeLinks tienen ubicación');
    expect(mapText('guideMap.mapOf', { guide: 'Tapas' })).toBe('Mapa de Tapas');
  });

  it('speak English on a page the server wrote in English', async () => {
    const mapText = await textsOfPageIn('en');
    expect(mapText('guideMap.showMap')).toBe('Show on the map');
    expect(mapText('guideMap.located', { withPin: 1, total: 4 })).toBe('1 of 4 WeLinks has a location');
    expect(mapText('guideMap.tilesFailed')).toBe('Could not load the map images. Check your internet connection.');
  });
});
