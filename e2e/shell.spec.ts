import { expect, test } from '@playwright/test';
import { MESSAGES } from '@welink/domain';
import { approvedMember, logIn } from './support/accounts.js';

test('a visitor is sent to /login from a member screen', async ({ page }) => {
  await page.goto('/timeline');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('a member sees the access-denied panel on admin screens, changes the password and logs out', async ({ page, request }) => {
  const member = await approvedMember(request, 'Marta');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/timeline$/);

  await page.goto('/admin/pending-users');
  await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gestionar Solicitudes' })).toHaveCount(0);
  await page.getByRole('button', { name: /cambiar contraseña/i }).click();
  await page.getByLabel('Contraseña actual').fill(member.password);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-cambiada');
  await page.getByLabel('Confirmar nueva contraseña').fill('clave-cambiada');
  await page.getByRole('button', { name: /guardar|actualizar|cambiar/i }).last().click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();

  // The session goes on with the fresh token the change returned.
  await page.reload();
  await expect(page.getByText(member.email)).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k === 'token' || k === 'user'))).toEqual([]);
  await page.goto('/timeline');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, member.email, 'clave-cambiada');
  await expect(page).toHaveURL(/\/timeline$/);
});
