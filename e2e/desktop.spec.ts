import { expect, test, type Page } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';

/* The app on a desktop (1280×800): a side navigation in place of the bottom bar, a wider content area. */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

test('a member gets a side navigation with the create button, badges and the same links; no bottom bar', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bea = await approvedMember(request, 'Bea');
  // A request waiting for Ana: the Contactos badge must show in the side navigation too.
  await (await asMember(request, bea)).post('/api/users/follow-request', { identifier: ana.email });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  const nav = navigation(page);
  await expect(nav).toBeVisible();

  // A column at the left, under the top bar, as tall as the window: not a bar along the bottom.
  const side = await box(page, nav);
  expect(side.x).toBe(0);
  expect(side.width).toBeLessThan(300);
  expect(side.height).toBeGreaterThan(600);
  expect(side.y + side.height).toBeGreaterThanOrEqual(799);
  const main = await box(page, page.locator('main'));
  expect(main.x).toBeGreaterThanOrEqual(side.x + side.width);

  // Create first, then the six sections one under the other, with the badge.
  const create = nav.getByRole('link', { name: 'Crear WeLink' });
  await expect(create).toBeVisible();
  await expect(create).toContainText('Crear WeLink');
  const names = ['Inicio', 'Historial', 'Guías', 'Contactos', 'Avisos', 'Ajustes'];
  let previousY = (await box(page, create)).y;
  for (const name of names) {
    const link = nav.getByRole('link', { name: new RegExp(name) });
    await expect(link).toBeVisible();
    const { y } = await box(page, link);
    expect(y).toBeGreaterThan(previousY);
    previousY = y;
  }
  await expect(nav.getByRole('link', { name: /Contactos/ })).toContainText('1');

  // The feedback button stays in the side column, off the content.
  const feedback = await box(page, page.getByRole('button', { name: 'Cuéntanos: enviar comentarios' }));
  expect(feedback.x + feedback.width).toBeLessThanOrEqual(side.x + side.width);

  await nav.getByRole('link', { name: /^Guías/ }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(nav.getByRole('link', { name: /^Guías/ })).toHaveAttribute('aria-current', 'page');
  await create.click();
  await expect(page).toHaveURL(/\/new-welink$/);
});

test('the Timeline shows its filters beside the list, and the detail dialog is sized for a desktop', async ({ page, request }) => {
  const carla = await approvedMember(request, 'Carla');
  const dani = await approvedMember(request, 'Dani');
  const { post: asDani } = await asMember(request, dani);
  const { post: asCarla } = await asMember(request, carla);
  const sent = (await asCarla('/api/users/follow-request', { identifier: dani.email })) as { request: { _id: string } };
  await asDani(`/api/users/follow-request/${sent.request._id}/accept`, {});
  for (let i = 1; i <= 3; i += 1) {
    await asDani('/api/items', { title: `Bar de Dani ${i}`, category: 'Servicio', subcategory: 'Bar', rating: 4, comment: 'Muy bueno', address: `Calle ${i}` });
  }

  await logIn(page, carla.email, carla.password);
  await expect(page).toHaveURL(/\/timeline$/);
  const list = page.getByRole('list', { name: 'Eventos de tus contactos' });
  await expect(list.getByText('Bar de Dani 3')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar en tu Timeline' });
  const listBox = await box(page, list);
  const searchBox = await box(page, search);
  expect(searchBox.x).toBeGreaterThan(listBox.x + listBox.width);
  expect(searchBox.y).toBeLessThan(listBox.y + 100);
  // More room than the phone column (600 px) had.
  expect(listBox.width + searchBox.width).toBeGreaterThan(800);

  await list.getByRole('button', { name: /Bar de Dani 3/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect((await box(page, dialog)).width).toBeGreaterThan(600);
});
