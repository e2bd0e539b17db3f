import { expect, test, type Page } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';

/** The API as a member, for what has no screen yet (the creation wizard is its own issue). */

const guideCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** From a History card, ticks one guide in the add-to-guide modal and saves. */
async function addFromHistory(page: Page, title: string, guide: string) {
  // The card's buttons say their WeLink to screen readers only: "Añadir a guía" + ": {title}".
  await page.getByRole('button', { name: new RegExp(`^Añadir a guía\\s*: ${title}$`) }).click();
  const modal = page.getByRole('dialog', { name: 'Añadir a guía' });
  await modal.getByRole('checkbox', { name: guide }).check();
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Cambios guardados exitosamente')).toBeVisible();
}

test('a member creates a guide, renames it, finds it, fills it from History, removes a WeLink and deletes it', async ({ page, request }) => {
  const eva = await approvedMember(request, 'Eva');
  const api = await asMember(request, eva);
  await api.post('/api/items', {
    title: 'Casa Lucio',
    category: 'Servicio',
    subcategory: 'Restaurante',
    rating: 5,
    comment: 'Huevos rotos',
    address: 'Calle Cava Baja 35, Madrid',
  });
  await api.post('/api/items', { title: 'Taberna La Concha', category: 'Servicio', subcategory: 'Bar', rating: 4, address: 'Calle Cava Baja 7, Madrid' });

  await logIn(page, eva.email, eva.password);
  await expect(page).toHaveURL(/\/timeline$/);
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: /Guías/ }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Guías' })).toBeVisible();

  // No guides yet: she creates her first one; a blank name is refused.
  await expect(page.getByText('No tienes guías creadas')).toBeVisible();
  await page.getByRole('button', { name: 'Crear mi primera guía' }).click();
  let dialog = page.getByRole('dialog', { name: 'Crear nueva guía' });
  await dialog.getByRole('button', { name: 'Crear guía' }).click();
  await expect(dialog.getByText('El nombre de la guía es requerido')).toBeVisible();
  await dialog.getByLabel('Nombre').fill('Planes en Madrid');
  await dialog.getByLabel('Descripción').fill('Para ir con amigos');
  await dialog.getByRole('button', { name: 'Crear guía' }).click();
  await expect(page.getByText('Guía creada exitosamente')).toBeVisible();
  await expect(guideCard(page, 'Planes en Madrid').getByText('Esta guía está vacía, añade WeLinks desde el Timeline o History')).toBeVisible();
  await expect(guideCard(page, 'Planes en Madrid').getByText(/^Creada /)).toBeVisible();

  // A second guide, from the header button: it comes first.
  await page.getByRole('button', { name: 'Nueva Guía' }).click();
  dialog = page.getByRole('dialog', { name: 'Crear nueva guía' });
  await dialog.getByLabel('Nombre').fill('Cine');
  await dialog.getByRole('button', { name: 'Crear guía' }).click();
  await expect(guideCard(page, 'Cine')).toBeVisible();
  await expect(page.locator('.guide-card__name')).toHaveText(['Cine', 'Planes en Madrid']);

  // She renames the first one.
  await page.getByRole('button', { name: 'Editar guía Planes en Madrid' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar guía' });
  await expect(dialog.getByLabel('Nombre')).toHaveValue('Planes en Madrid');
  await dialog.getByLabel('Nombre').fill('Tapas en Madrid');
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Guía actualizada correctamente')).toBeVisible();
  await expect(guideCard(page, 'Tapas en Madrid')).toBeVisible();
  await expect(guideCard(page, 'Planes en Madrid')).toHaveCount(0);

  // She finds it by name, without caring for case or accents, and clears a search that finds nothing.
  const search = page.getByPlaceholder('Buscar por nombre, descripción o WeLinks...');
  await search.fill('TAPAS');
  await expect(page.getByText('1 guía encontrada')).toBeVisible();
  await expect(guideCard(page, 'Cine')).toHaveCount(0);
  await search.fill('sushi');
  await expect(page.getByText('0 guías encontradas')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
  await expect(page.locator('.guide-card__name')).toHaveText(['Cine', 'Tapas en Madrid']);

  // She adds two of her WeLinks to it from History.
  await nav.getByRole('link', { name: /Historial/ }).click();
  await expect(page).toHaveURL(/\/history$/);
  await addFromHistory(page, 'Casa Lucio', 'Tapas en Madrid');
  await addFromHistory(page, 'Taberna La Concha', 'Tapas en Madrid');

  await nav.getByRole('link', { name: /Guías/ }).click();
  const tapas = guideCard(page, 'Tapas en Madrid');
  await expect(tapas.getByText('2 WeLinks')).toBeVisible();
  await expect(tapas.getByText('Casa Lucio')).toBeVisible();
  await expect(tapas.getByText('Restaurante')).toBeVisible();
  await expect(tapas.getByRole('img', { name: 'Valoración de Casa Lucio: 5 estrellas' })).toBeVisible();
  await expect(tapas.getByText(/^Actualizada /)).toBeVisible();
  // A WeLink title finds the guide too.
  await search.fill('concha');
  await expect(page.getByText('1 guía encontrada')).toBeVisible();
  await expect(tapas).toBeVisible();
  await search.fill('');

  // She takes one out: it goes at once and stays gone after a reload.
  await tapas.getByRole('button', { name: 'Quitar Casa Lucio de la guía' }).click();
  await expect(page.getByText('Item eliminado de la guía')).toBeVisible();
  await expect(tapas.getByText('1 WeLink', { exact: true })).toBeVisible();
  await page.reload();
  await expect(tapas.getByText('Taberna La Concha')).toBeVisible();
  await expect(tapas.getByText('Casa Lucio')).toHaveCount(0);

  // She deletes the guide, after confirming; its WeLinks stay in her History.
  await page.getByRole('button', { name: 'Eliminar guía Tapas en Madrid' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar guía' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(tapas).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar guía Tapas en Madrid' }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Guía eliminada correctamente')).toBeVisible();
  await expect(tapas).toHaveCount(0);
  await page.reload();
  await expect(guideCard(page, 'Cine')).toBeVisible();
  await expect(guideCard(page, 'Tapas en Madrid')).toHaveCount(0);
  await nav.getByRole('link', { name: /Historial/ }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Casa Lucio' })).toBeVisible();
});
