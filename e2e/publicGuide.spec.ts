import { expect, test } from '@playwright/test';
import { PUBLIC_GUIDE_TEXTS } from '@welink/domain';
import { approvedMember, asMember, logIn } from './support/accounts.js';

test('a member publishes a guide that anyone reads without JavaScript and sees on a map with it, then takes it down', async ({ page, request, browser }) => {
  const ana = await approvedMember(request, 'Ana');
  const api = await asMember(request, ana);
  const item = await api.post('/api/items', {
    title: 'Casa Sol',
    category: 'Restaurante',
    rating: 5,
    comment: 'El arroz del domingo',
    coordinates: { lat: 39.4699, lng: -0.3763 },
  });
  const guideName = 'Arroces de Valencia';
  await api.post('/api/lists', { name: guideName, itemIds: [item._id] });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/lists');
  await page.getByRole('button', { name: `Enlace público de ${guideName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Enlace público' });
  await dialog.getByRole('button', { name: 'Crear enlace público' }).click();
  const link = await dialog.getByLabel('Enlace de la guía').inputValue();
  expect(link).toMatch(/\/g\/[A-Za-z0-9_-]{22}$/);

  // A visitor with no account and no JavaScript, as a link preview or a plain browser sees it.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  const answer = await visit.goto(link);
  expect(answer?.status()).toBe(200);
  await expect(visit.getByRole('heading', { level: 1, name: guideName })).toBeVisible();
  await expect(visit.getByRole('heading', { level: 2, name: 'Casa Sol' })).toBeVisible();
  await expect(visit.getByText('“El arroz del domingo”')).toBeVisible();
  await expect(visit.getByRole('link', { name: PUBLIC_GUIDE_TEXTS.join })).toHaveAttribute('href', /\/signup$/);
  await expect(visit.locator('meta[property="og:title"]')).toHaveAttribute('content', guideName);

  // With JavaScript, the map is there when asked for.
  const browsing = await browser.newContext();
  const reader = await browsing.newPage();
  await reader.goto(link);
  await reader.getByRole('button', { name: 'Ver en el mapa' }).click();
  await expect(reader.getByRole('region', { name: `Mapa de ${guideName}` }).locator('.leaflet-marker-icon')).toHaveCount(1);
  await browsing.close();

  await dialog.getByRole('button', { name: 'Desactivar enlace' }).click();
  await expect(dialog.getByRole('button', { name: 'Crear enlace público' })).toBeVisible();
  const gone = await visit.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(visit.getByRole('heading', { name: PUBLIC_GUIDE_TEXTS.notFoundTitle })).toBeVisible();
  await visitor.close();
});
