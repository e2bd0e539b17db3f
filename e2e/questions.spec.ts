import { expect, test, type APIRequestContext } from '@playwright/test';
import { approvedMember, logIn, type Person } from './support/accounts.js';

/** A WeLink made through the API with the member's own token (the creation wizard is another issue). */
async function createItem(request: APIRequestContext, person: Person, data: object): Promise<{ _id: string }> {
  const login = await request.post('/api/auth/login', { data: { identifier: person.email, password: person.password } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const res = await request.post('/api/items', { data, headers });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test('a member asks a question from the create screen, finds it in History and edits it from there', async ({ page, request }) => {
  const eva = await approvedMember(request, 'Eva');
  const question = '¿Dónde tomar chocolate con churros?';
  const edited = '¿Dónde tomar churros cerca de Sol?';

  await logIn(page, eva.email, eva.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('link', { name: 'Crear WeLink' }).click();
  await expect(page).toHaveURL(/\/new-welink$/);
  await page.getByRole('link', { name: 'Hacer una pregunta' }).click();

  await expect(page.getByRole('heading', { name: 'Hacer una pregunta' })).toBeVisible();
  await page.getByLabel('Pregunta *').fill(question);
  const tags = page.getByLabel('Etiquetas', { exact: true });
  await tags.fill('churros');
  await tags.press('Enter');
  await tags.fill('  madrid ');
  await tags.press('Enter');
  await expect(page.getByRole('button', { name: 'Quitar etiqueta madrid' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar pregunta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, publicar' }).click();
  await expect(page.getByText('Pregunta publicada correctamente')).toBeVisible();
  await expect(page.getByLabel('Pregunta *')).toHaveValue('');

  // Two seconds later: History, with the question on a card.
  await expect(page).toHaveURL(/\/history$/);
  const card = page.getByRole('article').filter({ hasText: question });
  await expect(card.getByText('Pregunta', { exact: true })).toBeVisible();

  // Its Editar button opens the question form filled from the card.
  await card.getByRole('button', { name: /^Editar\b/ }).click();
  await expect(page).toHaveURL(/\/new-welink\/question\/edit\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Editar pregunta' })).toBeVisible();
  await expect(page.getByLabel('Pregunta *')).toHaveValue(question);
  await expect(page.getByRole('button', { name: 'Quitar etiqueta churros' })).toBeVisible();
  await page.getByLabel('Pregunta *').fill(edited);
  await page.getByRole('button', { name: 'Quitar etiqueta churros' }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
  await expect(page.getByText('Pregunta actualizada correctamente')).toBeVisible();

  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('article').filter({ hasText: edited })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: question })).toHaveCount(0);
});

test('a member edits their WeLink on /edit-event/{id} and sees the change in History', async ({ page, request }) => {
  const leo = await approvedMember(request, 'Leo');
  const item = await createItem(request, leo, {
    title: 'Churrería San Ginés',
    category: 'Servicio',
    subcategory: 'Cafetería',
    rating: 4,
    comment: 'Un clásico',
    address: 'Pasadizo de San Ginés 5, Madrid',
  });

  await logIn(page, leo.email, leo.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto(`/edit-event/${item._id}`);

  await expect(page.getByLabel('Título *')).toHaveValue('Churrería San Ginés');
  await expect(page.getByLabel('Tipo')).toHaveValue('Servicio');
  await expect(page.getByRole('region', { name: 'Información de Película' })).toHaveCount(0);
  await page.getByLabel('Título *').fill('Chocolatería San Ginés');
  await page.getByLabel('Teléfono').fill('+34 913 65 65 46');
  await page.getByRole('radiogroup', { name: 'Tu valoración' }).getByRole('radio', { name: '5 estrellas' }).click();
  await page.getByRole('textbox', { name: 'Comentario' }).fill('El mejor chocolate de Madrid');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('WeLink actualizado correctamente')).toBeVisible();

  await expect(page).toHaveURL(/\/history$/);
  const card = page.getByRole('article').filter({ hasText: 'Chocolatería San Ginés' });
  await expect(card).toBeVisible();
  await expect(card.getByText('El mejor chocolate de Madrid')).toBeVisible();
  await expect(card.getByRole('link', { name: '+34 913 65 65 46' })).toBeVisible();
  await expect(card.getByRole('img', { name: /5 estrellas/ })).toBeVisible();
});

test('a member who cannot see a WeLink is told it was not found', async ({ page, request }) => {
  const owner = await approvedMember(request, 'Ona');
  const other = await approvedMember(request, 'Otto');
  const item = await createItem(request, owner, { title: 'Bar Pepe', category: 'Servicio', rating: 3 });

  await logIn(page, other.email, other.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto(`/edit-event/${item._id}`);
  // Not connected, so the WeLink is not visible: the server answers 404.
  await expect(page.getByRole('alert')).toContainText('WeLink no encontrado. Verifica que el ID sea correcto.');
});
