import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, IMPORT_NOTES } from '@welink/domain';
import { fixture, folderEntries, upload, zipOf } from '../../../../test/fixtures/imports/uploads.js';
import { listName, takeoutEntryKind } from './googleMaps.js';
import { coordinatesFromMapsUrl } from './mapsUrl.js';
import { readImportFile } from './readImportFile.js';

const read = (name: string, bytes: Buffer | string) => readImportFile('google_maps', upload(name, bytes));
const STARRED = 'Takeout/Maps (your places)/Saved Places.json';
const WANT_TO_GO = 'Takeout/Saved/Want to go.csv';
const FAVOURITES = 'Takeout/Saved/Favourite places.csv';
const CASA_LABRA = 'https://www.google.com/maps/place/Casa+Labra/data=!4m2!3m1!1s0xd42287e4c5f4a7f:0x9f3c5a0b9f4c2b1e';

describe('Google Maps saved places from Takeout', () => {
  it('reads the starred places and every list of the ZIP: pending places, each list a guide', async () => {
    const { rows, problems, notes } = await read('takeout-20240301T101010Z-001.zip', await zipOf(folderEntries('takeout')));
    const base = { kind: 'place', rating: 0, status: 'pending_rating' } as const;
    expect(rows).toEqual([
      // GeoJSON coordinates are [longitude, latitude].
      {
        ...base,
        line: 1,
        file: STARRED,
        title: 'Plaza Mayor',
        address: 'Pl. Mayor, Centro, 28012 Madrid, España',
        coordinates: { lat: 40.4155154, lng: -3.7074571 },
        url: 'http://maps.google.com/?cid=11515215223422313421',
        savedOn: '2023-05-14',
      },
      // [0, 0] is "unknown"; the link's searched address names it; Google's "No location…" is not a comment.
      { ...base, line: 2, file: STARRED, title: 'Calle de Atocha 34, Madrid', address: 'Calle de Atocha 34, Madrid', url: 'http://maps.google.com/?q=Calle+de+Atocha+34,+Madrid', savedOn: '2022-11-02' },
      {
        ...base,
        line: 3,
        file: STARRED,
        title: 'Basílica de la Sagrada Família',
        address: "C/ de Mallorca, 401, L'Eixample, 08013 Barcelona, España",
        coordinates: { lat: 41.4036299, lng: 2.1743558 },
        url: 'http://maps.google.com/?cid=2470297486785412519',
        savedOn: '2021-07-30',
      },
      // In two lists (the same link): one row, in both guides. Its link has no coordinates.
      { ...base, line: 1, file: FAVOURITES, title: 'Casa Labra', comment: 'Croquetas de bacalao', url: CASA_LABRA, guideNames: ['Favourite places', 'Want to go'] },
      {
        ...base,
        line: 2,
        file: FAVOURITES,
        title: 'Mercado de San Miguel',
        coordinates: { lat: 40.415436, lng: -3.708972 },
        url: 'https://www.google.com/maps?q=40.415436,-3.708972',
        guideNames: ['Favourite places'],
      },
      // The place's pin (!3d…!4d…), and the Comment column after the Note.
      {
        ...base,
        line: 2,
        file: WANT_TO_GO,
        title: 'Museo del Prado',
        comment: 'Ir un domingo por la tarde',
        coordinates: { lat: 40.4137818, lng: -3.6921271 },
        url: expect.stringContaining('!3d40.4137818!4d-3.6921271'),
        guideNames: ['Want to go'],
      },
      // A dropped pin: coordinates from /maps/search/lat,lng.
      {
        ...base,
        line: 3,
        file: WANT_TO_GO,
        title: 'Dropped pin',
        coordinates: { lat: 40.4152606, lng: -3.6844995 },
        url: 'https://www.google.com/maps/search/40.4152606,-3.6844995',
        guideNames: ['Want to go'],
      },
    ]);
    expect(problems).toEqual([
      { file: STARRED, line: 4, reason: IMPORT_MESSAGES.row.noTitle },
      { file: WANT_TO_GO, line: 4, reason: IMPORT_MESSAGES.row.noTitle },
    ]);
    expect(notes).toEqual([IMPORT_NOTES.placesPending, IMPORT_NOTES.ignoredEntries(1, ['Takeout/archive_browser.html'])]);
  });

  it('reads one list uploaded alone, description line and all; the guide is named after the file', async () => {
    const { rows } = await read('Favourite places.csv', fixture(FAVOURITES.replace('Takeout/', 'takeout/Takeout/')));
    expect(rows.map((row) => [row.title, row.guideNames])).toEqual([
      ['Casa Labra', ['Favourite places']],
      ['Mercado de San Miguel', ['Favourite places']],
    ]);
  });

  it('reads Saved Places.json uploaded alone, and its older shape', async () => {
    const { rows } = await read('Saved Places.json', fixture(STARRED.replace('Takeout/', 'takeout/Takeout/')));
    expect(rows.map((row) => row.title)).toEqual(['Plaza Mayor', 'Calle de Atocha 34, Madrid', 'Basílica de la Sagrada Família']);

    const older = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-3.70379, 40.41678] },
          properties: {
            'Google Maps URL': 'http://maps.google.com/?cid=123',
            Published: '2019-03-02T10:11:12Z',
            Title: 'Puerta del Sol',
            Location: { Address: 'Puerta del Sol, Madrid', 'Business Name': 'Puerta del Sol', 'Geo Coordinates': { Latitude: '40.41678', Longitude: '-3.70379' } },
          },
        },
      ],
    };
    const legacy = await read('Saved Places.json', JSON.stringify(older));
    expect(legacy.rows).toEqual([
      {
        line: 1,
        file: 'Saved Places.json',
        kind: 'place',
        title: 'Puerta del Sol',
        address: 'Puerta del Sol, Madrid',
        coordinates: { lat: 40.41678, lng: -3.70379 },
        url: 'http://maps.google.com/?cid=123',
        savedOn: '2019-03-02',
        rating: 0,
        status: 'pending_rating',
      },
    ]);
  });

  it('refuses JSON that is not the saved places, broken JSON, and a ZIP without them', async () => {
    await expect(read('Saved Places.json', '{"type":"Feature"}')).rejects.toThrow(IMPORT_MESSAGES.notGeoJson('Saved Places.json'));
    await expect(read('Saved Places.json', '{"type":"FeatureCollection","features":[')).rejects.toThrow(IMPORT_MESSAGES.notGeoJson('Saved Places.json'));
    const other = await zipOf([['Takeout/Contacts/All Contacts/All Contacts.vcf', 'BEGIN:VCARD\n']]);
    await expect(read('takeout.zip', other)).rejects.toThrow(IMPORT_MESSAGES.zipNothingToImport('google_maps'));
  });

  it('refuses a list of other columns, naming the missing ones', async () => {
    await expect(read('Bares.csv', 'Name,Address\nBar,Calle 1\n')).rejects.toThrow(IMPORT_MESSAGES.missingColumns('Bares.csv', ['Title', 'Note', 'URL']));
  });

  it('knows which Takeout entries are read, and the guide of a list', () => {
    expect(takeoutEntryKind(STARRED)).toBe('starred');
    expect(takeoutEntryKind(WANT_TO_GO)).toBe('list');
    expect(takeoutEntryKind('Takeout/Maps (your places)/Reviews.json')).toBeUndefined();
    expect(takeoutEntryKind('Takeout/Maps/My labeled places/Labeled places.json')).toBeUndefined();
    expect(listName('Takeout/Saved/Cafés de Sevilla.csv')).toBe('Cafés de Sevilla');
  });
});

describe('coordinatesFromMapsUrl', () => {
  it.each([
    ['https://www.google.com/maps/place/X/data=!4m6!3m5!1s0x0:0x1!8m2!3d40.4137818!4d-3.6921271', { lat: 40.4137818, lng: -3.6921271 }],
    ['https://www.google.com/maps/search/40.4152606,-3.6844995', { lat: 40.4152606, lng: -3.6844995 }],
    ['https://www.google.com/maps/search/40.4152606,+-3.6844995?entry=ttu', { lat: 40.4152606, lng: -3.6844995 }],
    ['https://www.google.com/maps/search/?api=1&query=47.5951518%2C-122.3316393', { lat: 47.5951518, lng: -122.3316393 }],
    ['http://maps.google.com/?q=40.415436,-3.708972', { lat: 40.415436, lng: -3.708972 }],
    ['https://maps.google.es/maps?ll=41.38,2.17&z=14', { lat: 41.38, lng: 2.17 }],
  ])('reads %s', (url, coordinates) => expect(coordinatesFromMapsUrl(url)).toEqual(coordinates));

  it.each([
    // The map's centre, not the place.
    'https://www.google.com/maps/@40.4137818,-3.6921271,17z',
    'https://www.google.com/maps/place/Casa+Labra/data=!4m2!3m1!1s0xd42287e4c5f4a7f:0x9f3c5a0b9f4c2b1e',
    'http://maps.google.com/?cid=11515215223422313421',
    'http://maps.google.com/?q=Calle+de+Atocha+34,+Madrid',
    // Two places in one link.
    'https://www.google.com/maps/search/40.1,-3.1?q=41.2,2.2',
    // Out of range, another site, not a link.
    'https://www.google.com/maps/search/140.1,-3.1',
    'https://example.com/maps/search/40.1,-3.1',
    'javascript:alert(1)//maps/search/40.1,-3.1',
    'no es un enlace',
  ])('takes nothing from %s', (url) => expect(coordinatesFromMapsUrl(url)).toBeUndefined());
});
