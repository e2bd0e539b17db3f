import { expect, test, type Page } from '@playwright/test';
import { approvedMember, asMember, logIn, type Person } from './support/accounts.js';

/*
 * The service wizard against the real server, whose catalogues and maps are the fake upstreams
 * started by the global setup (TMDB, Open Library, Nominatim, map tiles): nothing leaves the machine.
 */

/** Where the browser says the user is: Puerta del Sol. */
test.use({ geolocation: { latitude: 40.4168, longitude: -3.7038 }, permissions: ['geolocation'] });

async function openWizard(page: Page, person: Person) {
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('link', { name: 'Crear WeLink' }).click();
  await page.getByRole('link', { name: 'Guardar un servicio' }).click();
  await expect(page).toHaveURL(/\/new-welink\/service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo WeLink' })).toBeVisible();
}

async function chooseCategory(page: Page, name: string) {
  const combobox = page.getByRole('combobox', { name: 'Categoría *' });
  await combobox.fill(name.slice(0, 4));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cambiar categoría' })).toBeVisible();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function rateAndSave(page: Page, stars: string) {
  await expect(stepHeading(page, 'Tu valoración')).toBeVisible();
  await page.getByRole('radio', { name: stars }).click();
  await page.getByRole('button', { name: 'Guardar WeLink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
  await expect(page.getByText('Nuevo WeLink creado correctamente')).toBeVisible();
  return page.getByRole('dialog', { name: '¡WeLink creado!' });
}

test('a film from a catalogue suggestion, rated, lands in History', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  await openWizard(page, ana);
  await chooseCategory(page, 'Película');
  await page.getByLabel('Título *').fill('Dune');
  await page.getByRole('button', { name: /^Dune, 2021/ }).click();

  // The rating step shows the film's card.
  const card = page.getByRole('article', { name: 'Resumen: Dune' });
  await expect(card.getByText('Ciencia ficción')).toBeVisible();
  await expect(card.getByText(/Paul Atreides/)).toBeVisible();
  const dialog = await rateAndSave(page, '4 estrellas');
  await dialog.getByRole('button', { name: 'No, gracias' }).click();

  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('article').filter({ hasText: 'Dune' }).first()).toBeVisible();
});

test('a book from a suggestion moves on to rating by itself', async ({ page, request }) => {
  const bea = await approvedMember(request, 'Bea');
  await openWizard(page, bea);
  await chooseCategory(page, 'Libro');
  await page.getByLabel('Título *').fill('Harry');
  await page.getByRole('button', { name: /^Harry Potter y la piedra filosofal/ }).click();

  await expect(stepHeading(page, 'Tu valoración')).toBeVisible();
  const card = page.getByRole('article', { name: 'Resumen: Harry Potter y la piedra filosofal' });
  await expect(card.getByText('J. K. Rowling')).toBeVisible();
  const dialog = await rateAndSave(page, '5 estrellas');
  await dialog.getByRole('button', { name: 'No, gracias' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('article').filter({ hasText: 'Harry Potter y la piedra filosofal' }).first()).toBeVisible();
});

test('a restaurant found by the place search, its marker moved on the map, then rated', async ({ page, request }) => {
  const carlos = await approvedMember(request, 'Carlos');
  await openWizard(page, carlos);
  await chooseCategory(page, 'Restaurante');

  // With no location yet, the browser's is taken at once.
  await expect(page.getByText(/^📍 Ubicación actual: Calle Mayor/)).toBeVisible();
  const map = page.getByRole('region', { name: 'Mapa para elegir la ubicación' });
  await expect(map).toBeVisible();
  await expect(page.getByText('Haz clic o toca el mapa para seleccionar una ubicación.')).toBeVisible();

  // Option 1: the place by name.
  await page.getByLabel('Buscar el lugar').fill('Casa Lucio');
  await page.getByRole('button', { name: /^Casa Lucio, .*Cava Baja/ }).click();
  await expect(page.getByLabel('Nombre *')).toHaveValue('Casa Lucio');
  await expect(page.getByLabel('Dirección')).toHaveValue(/Cava Baja/);
  const info = page.getByTestId('map-picker-info');
  await expect(info).toContainText('40.411893, -3.708347');
  // The info window on the marker carries the same address and coordinates.
  await expect(map.locator('.map-picker__popup')).toContainText('40.411893, -3.708347');

  // A tap elsewhere on the map moves the marker there and looks up the address.
  // Low on the left: clear of the info window (above the marker), the zoom buttons and the attribution.
  await map.click({ position: { x: 60, y: 200 } });
  await expect(page.getByText(/^📍 Ubicación actualizada: Calle Mayor, Sol/)).toBeVisible();
  await expect(info).not.toContainText('40.411893, -3.708347');
  await expect(page.getByLabel('Dirección')).toHaveValue(/^Calle Mayor, Sol/);

  await page.getByRole('button', { name: 'Continuar' }).click();
  const dialog = await rateAndSave(page, '5 estrellas');
  await dialog.getByRole('button', { name: 'No, gracias' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('article').filter({ hasText: 'Casa Lucio' }).first()).toBeVisible();
});

test("a WeLink like one already saved: 'Es el mismo' edits the rating of the saved one", async ({ page, request }) => {
  const dani = await approvedMember(request, 'Dani');
  const { post } = await asMember(request, dani);
  await post('/api/items', { title: 'Taberna La Concha', category: 'Servicio', subcategory: 'Bar', rating: 3, comment: 'Buen vermut', address: 'Cava Baja 7' });

  await openWizard(page, dani);
  await chooseCategory(page, 'Bar');
  await page.getByLabel('Nombre *').fill('Taberna La Conca');
  await expect(page.getByText('Ya hay WeLinks parecidos:')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(stepHeading(page, '¿Es alguno de estos?')).toBeVisible();
  await page.getByRole('button', { name: 'Es el mismo: Taberna La Concha' }).click();

  await expect(stepHeading(page, 'Editar tu valoración')).toBeVisible();
  await expect(page.getByRole('radio', { name: '3 estrellas' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('textbox', { name: 'Comentario' })).toHaveValue('Buen vermut');
  await page.getByRole('radio', { name: '5 estrellas' }).click();
  await page.getByRole('button', { name: 'Guardar valoración' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
  await expect(page.getByText('Valoración actualizada correctamente').first()).toBeVisible();

  await expect(page).toHaveURL(/\/history$/);
  // Still one Taberna La Concha, now with five stars; no second WeLink was made.
  const cards = page.getByRole('article').filter({ hasText: 'Taberna La Conc' });
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('img', { name: /5 estrellas/ }).first()).toBeVisible();
});

test('the new WeLink goes into an existing guide from the success dialog', async ({ page, request }) => {
  const eva = await approvedMember(request, 'Eva');
  const { post } = await asMember(request, eva);
  await post('/api/lists', { name: 'Para el finde', description: '', isPublic: false, tags: [], color: '#3B82F6' });

  await openWizard(page, eva);
  await chooseCategory(page, 'Serie');
  await page.getByLabel('Nombre de la serie *').fill('Mi serie favorita');
  await page.getByLabel('Plataforma *').selectOption('netflix');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const dialog = await rateAndSave(page, '5 estrellas');

  await dialog.getByRole('button', { name: 'Añadir a una guía existente' }).click();
  const picker = page.getByRole('dialog', { name: 'Añadir a guía' });
  await picker.getByRole('checkbox', { name: 'Para el finde' }).check();
  await picker.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByText('WeLink añadido a guía correctamente')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: /Guías/ }).click();
  const guide = page.getByRole('article', { name: 'Para el finde', exact: true });
  await expect(guide.getByText('Mi serie favorita')).toBeVisible();
});
