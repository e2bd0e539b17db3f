import { expect, test, type Page } from '@playwright/test';
import { approvedMember, asMember, logIn, type Person } from './support/accounts.js';

/*
 * Where the app kept the spec's contract only in part: the guide count message, emptying a field
 * on edit, and a guide made from the wizard that already read 'Actualizada'.
 */

async function signIn(page: Page, person: Person) {
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/timeline$/);
}

/** The wizard from the "+" to a saved, rated film with no catalogue pick; answers the success dialog. */
async function createFilmInWizard(page: Page, title: string) {
  await page.getByRole('link', { name: 'Crear WeLink' }).click();
  await page.getByRole('link', { name: 'Guardar un servicio' }).click();
  const combobox = page.getByRole('combobox', { name: 'Categoría *' });
  await combobox.fill('Serie'.slice(0, 4));
  await page.getByRole('option', { name: 'Serie', exact: true }).click();
  await page.getByLabel('Nombre de la serie *').fill(title);
  await page.getByLabel('Plataforma *').selectOption('netflix');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: '4 estrellas' }).click();
  await page.getByRole('button', { name: 'Guardar WeLink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
  const dialog = page.getByRole('dialog', { name: '¡WeLink creado!' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a new WeLink added to two guides from the wizard says 'WeLink añadido a 2 guía(s)'", async ({ page, request }) => {
  const eva = await approvedMember(request, 'Eva');
  const api = await asMember(request, eva);
  await api.post('/api/lists', { name: 'Para el finde' });
  await api.post('/api/lists', { name: 'Para el verano' });

  await signIn(page, eva);
  const dialog = await createFilmInWizard(page, 'Serie para dos guías');
  await dialog.getByRole('button', { name: 'Añadir a una guía existente' }).click();
  const picker = page.getByRole('dialog', { name: 'Añadir a guía' });
  await picker.getByRole('checkbox', { name: 'Para el finde' }).check();
  await picker.getByRole('checkbox', { name: 'Para el verano' }).check();
  await picker.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByText('WeLink añadido a 2 guía(s)', { exact: true })).toBeVisible();
});

test("a guide created from the wizard for the new WeLink reads 'Creada', not 'Actualizada'", async ({ page, request }) => {
  const flor = await approvedMember(request, 'Flor');
  await signIn(page, flor);
  const dialog = await createFilmInWizard(page, 'Serie con guía nueva');
  await dialog.getByRole('button', { name: 'Crear una guía nueva' }).click();

  await expect(page).toHaveURL(/\/lists$/);
  const form = page.getByRole('dialog', { name: 'Crear nueva guía' });
  await expect(form.getByLabel(/Nombre/)).toHaveValue('Nueva Lista');
  await form.getByRole('button', { name: 'Crear guía' }).click();

  const card = page.getByRole('article', { name: 'Nueva Lista', exact: true });
  await expect(card.getByText('Serie con guía nueva')).toBeVisible();
  await expect(card.getByText(/^Creada /)).toBeVisible();
  await expect(card.getByText(/^Actualizada /)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Nueva Lista', exact: true }).getByText(/^Creada /)).toBeVisible();
});

test('emptying an optional field on /edit-event clears it for good', async ({ page, request }) => {
  const gil = await approvedMember(request, 'Gil');
  const api = await asMember(request, gil);
  const item = await api.post('/api/items', {
    title: 'Churrería San Ginés',
    category: 'Servicio',
    subcategory: 'Cafetería',
    rating: 4,
    comment: 'Un clásico',
    address: 'Pasadizo de San Ginés 5, Madrid',
    phone: '+34 913 65 65 46',
  });

  await signIn(page, gil);
  await page.goto(`/edit-event/${item._id as string}`);
  await expect(page.getByLabel('Dirección')).toHaveValue('Pasadizo de San Ginés 5, Madrid');
  await page.getByLabel('Dirección').fill('');
  await page.getByRole('textbox', { name: 'Comentario' }).fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('WeLink actualizado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);

  await page.goto(`/edit-event/${item._id as string}`);
  await expect(page.getByLabel('Título *')).toHaveValue('Churrería San Ginés');
  await expect(page.getByLabel('Dirección')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Comentario' })).toHaveValue('');
  // What was left alone stays.
  await expect(page.getByLabel('Teléfono')).toHaveValue('+34 913 65 65 46');
  const stored = await api.get(`/api/items/${item._id as string}`);
  expect(stored).not.toHaveProperty('address');
  expect(stored).not.toHaveProperty('comment');
});

test("emptying an optional field in the wizard's edit mode clears it for good", async ({ page, request }) => {
  const hugo = await approvedMember(request, 'Hugo');
  const api = await asMember(request, hugo);
  const item = await api.post('/api/items', {
    title: 'Teatro Real',
    type: 'service',
    category: 'Servicio',
    subcategory: 'Teatro',
    rating: 5,
    address: 'Plaza de Isabel II, Madrid',
    email: 'taquilla@teatro-real.es',
    phone: '+34 900 24 48 48',
  });

  await signIn(page, hugo);
  await page.goto(`/new-welink/service/edit/${item._id as string}`);
  await expect(page.getByLabel('Email')).toHaveValue('taquilla@teatro-real.es');
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
  await expect(page.getByText('WeLink actualizado correctamente').first()).toBeVisible();

  await page.goto(`/new-welink/service/edit/${item._id as string}`);
  await expect(page.getByLabel('Nombre *')).toHaveValue('Teatro Real');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Teléfono')).toHaveValue('+34 900 24 48 48');
  expect(await api.get(`/api/items/${item._id as string}`)).not.toHaveProperty('email');
});

test("a book picked from the catalogue links its source by name in the detail, never 'Ver fuente externa'", async ({ page, request }) => {
  // The journeys' server has no Google Books key, so books come from Open Library; the label table
  // is the same one that names Google Books (its test sits beside it, the server's in external.test.ts).
  const iris = await approvedMember(request, 'Iris');
  await signIn(page, iris);
  await page.getByRole('link', { name: 'Crear WeLink' }).click();
  await page.getByRole('link', { name: 'Guardar un servicio' }).click();
  await page.getByRole('combobox', { name: 'Categoría *' }).fill('Libr');
  await page.getByRole('option', { name: 'Libro', exact: true }).click();
  await page.getByLabel('Título *').fill('Harry');
  await page.getByRole('button', { name: /^Harry Potter y la piedra filosofal/ }).click();
  await page.getByRole('radio', { name: '5 estrellas' }).click();
  await page.getByRole('button', { name: 'Guardar WeLink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
  await page.getByRole('dialog', { name: '¡WeLink creado!' }).getByRole('button', { name: 'No, gracias' }).click();

  await expect(page).toHaveURL(/\/history$/);
  const card = page.getByRole('article').filter({ hasText: 'Harry Potter y la piedra filosofal' }).first();
  await card.getByRole('button', { name: /^Ver detalle/ }).click();
  const detail = page.getByRole('dialog', { name: 'Harry Potter y la piedra filosofal' });
  await expect(detail.getByRole('link', { name: 'Ver en Open Library' })).toHaveAttribute('href', 'https://openlibrary.org/works/OL82563W');
  await expect(detail.getByText('Ver fuente externa')).toHaveCount(0);
});

test("a guide made in the wizard's add-to-guide picker holds the new WeLink and reads 'Creada'", async ({ page, request }) => {
  const gala = await approvedMember(request, 'Gala');
  await signIn(page, gala);
  const dialog = await createFilmInWizard(page, 'Serie con guía del selector');
  await dialog.getByRole('button', { name: 'Añadir a una guía existente' }).click();
  const picker = page.getByRole('dialog', { name: 'Añadir a guía' });
  await picker.getByLabel('Nueva guía').fill('Series de otoño');
  await picker.getByRole('button', { name: 'Crear' }).click();
  await expect(picker.getByRole('checkbox', { name: 'Series de otoño' })).toBeChecked();
  await picker.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/lists');
  const card = page.getByRole('article', { name: 'Series de otoño', exact: true });
  await expect(card.getByText('Serie con guía del selector')).toBeVisible();
  await expect(card.getByText(/^Creada /)).toBeVisible();
  await expect(card.getByText(/^Actualizada /)).toHaveCount(0);
});
