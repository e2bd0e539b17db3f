import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { approvedMember, logIn, type Person } from './support/accounts.js';

/**
 * Dialogs (issue 32): a WeLink opened from a question's responses opens over them, and Escape or
 * the browser's back closes only it; closing any dialog gives the focus back to what opened it.
 */

async function apiAs(request: APIRequestContext, person: Person) {
  const login = await request.post('/api/auth/login', { data: { identifier: person.email, password: person.password } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  return {
    headers,
    post: async (url: string, data: object) => {
      const res = await request.post(url, { data, headers });
      expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
      return (await res.json()) as { _id: string };
    },
  };
}

/** The first asks, the second accepts: they follow each other. */
async function connect(request: APIRequestContext, asker: Person, accepter: Person) {
  const askerApi = await apiAs(request, asker);
  const accepterApi = await apiAs(request, accepter);
  await askerApi.post('/api/users/follow-request', { identifier: accepter.email });
  const received = (await (await request.get('/api/users/follow-requests', { headers: accepterApi.headers })).json()) as Array<{ _id: string }>;
  for (const { _id } of received) await accepterApi.post(`/api/users/follow-request/${_id}/accept`, {});
  return { askerApi, accepterApi };
}

const responsesDialog = (page: Page) => page.locator('[role="dialog"].history-responses');
const detailDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('a WeLink opened from a question’s responses opens over them; Escape and back close only it', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const { askerApi: anaApi, accepterApi: brunoApi } = await connect(request, ana, bruno);
  const question = await anaApi.post('/api/events', { type: 'question', title: '¿Dónde tomar un vermut?', tags: ['vermut'] });
  const bodega = await brunoApi.post('/api/items', { title: 'Bodega Lola', category: 'Servicio', subcategory: 'Bar', rating: 5, comment: 'De grifo' });
  await brunoApi.post('/api/responses', { eventId: question._id, text: 'Prueba esta', items: [{ itemId: bodega._id, rating: 5 }] });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /Historial/ }).click();
  const showResponses = page.getByRole('button', { name: /Ver respuestas/ });
  await showResponses.click();
  await expect(responsesDialog(page)).toBeVisible();
  const openBodega = responsesDialog(page).getByRole('button', { name: 'Bodega Lola', exact: true });

  // The WeLink opens on top; the responses stay underneath.
  await openBodega.click();
  await expect(detailDialog(page, 'Bodega Lola')).toBeVisible();
  await expect(responsesDialog(page)).toBeAttached();

  // Escape closes only the WeLink: back on the responses, on the WeLink's button.
  await page.keyboard.press('Escape');
  await expect(detailDialog(page, 'Bodega Lola')).toBeHidden();
  await expect(responsesDialog(page)).toBeVisible();
  await expect(openBodega).toBeFocused();

  // So does the browser's back, without leaving History.
  await openBodega.click();
  await expect(detailDialog(page, 'Bodega Lola')).toBeVisible();
  await page.goBack();
  await expect(detailDialog(page, 'Bodega Lola')).toBeHidden();
  await expect(responsesDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);

  // Back once more closes the responses, on the button that opened them; then back leaves History.
  await page.goBack();
  await expect(responsesDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/history$/);
  await expect(showResponses).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/timeline$/);
});

test('closing a dialog gives the focus back to the control that opened it', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const { askerApi: anaApi, accepterApi: brunoApi } = await connect(request, ana, bruno);
  await anaApi.post('/api/items', { title: 'Casa Sol', category: 'Servicio', subcategory: 'Restaurante', rating: 4 });
  await brunoApi.post('/api/items', { title: 'Librería Lagun', category: 'Servicio', subcategory: 'Tienda', rating: 5 });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);

  // Timeline: a card's detail, closed with Escape.
  const openLagun = page.getByRole('button', { name: 'Librería Lagun', exact: true });
  await openLagun.click();
  await expect(page.getByRole('dialog', { name: 'Librería Lagun' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(openLagun).toBeFocused();

  // Timeline: the advanced filters, closed with their button.
  const filtersButton = page.getByRole('button', { name: 'Filtros avanzados' });
  await filtersButton.click();
  await expect(page.getByRole('dialog', { name: 'Filtros avanzados' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(filtersButton).toBeFocused();

  // History: detail, rating edit (Cancelar) and add-to-guide.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /Historial/ }).click();
  const card = page.getByRole('article').filter({ hasText: 'Casa Sol' });
  for (const name of [/Ver detalle/, /Editar valoración/, /Añadir a guía/]) {
    const opener = card.getByRole('button', { name });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener, String(name)).toBeFocused();
  }
  const rate = card.getByRole('button', { name: /Editar valoración/ });
  await rate.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(rate).toBeFocused();

  // The detail's "Añadir a guía" swaps the detail for the guide dialog: closing it returns to the card.
  const detail = card.getByRole('button', { name: /Ver detalle/ });
  await detail.click();
  await page.getByRole('dialog').getByRole('button', { name: /Añadir a guía/ }).click();
  await expect(page.getByRole('dialog', { name: 'Añadir a guía' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(detail).toBeFocused();

  // A confirmation: Contactos, "Dejar de seguir", cancelled.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /Contactos/ }).click();
  const unfollow = page.getByRole('button', { name: `Dejar de seguir a ${bruno.name}` });
  await unfollow.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(unfollow).toBeFocused();
});

test('a dialog that leads to another screen leaves no dead step in the browser’s back', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const { accepterApi: brunoApi } = await connect(request, ana, bruno);
  await brunoApi.post('/api/items', { title: 'Horno San Onofre', category: 'Servicio', subcategory: 'Panadería', rating: 5 });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.getByRole('link', { name: /Contactos/ }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await nav.getByRole('link', { name: /Inicio/ }).click();
  await page.getByRole('button', { name: 'Horno San Onofre', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar en mi historial' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByText('Guardado como pendiente en tu historial')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/contacts$/);
});

test('a guide created from the wizard’s success dialog does not come back prefilled on the browser’s back', async ({ page, request }) => {
  const eva = await approvedMember(request, 'Eva');
  await logIn(page, eva.email, eva.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('link', { name: 'Crear WeLink' }).click();
  await page.getByRole('link', { name: 'Guardar un servicio' }).click();
  await expect(page).toHaveURL(/\/new-welink\/service$/);
  const combobox = page.getByRole('combobox', { name: 'Categoría *' });
  await combobox.fill('Seri');
  await page.getByRole('option', { name: 'Serie', exact: true }).click();
  await page.getByLabel('Nombre de la serie *').fill('Serie de prueba');
  await page.getByLabel('Plataforma *').selectOption('netflix');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: '4 estrellas' }).click();
  await page.getByRole('button', { name: 'Guardar WeLink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
  await page.getByRole('dialog', { name: '¡WeLink creado!' }).getByRole('button', { name: 'Crear una guía nueva' }).click();

  await expect(page).toHaveURL(/\/lists$/);
  const form = page.getByRole('dialog', { name: 'Crear nueva guía' });
  await form.getByRole('button', { name: 'Crear guía' }).click();
  await expect(form).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/new-welink\/service$/);
  await expect(page.getByRole('dialog', { name: 'Crear nueva guía' })).toBeHidden();
});
