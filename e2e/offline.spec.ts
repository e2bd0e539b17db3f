import { expect, test, type Page } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';
import { connect } from './support/wizard.js';

/** Once the app's worker controls the page, what it fetches can be kept for offline. */
async function underWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("a member reads their Timeline, History and a WeLink offline, and the next member of the device sees none of it", async ({ page, context, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bea = await approvedMember(request, 'Bea');
  const anaApi = await asMember(request, ana);
  const beaApi = await asMember(request, bea);
  await connect(anaApi, beaApi, bea);
  await beaApi.post('/api/items', { title: 'Taberna La Concha', category: 'Servicio', subcategory: 'Bar', rating: 5, comment: 'Vermut de grifo' });
  await anaApi.post('/api/items', { title: 'Casa Sol', category: 'Restaurante', rating: 4, comment: 'El mejor arroz' });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await underWorker(page);
  // Read once online, after the worker took the page: these answers are kept.
  await page.reload();
  await expect(page.getByText('Taberna La Concha').first()).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: /Historial/ }).click();
  const card = page.getByRole('article').filter({ hasText: 'Casa Sol' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('dialog').getByText('El mejor arroz')).toBeVisible();
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Casa Sol' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Sin conexión' });
  await expect(notice).toContainText('Lo que ves es de hace');
  await page.getByRole('article').filter({ hasText: 'Casa Sol' }).getByRole('button', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('dialog').getByText('El mejor arroz')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/timeline');
  await expect(page.getByText('Taberna La Concha').first()).toBeVisible();

  // Signing out, even offline, leaves nothing of Ana's kept.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('welink-reads-')))).toEqual([]);

  await context.setOffline(false);
  await logIn(page, bea.email, bea.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/history');
  await expect(page.getByRole('article').filter({ hasText: 'Taberna La Concha' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Taberna La Concha' })).toBeVisible();
  await expect(page.getByText('Casa Sol')).toHaveCount(0);
  await context.setOffline(false);
  // Back online, the notice goes once the network answers again.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveCount(0);
});
