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
  // The waiting rating is the WeLink's, on its card and in its detail, not the kept older answer.
  const casaSol = page.getByRole('article').filter({ hasText: 'Casa Sol' });
  await expect(casaSol.getByRole('img', { name: 'Tu valoración: 5 estrellas' })).toBeVisible();
  await casaSol.getByRole('button', { name: /Ver detalle/ }).click();
  await expect(page.getByRole('dialog', { name: 'Casa Sol' }).getByRole('radio', { name: '5 estrellas' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
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

test('an answer given offline shows under its question after a reload, then becomes the real response', async ({ page, context, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const anaApi = await asMember(request, ana);
  const brunoApi = await asMember(request, bruno);
  await anaApi.post('/api/users/follow-request', { identifier: bruno.email });
  const [fromAna] = (await brunoApi.get('/api/users/follow-requests')) as Array<{ _id: string }>;
  await brunoApi.post(`/api/users/follow-request/${fromAna!._id}/accept`, {});
  const question = (await brunoApi.post('/api/events', { type: 'question', title: '¿Dónde tomar un vermut?', tags: ['vermut'] })) as { _id: string };

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await underWorker(page);
  // Read once online under the worker, so the Timeline and its answers can be shown offline.
  await page.reload();
  const card = page.getByRole('article').filter({ hasText: '¿Dónde tomar un vermut?' });
  await expect(card.getByText('0 respuestas')).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Responder' }).click();
  await card.getByLabel('Tu respuesta').fill('En la Bodega de la Ardosa, sin falta: Vermutdegrifoconsifónyaceitunasgordales');
  await card.getByRole('button', { name: 'Guardar', exact: true }).click();
  const waiting = card.getByRole('article', { name: 'Tu respuesta sin enviar' });
  await expect(waiting).toContainText('Pendiente de enviar');

  // After a reload it is still under its question, marked as waiting.
  await page.reload();
  await expect(pendingNotice(page)).toContainText('1 cambio pendiente de enviar');
  await expect(waiting).toContainText('En la Bodega de la Ardosa');
  await expect(waiting).toContainText('Pendiente de enviar');
  expect(await brunoApi.get(`/api/responses/event/${question._id}`)).toEqual([]);

  // Back online it is sent, and the real response takes its place.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  await expect(card.getByText('1 respuesta')).toBeVisible();
  await card.getByRole('button', { name: 'Mostrar respuestas' }).click();
  await expect(card.getByRole('article', { name: `Respuesta de ${ana.name}` })).toContainText('En la Bodega de la Ardosa');
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
