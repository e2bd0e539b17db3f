import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES, MESSAGES } from '@welink/domain';
import { approvedMember, asMember, logIn } from './support/accounts.js';

test('a member downloads everything of theirs, then deletes the account with the password', async ({ page, request }) => {
  const person = await approvedMember(request, 'Dora');
  await (await asMember(request, person)).post('/api/items', { title: 'Casa Sol', category: 'Restaurante', rating: 5 });
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar tus datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^welink-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = fs.readFileSync(await download.path());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(zip.toString('latin1')).toContain('welinks.json');

  await page.getByRole('button', { name: 'Eliminar tu cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  const password = dialog.getByLabel('Contraseña', { exact: true });
  await password.fill('no-es-la-mia');
  await dialog.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(dialog.getByText(ACCOUNT_MESSAGES.passwordWrong)).toBeVisible();
  await password.fill(person.password);
  await dialog.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ACCOUNT_MESSAGES.deleted)).toBeVisible();

  await logIn(page, person.email, person.password);
  await expect(page.getByText(MESSAGES.loginFailedFallback)).toBeVisible();
});
