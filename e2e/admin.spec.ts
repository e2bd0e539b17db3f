import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, ISSUE_MESSAGES, MESSAGES } from '@welink/domain';
import { approvedMember, logIn, newPerson } from './support/accounts.js';
import { E2E } from './support/testEnvironment.js';

/** The number on one stats card ('Total', 'Abierto', 'Resuelto'…) of the issues dashboard. */
function issueStat(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Estadísticas de issues' })
    .locator('.stats__card')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.stats__value');
}

async function logInAsAdmin(page: Page) {
  await logIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/timeline$/);
}

/** Opens a row action on /admin/users/all and answers its confirmation dialog. */
async function confirmAction(page: Page, button: string, question: string, confirm: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a member sends feedback through the widget; the admin changes its status and the counters move', async ({ browser, request }) => {
  const member = await approvedMember(request, 'Opina');
  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/timeline$/);

  const title = `Las guías no ordenan ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Cuéntanos: enviar comentarios' }).click();
  const modal = page.getByRole('dialog', { name: 'Cuéntanos' });
  await expect(modal.getByRole('region', { name: 'Se incluirá esta información' })).toContainText('/timeline');
  await expect(modal.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await modal.getByLabel('Tipo').selectOption({ label: 'Sugerencia' });
  await modal.getByLabel('Título').fill(title);
  await expect(modal.getByText(`${title.length}/200`)).toBeVisible();
  await modal.getByLabel('Descripción').fill('Me gustaría ordenarlas por fecha.');
  await expect(modal.getByText('33/2000')).toBeVisible();
  await modal.getByRole('button', { name: 'Enviar' }).click();
  await expect(modal.getByText(ISSUE_MESSAGES.created)).toBeVisible();
  // It closes itself 2 s later.
  await expect(modal).toBeHidden({ timeout: 5000 });
  await memberContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  await admin.goto('/settings');
  await admin.getByRole('link', { name: 'Dashboard de Issues' }).click();
  await expect(admin).toHaveURL(/\/admin\/issues$/);

  const issue = admin.getByRole('article').filter({ has: admin.getByRole('heading', { name: title }) });
  await expect(issue).toContainText(`${member.name} (${member.email})`);
  await expect(issue).toContainText('Sugerencia');
  await expect(issue).toContainText('/timeline');
  await expect(issueStat(admin, 'Total')).not.toHaveText('–');
  const open = Number(await issueStat(admin, 'Abierto').textContent());
  const resolved = Number(await issueStat(admin, 'Resuelto').textContent());
  expect(open).toBeGreaterThanOrEqual(1);

  await issue.getByRole('combobox', { name: `Estado de ${title}` }).selectOption({ label: 'Resuelto' });
  await expect(admin.getByText(ISSUE_MESSAGES.statusUpdated)).toBeVisible();
  await expect(issueStat(admin, 'Resuelto')).toHaveText(String(resolved + 1));
  await expect(issueStat(admin, 'Abierto')).toHaveText(String(open - 1));

  // The status filter shows it among the resolved ones only.
  await admin.getByLabel('Estado', { exact: true }).first().selectOption({ label: 'Abierto' });
  await expect(admin.getByRole('heading', { name: title })).toHaveCount(0);
  await admin.getByLabel('Estado', { exact: true }).first().selectOption({ label: 'Resuelto' });
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  await adminContext.close();
});

test('the admin approves a request, grants and removes admin rights, and deletes the user, each confirmed', async ({ page, request }) => {
  const person = newPerson('Solicita');
  const signup = await request.post('/api/auth/signup', {
    data: { name: person.name, email: person.email, password: person.password, phone: { prefix: '+34', number: person.phone } },
  });
  expect(signup.status()).toBe(201);

  await logInAsAdmin(page);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Gestionar Solicitudes' }).click();
  await page.getByRole('button', { name: `Aprobar a ${person.name}`, exact: true }).click();
  await expect(page.getByText(MESSAGES.userApproved)).toBeVisible();

  // The Total card leads to every user, where the actions live.
  await page.getByRole('list', { name: 'Estadísticas de usuarios' }).getByRole('link', { name: /Total/ }).click();
  await expect(page).toHaveURL(/\/admin\/users\/all$/);
  const row = page.getByRole('article').filter({ has: page.getByRole('heading', { name: person.name, exact: true }) });
  await expect(row).toContainText('Aprobado');

  await confirmAction(page, `Hacer administrador a ${person.name}`, `¿Hacer administrador a ${person.name}?`, 'Hacer administrador');
  await expect(page.getByText(ADMIN_MESSAGES.madeAdmin)).toBeVisible();
  await expect(row.getByText('Administrador', { exact: true })).toBeVisible();
  // The user list's messages clear themselves after 5 s.
  await expect(page.getByText(ADMIN_MESSAGES.madeAdmin)).toBeHidden({ timeout: 8000 });

  await confirmAction(
    page,
    `Quitar administrador a ${person.name}`,
    `¿Quitar los permisos de administrador a ${person.name}?`,
    'Quitar administrador',
  );
  await expect(page.getByText(ADMIN_MESSAGES.adminRemoved)).toBeVisible();
  await expect(row.getByText('Administrador', { exact: true })).toHaveCount(0);

  // Cancelling a deletion keeps the user.
  await page.getByRole('button', { name: `Eliminar a ${person.name}`, exact: true }).click();
  await page.getByRole('dialog', { name: `¿Eliminar a ${person.name}?` }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toBeVisible();

  await confirmAction(page, `Eliminar a ${person.name}`, `¿Eliminar a ${person.name}?`, 'Eliminar');
  await expect(page.getByText(ADMIN_MESSAGES.userDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Other views list users without actions.
  await page.getByRole('navigation', { name: 'Filtrar usuarios' }).getByRole('link', { name: 'Administradores' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/admins$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Eliminar a / })).toHaveCount(0);
});

test('the admin resets a password; the member logs in with the temporary one and is sent to change it', async ({ browser, request }) => {
  const member = await approvedMember(request, 'Olvida');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  await admin.goto('/admin/users/all');

  await confirmAction(admin, `Restablecer contraseña de ${member.name}`, `¿Restablecer la contraseña de ${member.name}?`, 'Restablecer');
  const shown = admin.getByRole('dialog', { name: 'Contraseña temporal' });
  await expect(shown).toContainText('tendrá que cambiarla la próxima vez que inicie sesión');
  const temporary = (await shown.locator('code').textContent())?.trim() ?? '';
  expect(temporary.length).toBeGreaterThanOrEqual(8);
  await shown.getByRole('button', { name: 'Cerrar' }).click();
  await expect(shown).toBeHidden();
  await expect(admin.getByText(temporary)).toHaveCount(0);
  await adminContext.close();

  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, member.email, temporary);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Debes cambiar tu contraseña temporal')).toBeVisible();
  await page.getByLabel('Contraseña actual').fill(temporary);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('mi-clave-propia');
  await page.getByLabel('Confirmar nueva contraseña').fill('mi-clave-propia');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();

  // With a password of their own, the next login goes to the Timeline as usual.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await logIn(page, member.email, 'mi-clave-propia');
  await expect(page).toHaveURL(/\/timeline$/);
  await memberContext.close();
});
