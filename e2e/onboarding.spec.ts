import { expect, test } from '@playwright/test';
import { approvedMember, logIn } from './support/accounts.js';

test('the tour shows once on a first visit to the Timeline, is followed with the keyboard and stays away once skipped', async ({ page, request }) => {
  const member = await approvedMember(request, 'Turista');
  await logIn(page, member.email, member.password, { withTour: true });
  await expect(page).toHaveURL(/\/timeline$/);

  // A new member has no events: the search and the event card steps are skipped.
  const tour = page.getByRole('dialog');
  await expect(tour).toHaveCount(1);
  await expect(tour).toHaveAccessibleName('Bienvenido a WeLink');
  await expect(tour).toContainText('Paso 1 de 6');
  await expect(tour.getByRole('button', { name: 'Siguiente' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(tour).toHaveAccessibleName('Crea un WeLink');
  await expect(tour).toContainText('Paso 2 de 6');
  await page.keyboard.press('ArrowRight');
  await expect(tour).toHaveAccessibleName('Historial');
  await page.keyboard.press('ArrowLeft');
  await expect(tour).toHaveAccessibleName('Crea un WeLink');
  for (const title of ['Historial', 'Guías', 'Contactos', 'Ajustes']) {
    await page.keyboard.press('Enter');
    await expect(tour).toHaveAccessibleName(title);
  }
  await expect(tour).toContainText('Paso 6 de 6');
  await expect(tour.getByRole('button', { name: 'Finalizar' })).toBeFocused();

  // Escape closes it without marking it seen: the next visit shows it again.
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hasSeenAppTour'))).toBeNull();
  await page.reload();
  await expect(tour).toHaveAccessibleName('Bienvenido a WeLink');

  // Skipped with the keyboard: Anterior is disabled on the first step, so one Shift+Tab reaches it.
  await expect(tour.getByRole('button', { name: 'Siguiente' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tour.getByRole('button', { name: 'Saltar tour' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('hasSeenAppTour'), localStorage.getItem('appTourVersion')])).toEqual(['true', '2.0']);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(tour).toHaveCount(0);
});
