import { expect, test, type Locator, type Page } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';

/** One word of 190 characters, as a member once titled a WeLink. */
const LONG_TITLE = `Zumeria${'Larguisima'.repeat(19)}`.slice(0, 190);

/** The page does not scroll sideways: it is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width').toBeLessThanOrEqual(390);
}

/** The control lies wholly on the phone's screen, left to right. */
async function expectOnScreen(control: Locator) {
  const box = await control.boundingBox();
  expect(box, 'a box on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
}

test('a one-word title of 190 characters wraps on the rating step, in the detail dialog and in a response search', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const { post: anaPost } = await asMember(request, ana);
  const { post: brunoPost } = await asMember(request, bruno);
  const sent = await anaPost('/api/users/follow-request', { identifier: bruno.email });
  await brunoPost(`/api/users/follow-request/${sent.request._id}/accept`, {});
  await brunoPost('/api/items', { title: LONG_TITLE, category: 'Servicio', subcategory: 'Bar', rating: 4 });
  await brunoPost('/api/events', { title: '¿Un bar para el sábado?', type: 'Question' });

  // The wizard's rating step, with the long title typed as a Bar's name.
  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/new-welink/service');
  await page.getByRole('combobox', { name: 'Categoría *' }).fill('Bar');
  await page.getByRole('option', { name: 'Bar', exact: true }).click();
  await page.getByLabel('Nombre *').fill(`${LONG_TITLE.slice(0, 180)}Propio`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const similar = page.getByRole('heading', { level: 2, name: '¿Es alguno de estos?' });
  const rating = page.getByRole('heading', { level: 2, name: 'Tu valoración' });
  await expect(similar.or(rating)).toBeVisible();
  if (await similar.isVisible()) {
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(rating).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(page.getByRole('button', { name: 'Guardar WeLink' }));

  // The detail dialog of Bruno's WeLink: its buttons stay on screen.
  await page.goto('/timeline');
  await page.getByRole('button', { name: new RegExp(LONG_TITLE) }).first().click();
  const detail = page.getByRole('dialog');
  await expect(detail).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(detail.getByRole('button', { name: 'Guardar en mi historial' }));
  await expectOnScreen(detail.getByRole('button', { name: 'Cerrar' }).last());
  await page.keyboard.press('Escape');

  // Answering Bruno's question, the WeLink search finds the long title: the Timeline stays put.
  const question = page.getByRole('article').filter({ hasText: '¿Un bar para el sábado?' });
  await question.getByRole('button', { name: 'Responder' }).click();
  const search = question.getByLabel('Añadir WeLinks relacionados');
  await search.fill('Zumeria');
  await search.press('Enter');
  const option = question.getByRole('button', { name: `Añadir: ${LONG_TITLE}` });
  await expect(option).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(option);
  await expectOnScreen(question.getByRole('button', { name: 'Buscar' }));
});
