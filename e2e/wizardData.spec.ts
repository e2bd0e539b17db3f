import { expect, test } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';
import { chooseCategory, connect, openWizard, rateAndConfirm, stepHeading, stubMapTiles } from './support/wizard.js';

/*
 * What the wizard keeps, fills and refuses (issue 32: defects 3, 6, 10 and 11), against the real
 * server whose TMDB is the fake upstream of apps/server/test/fakeUpstreams.ts.
 */

test.use({ geolocation: { latitude: 40.4168, longitude: -3.7038 }, permissions: ['geolocation'] });
test.beforeEach(async ({ page }) => stubMapTiles(page));

test("a film's synopsis is kept: its detail shows it, and so does a friend's copy", async ({ page, browser, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const [anaApi, brunoApi] = [await asMember(request, ana), await asMember(request, bruno)];
  await connect(brunoApi, anaApi, ana);

  await openWizard(page, ana);
  await chooseCategory(page, 'Película');
  await page.getByLabel('Título *').fill('Verano en Cádiz');
  await page.getByLabel('Sinopsis').fill('Tres amigas vuelven al pueblo de su infancia.');
  await page.getByLabel('Género *').selectOption('Comedia');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/items') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await rateAndConfirm(page, '4 estrellas');
  expect((await sent).postDataJSON().description).toBeUndefined();
  await page.getByRole('dialog', { name: '¡WeLink creado!' }).getByRole('button', { name: 'No, gracias' }).click();

  await expect(page).toHaveURL(/\/history$/);
  await page.getByRole('button', { name: /Ver detalle.*Verano en Cádiz/ }).first().click();
  const detail = page.getByRole('dialog', { name: 'Verano en Cádiz' });
  await expect(detail.getByText('Tres amigas vuelven al pueblo de su infancia.')).toBeVisible();
  await expect(detail.getByText('Sin descripción')).toHaveCount(0);

  // Bruno saves it from his Timeline: his copy carries the synopsis too.
  const context = await browser.newContext();
  const brunoPage = await context.newPage();
  await logIn(brunoPage, bruno.email, bruno.password);
  await brunoPage.getByRole('button', { name: /Verano en Cádiz/ }).first().click();
  await expect(brunoPage.getByRole('dialog').getByText('Tres amigas vuelven al pueblo de su infancia.')).toBeVisible();
  await brunoPage.getByRole('dialog').getByRole('button', { name: 'Guardar en mi historial' }).click();
  await expect(brunoPage).toHaveURL(/\/history$/);
  const [copy] = (await brunoApi.get(`/api/items?title=${encodeURIComponent('Verano en Cádiz')}&category=${encodeURIComponent('Película')}`)) as Array<{
    synopsis?: string;
    description?: string;
  }>;
  expect(copy?.synopsis).toBe('Tres amigas vuelven al pueblo de su infancia.');
  expect(copy?.description).not.toBe('Sin descripción');
  await context.close();
});

test('a film picked from TMDB fills director, age rating and duration; a series still asks for its platform', async ({ page, request }) => {
  const carla = await approvedMember(request, 'Carla');
  await openWizard(page, carla);
  await chooseCategory(page, 'Película');
  await page.getByLabel('Título *').fill('Dune');
  await page.getByRole('button', { name: /^Dune, 2021/ }).click();
  await expect(stepHeading(page, 'Tu valoración')).toBeVisible();
  const card = page.getByRole('article', { name: 'Resumen: Dune' });
  await expect(card.getByText('Denis Villeneuve')).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page.getByLabel('Director')).toHaveValue('Denis Villeneuve');
  await expect(page.getByLabel('Clasificación por edad')).toHaveValue('12');
  await expect(page.getByLabel('Duración (minutos)')).toHaveValue('155');

  // A series whose network is not one of the platforms: the form asks for it instead of moving on.
  await page.getByRole('button', { name: 'Cambiar categoría' }).click();
  await chooseCategory(page, 'Serie');
  await page.getByLabel('Nombre de la serie *').fill('Serie');
  await page.getByRole('button', { name: /^Serie 2\b/ }).click();
  await expect(page.getByText('Selecciona una plataforma')).toBeVisible();
  await expect(stepHeading(page, 'Categoría y datos')).toBeVisible();
  await page.getByLabel('Plataforma *').selectOption('otro');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepHeading(page, 'Tu valoración')).toBeVisible();

  // One whose network is a platform takes it from the catalogue.
  await page.getByRole('button', { name: 'Volver' }).click();
  await page.getByLabel('Nombre de la serie *').fill('Juego');
  await page.getByRole('button', { name: /^Juego de tronos/ }).click();
  await rateAndConfirm(page, '5 estrellas');
  await expect(page.getByText('Nuevo WeLink creado correctamente')).toBeVisible();
  const api = await asMember(request, carla);
  const [got] = (await api.get(`/api/items?title=${encodeURIComponent('Juego de tronos')}&category=Serie`)) as Array<Record<string, unknown>>;
  expect(got).toMatchObject({ platform: 'hbo', author: 'David Benioff, D. B. Weiss' });
});

test('the edit screen invents no age rating and shows no placeholder description', async ({ page, request }) => {
  const dora = await approvedMember(request, 'Dora');
  const api = await asMember(request, dora);
  // As the original client sends a film: the spec's placeholder description.
  const film = await api.post('/api/items', { title: 'Cine de barrio', category: 'Película', type: 'movie', description: 'Sin descripción', synopsis: 'Un cine que cierra.', rating: 3 });
  await logIn(page, dora.email, dora.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto(`/edit-event/${film._id as string}`);
  await expect(page.getByLabel('Título *')).toHaveValue('Cine de barrio');
  await expect(page.getByLabel('Descripción')).toHaveValue('');
  await expect(page.getByLabel('Clasificación')).toHaveValue('');
  await expect(page.getByLabel('Sinopsis')).toHaveValue('Un cine que cierra.');
});

test("another member's WeLink is refused when the wizard loads it for editing", async ({ page, request }) => {
  const eli = await approvedMember(request, 'Eli');
  const fran = await approvedMember(request, 'Fran');
  const [eliApi, franApi] = [await asMember(request, eli), await asMember(request, fran)];
  await connect(franApi, eliApi, eli);
  const item = await eliApi.post('/api/items', { title: 'Bar Pepe', category: 'Servicio', subcategory: 'Bar', rating: 2, address: 'Calle Luna 3' });

  await logIn(page, fran.email, fran.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto(`/new-welink/service/edit/${item._id as string}`);
  await expect(page.getByRole('alert')).toContainText('No tienes permisos para editar este WeLink.');
  await expect(page.getByRole('radio', { name: '2 estrellas' })).toHaveCount(0);
  await expect(page.getByLabel('Nombre *')).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver al historial' }).click();
  await expect(page).toHaveURL(/\/history$/);
});

test("'Es el mismo' on a friend's WeLink saves a copy and says so; the next search shows it once, with who has it", async ({ page, browser, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const [anaApi, brunoApi] = [await asMember(request, ana), await asMember(request, bruno)];
  await connect(brunoApi, anaApi, ana);
  await anaApi.post('/api/items', { title: 'Casa Sol', category: 'Servicio', subcategory: 'Restaurante', type: 'place', rating: 4, address: 'Calle del Sol 5, Madrid' });

  await openWizard(page, bruno);
  await chooseCategory(page, 'Restaurante');
  await page.getByLabel('Nombre *').fill('Casa Sol');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepHeading(page, '¿Es alguno de estos?')).toBeVisible();
  await page.getByRole('button', { name: 'Es el mismo: Casa Sol' }).click();
  await rateAndConfirm(page, '5 estrellas');
  await expect(page.getByText('WeLink guardado en tu historial').first()).toBeVisible();
  await expect(page.getByText('Nuevo WeLink creado correctamente')).toHaveCount(0);

  const context = await browser.newContext({ geolocation: { latitude: 40.4168, longitude: -3.7038 }, permissions: ['geolocation'] });
  const anaPage = await context.newPage();
  await stubMapTiles(anaPage);
  await openWizard(anaPage, ana);
  await chooseCategory(anaPage, 'Restaurante');
  await anaPage.getByLabel('Nombre *').fill('Casa Sol');
  await anaPage.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepHeading(anaPage, '¿Es alguno de estos?')).toBeVisible();
  const cards = anaPage.getByRole('article', { name: 'Casa Sol' });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`Lo tienen: tú y ${bruno.name}`);
  await context.close();
});
