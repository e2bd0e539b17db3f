import { expect, test } from '@playwright/test';
import { MESSAGES } from '@welink/domain';
import { logIn, newPerson } from './support/accounts.js';
import { E2E } from './support/testEnvironment.js';

test('a new member signs up, waits for approval, is approved by an administrator and lands on the Timeline', async ({ browser }) => {
  const person = newPerson('Lucia');
  const visitor = await browser.newContext();
  const page = await visitor.newPage();

  await page.goto('/');
  await expect(page.getByText('join now')).toBeVisible();
  await page.getByRole('link', { name: /regístrate|crear cuenta/i }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Nombre de usuario').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Número').fill(person.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
  const submit = page.getByRole('button', { name: /crear cuenta|registrarme|registrar/i });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await submit.click();
  await expect(page.getByText(MESSAGES.signupSuccess)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  await logIn(page, person.email, person.password);
  await expect(page.getByText(MESSAGES.accountPending)).toBeVisible();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(person.password);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, E2E.admin.email, E2E.admin.password);
  await expect(admin).toHaveURL(/\/timeline$/);
  await admin.getByRole('link', { name: 'Ajustes' }).first().click();
  await admin.getByRole('link', { name: 'Gestionar Solicitudes' }).click();
  await expect(admin).toHaveURL(/\/admin\/pending-users$/);
  await admin.getByRole('button', { name: `Aprobar a ${person.name}` }).click();
  await expect(admin.getByText(MESSAGES.userApproved)).toBeVisible();
  await expect(admin.getByRole('button', { name: `Aprobar a ${person.name}` })).toHaveCount(0);

  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByText('No hay eventos para mostrar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crea tu primer WeLink fácilmente' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Inicio' })).toBeVisible();

  await visitor.close();
  await adminContext.close();
});

test('a wrong password is cleared and the message survives a reload', async ({ page }) => {
  await logIn(page, 'nadie@example.com', 'incorrecta');
  await expect(page.getByText(MESSAGES.loginFailedFallback)).toBeVisible();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.reload();
  await expect(page.getByText(MESSAGES.loginFailedFallback)).toBeVisible();
});
