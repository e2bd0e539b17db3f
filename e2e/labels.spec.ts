import { expect, test, type Page } from '@playwright/test';
import { rawCodesIn } from '../packages/domain/src/labels.js';
import { approvedMember, asMember, logIn } from './support/accounts.js';

/*
 * Stored codes (cuisine 'espanola', age rating '16', the edit screen's 'entertainment' /
 * 'museum') are shown through the domain's label tables on every screen that shows them:
 * History, the detail dialog, Timeline, guides.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** No word of the page is a code of the label tables. */
async function expectNoRawCodes(page: Page) {
  expect(rawCodesIn(await page.locator('body').innerText())).toEqual([]);
}

const facts = (page: Page) => page.getByRole('dialog').locator('.welink-facts');

test('codes are shown as their Spanish labels in History, the detail, the Timeline and guides', async ({ browser, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const { post: anaPost } = await asMember(request, ana);
  const { post: brunoPost } = await asMember(request, bruno);
  const asked = await brunoPost('/api/users/follow-request', { identifier: ana.email });
  await anaPost(`/api/users/follow-request/${asked.request._id as string}/accept`, {});

  const casaSol = await anaPost('/api/items', {
    title: 'Casa Sol',
    category: 'Servicio',
    subcategory: 'Restaurante',
    cuisine: 'espanola',
    address: 'Calle Mayor 1, Madrid',
    rating: 4,
  });
  await anaPost('/api/items', {
    title: 'Dune',
    category: 'Película',
    subcategory: 'Película',
    genre: 'Drama',
    movieRating: '16',
    publicationYear: 2021,
    rating: 5,
  });
  const guide = await anaPost('/api/lists', { name: 'Para el finde' });
  await anaPost(`/api/lists/${guide._id as string}/items`, { itemId: casaSol._id });

  const anaContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await anaContext.newPage();
  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);

  // The detail of the restaurant and of the film.
  await page.goto('/history');
  await page.getByRole('button', { name: /Ver detalle\s*: Casa Sol/ }).click();
  await expect(facts(page).getByText('Española')).toBeVisible();
  await expectNoRawCodes(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: /Ver detalle\s*: Dune/ }).click();
  await expect(facts(page).getByText('Mayores de 16 años')).toBeVisible();
  await expect(facts(page).getByText('Año de estreno')).toBeVisible();
  await expect(facts(page).getByText('Año de publicación')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  // The category changed on /edit-event to Entretenimiento / Museo.
  await page.goto(`/edit-event/${casaSol._id as string}`);
  await page.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Entretenimiento' });
  await page.getByLabel('Subcategoría', { exact: true }).selectOption({ label: 'Museo' });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(/\/history$/);

  const card = page.getByRole('article').filter({ hasText: 'Casa Sol' });
  await expect(card.getByText('Entretenimiento · Museo')).toBeVisible();
  await expectNoRawCodes(page);
  await card.getByRole('button', { name: /Ver detalle\s*: Casa Sol/ }).click();
  await expect(page.getByRole('dialog').getByText('Entretenimiento · Museo')).toBeVisible();
  await expectNoRawCodes(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  await page.goto('/lists');
  await expect(page.getByRole('list', { name: 'WeLinks de Para el finde' }).getByText('Museo')).toBeVisible();
  await expectNoRawCodes(page);
  await anaContext.close();

  // Bruno follows Ana: her WeLinks on his Timeline read the same.
  const brunoContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const brunoPage = await brunoContext.newPage();
  await logIn(brunoPage, bruno.email, bruno.password);
  await expect(brunoPage).toHaveURL(/\/timeline$/);
  await expect(brunoPage.getByRole('article').filter({ hasText: 'Dune' }).getByText('Película', { exact: true })).toBeVisible();
  await expect(brunoPage.getByRole('article').filter({ hasText: 'Casa Sol' })).toBeVisible();
  await expectNoRawCodes(brunoPage);
  await brunoPage.getByRole('button', { name: 'Casa Sol' }).first().click();
  await expect(facts(brunoPage).getByText('Española')).toBeVisible();
  await expectNoRawCodes(brunoPage);
  await brunoContext.close();
});

test("a poster that fails to load shows the category's placeholder, never a broken image", async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const { post: anaPost } = await asMember(request, ana);
  await page.route('https://image.tmdb.org/**', (route) => route.fulfill({ status: 404, body: '' }));
  await anaPost('/api/items', {
    title: 'Arrival',
    category: 'Película',
    subcategory: 'Película',
    genre: 'Drama',
    rating: 5,
    externalRefs: [{ provider: 'tmdb', externalId: '329865', thumbnail: 'https://image.tmdb.org/t/p/w185/no-such-poster.jpg' }],
  });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/history');
  const card = page.getByRole('article').filter({ hasText: 'Arrival' });
  const placeholder = card.getByRole('img', { name: 'Arrival' });
  await expect(placeholder).toHaveText('🎬');
  await expect(placeholder).toHaveClass(/category-placeholder/);
  const broken = await page.locator('img').evaluateAll((images) =>
    images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).length,
  );
  expect(broken).toBe(0);
});
