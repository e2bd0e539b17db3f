import { expect, test, type Page, type Request } from '@playwright/test';
import { approvedMember, logIn } from './support/accounts.js';

/*
 * The map picker and the place search against the real server. The global setup sets
 * MAP_TILE_URL to the fake tile server on another origin, with OpenStreetMap's {s}
 * subdomain template (a., b., c.localhost), as a self-hosted tile server would be.
 */

/** Where the browser says the user is: Puerta del Sol. */
test.use({ geolocation: { latitude: 40.4168, longitude: -3.7038 }, permissions: ['geolocation'] });

const TILE_REQUEST = /^http:\/\/[abc]\.localhost:\d+\/\d+\/\d+\/\d+\.png$/;
const OSM_HOST = 'tile.openstreetmap.org';

async function openRestaurant(page: Page, label: string) {
  const person = await approvedMember(page.request, label);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/new-welink/service');
  const combobox = page.getByRole('combobox', { name: 'Categoría *' });
  await combobox.fill('Rest');
  await page.getByRole('option', { name: 'Restaurante', exact: true }).click();
  // With no location yet, the browser's is taken at once.
  await expect(page.getByText(/^📍 Ubicación actual: Calle Mayor/)).toBeVisible();
  return page.getByRole('region', { name: 'Mapa para elegir la ubicación' });
}

async function pickCasaLucio(page: Page) {
  await page.getByLabel('Buscar el lugar').fill('Casa Lucio');
  await page.getByRole('button', { name: /^Casa Lucio, .*Cava Baja/ }).click();
  await expect(page.getByLabel('Dirección')).toHaveValue(/Cava Baja/);
}

/** Every tile image on the map has loaded (Leaflet marks it) and none is broken. */
/** Continues to the rating step, rates, saves, and returns what the wizard sent to POST /api/items. */
async function continueRateAndSave(page: Page, stars: string) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu valoración' })).toBeVisible();
  await page.getByRole('radio', { name: stars }).click();
  await page.getByRole('button', { name: 'Guardar WeLink' }).click();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/items');
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
  return (await sent).postDataJSON() as { address: string; coordinates: { lat: number; lng: number } };
}

async function expectTilesShown(page: Page) {
  const tiles = page.locator('.map-picker__map img.leaflet-tile');
  await expect(tiles.first()).toHaveClass(/leaflet-tile-loaded/);
  const sources = await tiles.evaluateAll((imgs) => imgs.map((img) => [(img as HTMLImageElement).src, (img as HTMLImageElement).naturalWidth]));
  for (const [src, width] of sources) {
    expect(String(src)).toMatch(TILE_REQUEST);
    expect(width).toBeGreaterThan(0);
  }
}

test('place search names a place by its name, never by a house number', async ({ page }) => {
  await openRestaurant(page, 'Sol');
  await page.getByLabel('Buscar el lugar').fill('Puerta del Sol');
  const results = page.getByRole('list', { name: 'Lugares encontrados' }).getByRole('button');
  await expect(results).toHaveCount(2);
  // The first is a building known only by its address: named by street and number.
  await expect(results.nth(0).locator('.suggestion__name')).toHaveText('Calle Mayor, 1');
  await expect(results.nth(1).locator('.suggestion__name')).toHaveText('Puerta del Sol');
  await results.nth(0).click();
  await expect(page.getByLabel('Nombre *')).toHaveValue('Calle Mayor, 1');
  await expect(page.getByLabel('Dirección')).toHaveValue(/^1, Calle Mayor, Sol/);
});

test('tiles come from MAP_TILE_URL on another origin, allowed by the CSP, and never from OpenStreetMap first', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const osm: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).hostname.endsWith(OSM_HOST)) osm.push(request.url());
  });
  // The map's settings arrive late: the map waits for them instead of opening on OpenStreetMap.
  await page.route('**/api/config/maps', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const map = await openRestaurant(page, 'Teselas');
  await expect(map).toBeVisible();
  await expectTilesShown(page);
  expect(osm).toEqual([]);
  expect(refused).toEqual([]);
  await expect(page.getByText('No se pudieron cargar las imágenes del mapa')).toHaveCount(0);
});

test('a tile server that cannot be reached says so in Spanish', async ({ page }) => {
  await page.route(TILE_REQUEST, (route) => route.abort('connectionrefused'));
  const map = await openRestaurant(page, 'SinTeselas');
  await expect(map).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las imágenes del mapa' })).toBeVisible();
  // The map still works: a tap picks a point.
  await map.click({ position: { x: 60, y: 200 } });
  await expect(page.getByText(/^📍 Ubicación actualizada: Calle Mayor, Sol/)).toBeVisible();
});

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });

    test('the info window leaves the marker in sight', async ({ page }) => {
      const map = await openRestaurant(page, 'Globo');
      await pickCasaLucio(page);
      const popup = map.locator('.leaflet-popup');
      await expect(popup).toContainText('40.411893, -3.708347');
      const pin = map.locator('.map-pin');
      // In the middle of the screen, clear of the bottom navigation.
      await pin.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const [pinBox, popupBox, mapBox] = await Promise.all([pin.boundingBox(), popup.boundingBox(), map.boundingBox()]);
      if (!pinBox || !popupBox || !mapBox) throw new Error('map, pin or info window not laid out');
      // The info window does not overlap the pin, and stays inside the map.
      const overlaps =
        popupBox.x < pinBox.x + pinBox.width &&
        pinBox.x < popupBox.x + popupBox.width &&
        popupBox.y < pinBox.y + pinBox.height &&
        pinBox.y < popupBox.y + popupBox.height;
      expect(overlaps).toBe(false);
      // The pin stands on the info window's point: right under its tip.
      const tip = await map.locator('.leaflet-popup-tip').boundingBox();
      if (!tip) throw new Error('no info window tip');
      expect(Math.abs(pinBox.x + pinBox.width / 2 - (tip.x + tip.width / 2))).toBeLessThan(3);
      expect(pinBox.y).toBeGreaterThanOrEqual(tip.y);
      expect(pinBox.y - (tip.y + tip.height)).toBeLessThan(20);
      expect(popupBox.y).toBeGreaterThanOrEqual(mapBox.y - 1);
      // And it takes at most a quarter of the map.
      expect(popupBox.width * popupBox.height).toBeLessThanOrEqual((mapBox.width * mapBox.height) / 4);
      // What is drawn at the pin's centre is the pin itself.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.map-pin') !== null,
        [pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2],
      );
      expect(hit).toBe(true);
    });
  });
}

test('the address follows the marker: saving waits for the new address', async ({ page }) => {
  const map = await openRestaurant(page, 'Sigue');
  await pickCasaLucio(page);
  await page.getByLabel('Nombre *').fill('Casa Lucio');
  // The lookup of the new point is slow.
  await page.route('**/api/google-maps/reverse-geocode?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await map.click({ position: { x: 60, y: 200 } });
  const info = page.getByTestId('map-picker-info');
  await expect(info).not.toContainText('Cava Baja');
  await expect(map.locator('.leaflet-popup')).not.toContainText('Cava Baja');
  await page.getByRole('button', { name: 'Continuar' }).click();
  // Not on with the old address: it waits.
  await expect(page.getByRole('heading', { level: 2, name: 'Categoría y datos' })).toBeVisible();
  await expect(page.getByText('La dirección no corresponde al punto marcado en el mapa')).toBeVisible();
  await expect(page.getByText(/^📍 Ubicación actualizada: Calle Mayor, Sol/)).toBeVisible();
  await expect(page.getByLabel('Dirección')).toHaveValue(/^Calle Mayor, Sol/);
  await expect(info).toContainText('Calle Mayor, Sol');

  const body = await continueRateAndSave(page, '4 estrellas');
  expect(body.address).toMatch(/^Calle Mayor, Sol/);
  expect(body.coordinates.lat).not.toBeCloseTo(40.411893, 5);
});

test('the address follows the marker: when the lookup fails, the member keeps the old one knowingly', async ({ page }) => {
  const map = await openRestaurant(page, 'Mantiene');
  await pickCasaLucio(page);
  await page.route('**/api/google-maps/reverse-geocode?**', (route) =>
    route.fulfill({ status: 502, json: { code: 'UPSTREAM_UNAVAILABLE', message: 'Error al obtener la dirección' } }),
  );
  await map.click({ position: { x: 60, y: 200 } });
  await expect(page.getByRole('alert').filter({ hasText: 'Error al obtener la dirección' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('La dirección no corresponde al punto marcado en el mapa')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Categoría y datos' })).toBeVisible();

  await page.getByRole('button', { name: 'Mantener esta dirección' }).click();
  await expect(page.getByText('La dirección no corresponde al punto marcado en el mapa')).toHaveCount(0);
  const body = await continueRateAndSave(page, '3 estrellas');
  expect(body.address).toMatch(/Cava Baja/);
  expect(body.coordinates.lat).not.toBeCloseTo(40.411893, 5);
});

test('saving a point with no address looks up that point, never swaps it for the GPS position', async ({ page }) => {
  const map = await openRestaurant(page, 'SinDir');
  await page.getByLabel('Nombre *').fill('Chiringuito');
  await page.getByLabel('Dirección').fill('');
  // The first lookup finds nothing there; later ones work.
  let lookups = 0;
  await page.route('**/api/google-maps/reverse-geocode?**', (route) => {
    lookups += 1;
    return lookups === 1 ? route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'No se encontró ninguna dirección en ese punto' } }) : route.continue();
  });
  await map.click({ position: { x: 60, y: 200 } });
  await expect(page.getByRole('alert').filter({ hasText: 'No se encontró ninguna dirección en ese punto' })).toBeVisible();
  const picked = (await page.getByTestId('map-picker-info').locator('.map-picker__coords').textContent()) ?? '';
  const [lat, lng] = picked.split(',').map(Number) as [number, number];

  const body = await continueRateAndSave(page, '4 estrellas');
  // The browser's position (Puerta del Sol, 40.4168, -3.7038) is not where the member pointed.
  expect(body.coordinates.lat).toBeCloseTo(lat, 5);
  expect(body.coordinates.lng).toBeCloseTo(lng, 5);
  expect(body.address).toMatch(/^Calle Mayor, Sol/);
});
