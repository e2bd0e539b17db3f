import { expect, test } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';

/*
 * A guide's map against the real server, tiles from the fake tile server (MAP_TILE_URL, see
 * map.spec.ts): on My Guides, and on the guide's public page, drawn by its own script.
 */

const TILE_REQUEST = /^http:\/\/[abc]\.localhost:\d+\/\d+\/\d+\/\d+\.png$/;

test('a guide with two places and a film shows the places on a map; a pin opens its WeLink; its public page draws them too', async ({
  page,
  request,
  browser,
}) => {
  const ana = await approvedMember(request, 'Mapa');
  const api = await asMember(request, ana);
  const ids: string[] = [];
  for (const item of [
    { title: 'Casa Lucio', category: 'Restaurante', rating: 5, address: 'Calle de la Cava Baja 35, Madrid', coordinates: { lat: 40.411893, lng: -3.708347 } },
    { title: 'Taberna La Concha', category: 'Servicio', subcategory: 'Bar', rating: 4, coordinates: { lat: 40.4128, lng: -3.7074 } },
    { title: 'Heat', category: 'Película', rating: 4 },
  ]) {
    ids.push(((await api.post('/api/items', item)) as { _id: string })._id);
  }
  const guideId = ((await api.post('/api/lists', { name: 'Madrid de tapas', itemIds: ids })) as { _id: string })._id;
  const { url: publicUrl } = (await api.post(`/api/lists/${guideId}/public-link`, {})) as { url: string };

  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/lists');
  const guide = page.getByRole('article', { name: 'Madrid de tapas' });
  const views = guide.getByRole('group', { name: 'Ver Madrid de tapas como' });
  await expect(views.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  await views.getByRole('button', { name: 'Mapa' }).click();
  await expect(views.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true');

  const map = guide.getByRole('region', { name: 'Mapa de Madrid de tapas' });
  await expect(map).toBeVisible();
  await expect(guide.getByText(/^2 de 3 WeLinks tienen ubicación\./)).toBeVisible();
  const pins = map.getByRole('button', { name: /^(Casa Lucio|Taberna La Concha)$/ });
  await expect(pins).toHaveCount(2);
  // Both in view: the map fits its places.
  const mapBox = await map.boundingBox();
  for (const pin of await pins.all()) {
    const box = await pin.boundingBox();
    if (!mapBox || !box) throw new Error('map or pin not laid out');
    expect(box.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(box.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(box.x + box.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
  }
  await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', TILE_REQUEST);

  await map.getByRole('button', { name: 'Taberna La Concha' }).click();
  const detail = page.getByRole('dialog', { name: 'Taberna La Concha' });
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  // The keyboard opens a pin too.
  await map.getByRole('button', { name: 'Casa Lucio' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Casa Lucio' })).toBeVisible();
  expect(refused).toEqual([]);

  // The public page: its list, and with JavaScript a map above it whose pins name their WeLinks.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const visitorRefused: string[] = [];
  visit.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) visitorRefused.push(message.text());
  });
  await visit.goto(publicUrl);
  // The map, and Leaflet, load when asked for.
  await visit.getByRole('button', { name: 'Ver en el mapa' }).click();
  const publicMap = visit.getByRole('region', { name: 'Mapa de Madrid de tapas' });
  await expect(publicMap).toBeVisible();
  await expect(publicMap.locator('img.leaflet-tile').first()).toHaveAttribute('src', TILE_REQUEST);
  await expect(visit.getByText('2 de 3 WeLinks tienen ubicación')).toBeVisible();
  await expect(publicMap.getByRole('button', { name: /^(Casa Lucio|Taberna La Concha)$/ })).toHaveCount(2);
  await publicMap.getByRole('button', { name: 'Casa Lucio' }).click();
  await expect(publicMap.locator('.leaflet-popup-content')).toHaveText('Casa Lucio');
  // The map is above the list, which stays whole.
  const list = visit.getByRole('list').filter({ hasText: 'Heat' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(3);
  expect((await publicMap.boundingBox())!.y).toBeLessThan((await list.boundingBox())!.y);
  expect(visitorRefused).toEqual([]);
  await visitor.close();
});
