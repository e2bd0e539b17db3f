import { expect, test, type Page } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';
import { chooseCategory, stepHeading } from './support/wizard.js';

/*
 * Writing without a connection (ADR 0026): what the member writes offline waits on the device,
 * says so, and is sent once, exactly once, when the connection is back; a refusal comes back.
 */

async function underWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Rates on the wizard's last step and saves; offline, the address cannot be found from where the member is, so it is typed. */
async function rateAndSave(page: Page, stars: string, address: string) {
  await expect(stepHeading(page, 'Tu valoración')).toBeVisible();
  await page.getByRole('radio', { name: stars }).click();
  await page.getByRole('button', { name: 'Guardar WeLink' }).click();
  await page.getByRole('textbox', { name: 'Dirección *' }).fill(address);
  await page.getByRole('button', { name: 'Guardar WeLink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
}

const pendingNotice = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ cambios? (pendientes? de enviar|no se pud)/ });

interface OwnItem {
  title: string;
  rating: number;
}

test('a WeLink created and rated offline, and a rating, are sent once the connection is back, and only once', async ({ page, context, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const anaApi = await asMember(request, ana);
  await anaApi.post('/api/items', { title: 'Casa Sol', category: 'Restaurante', rating: 0 });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await underWorker(page);
  // Read once online under the worker, so History can be shown offline.
  await page.goto('/history');
  await expect(page.getByRole('article').filter({ hasText: 'Casa Sol' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/new-welink/service');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo WeLink' })).toBeVisible();
  await chooseCategory(page, 'Bar');
  await page.getByLabel('Nombre *').fill('Taberna del Alabardero');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await rateAndSave(page, '4 estrellas', 'Calle de la Escalinata 15');
  await expect(page.getByText('tu WeLink está guardado en este dispositivo, pendiente de enviar').first()).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);

  // A rating offline too: it stays on the WeLink and joins the queue.
  await page.getByRole('button', { name: /Valorar.*Casa Sol/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: '5 estrellas' }).click();
  await dialog.getByRole('button', { name: /Guardar/ }).click();
  await expect(page.getByText('tu valoración está pendiente de enviar').first()).toBeVisible();

  // What waits survives a reload, and says what it is.
  await page.reload();
  await expect(pendingNotice(page)).toContainText('2 cambios pendientes de enviar');
  // The new WeLink is in History where the member expects it, marked as waiting.
  await expect(page.getByRole('article').filter({ hasText: 'Taberna del Alabardero' })).toContainText('Pendiente de enviar');
  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  const list = page.getByRole('region', { name: 'Cambios sin enviar' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Taberna del Alabardero' })).toContainText('Pendiente de enviar');
  await expect(list.getByRole('listitem').filter({ hasText: 'Casa Sol' })).toContainText('Valoración');
  expect((await anaApi.get('/api/items?title=Taberna')) as OwnItem[]).toEqual([]);

  await context.setOffline(false);
  await expect(pendingNotice(page)).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: 'Taberna del Alabardero' })).toBeVisible();

  // Exactly one WeLink, with its stars; the rating landed too.
  const created = (await anaApi.get('/api/items?title=Taberna%20del%20Alabardero')) as OwnItem[];
  expect(created.map(({ title, rating }) => ({ title, rating }))).toEqual([{ title: 'Taberna del Alabardero', rating: 4 }]);
  const rated = (await anaApi.get('/api/items?title=Casa%20Sol')) as OwnItem[];
  expect(rated.map(({ rating }) => rating)).toEqual([5]);
  // Sending again (another tab, the worker's sync) finds the queue empty: still one.
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Taberna del Alabardero' })).toHaveCount(1);
  expect(((await anaApi.get('/api/items?title=Taberna%20del%20Alabardero')) as OwnItem[]).length).toBe(1);
});

test('a queued WeLink the server refuses comes back with its reason, and can be discarded', async ({ page, context, request }) => {
  const bea = await approvedMember(request, 'Bea');
  const beaApi = await asMember(request, bea);
  await logIn(page, bea.email, bea.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await underWorker(page);
  await page.goto('/history');

  await context.setOffline(true);
  await page.goto('/new-welink/service');
  await chooseCategory(page, 'Bar');
  await page.getByLabel('Nombre *').fill('Bodega Ardosa');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await rateAndSave(page, '3 estrellas', 'Calle de Hortaleza 11');
  await expect(page).toHaveURL(/\/history$/);
  // Meanwhile, from another device, the same WeLink.
  await beaApi.post('/api/items', { title: 'Bodega Ardosa', category: 'Servicio', subcategory: 'Bar', rating: 5 });

  await context.setOffline(false);
  await expect(pendingNotice(page)).toContainText('1 cambio no se pudo enviar');
  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  const row = page.getByRole('region', { name: 'Cambios sin enviar' }).getByRole('listitem').filter({ hasText: 'Bodega Ardosa' });
  await expect(row).toContainText('No se pudo enviar: Ya tienes este WeLink guardado');
  await row.getByRole('button', { name: 'Descartar' }).click();
  await expect(pendingNotice(page)).toHaveCount(0);
  const items = (await beaApi.get('/api/items?title=Bodega%20Ardosa')) as OwnItem[];
  expect(items.map(({ rating }) => rating)).toEqual([5]);
});
