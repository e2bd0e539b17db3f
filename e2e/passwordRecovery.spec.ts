import { expect, test } from '@playwright/test';
import { MESSAGES } from '@welink/domain';
import { approvedMember, logIn } from './support/accounts.js';
import { linkIn, waitForMail } from './support/mailbox.js';

test('a member recovers their password through the link in the mail', async ({ page, request }) => {
  const member = await approvedMember(request, 'Olvido');

  await page.goto('/login');
  await page.getByRole('link', { name: /olvidado tu contraseña/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText(/caduca en 1 hora/)).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: /enviar/i }).click();
  await expect(page.getByText(MESSAGES.forgotAccepted)).toBeVisible();

  const mail = await waitForMail(member.email, 'Restablece tu contraseña de WeLink');
  await page.goto(linkIn(mail, '/reset-password?token='));
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-nueva');
  await page.getByLabel('Confirmar contraseña').fill('otra-clave-distinta');
  await page.getByRole('button', { name: /restablecer|guardar|cambiar/i }).click();
  await expect(page.getByText(MESSAGES.resetPasswordsMismatch)).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('otra-clave-nueva');
  await page.getByRole('button', { name: /restablecer|guardar|cambiar/i }).click();
  await expect(page.getByText(MESSAGES.resetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });

  await logIn(page, member.email, member.password);
  await expect(page.getByText(MESSAGES.loginFailedFallback)).toBeVisible();
  await logIn(page, member.email, 'otra-clave-nueva');
  await expect(page).toHaveURL(/\/timeline$/);
});

test('the reset page without a token offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(MESSAGES.resetTokenMissing)).toBeVisible();
  await page.getByRole('link', { name: /nuevo enlace/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
