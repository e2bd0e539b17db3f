import { expect, test, type Locator, type Page } from '@playwright/test';
import { approvedMember, asMember, logIn, type Person } from './support/accounts.js';

/*
 * The members' forms on a phone (390×844): nothing floats over their buttons, the create button
 * is not drawn over them, and every way out of a form with unsaved changes asks first.
 */

const LEAVE_QUESTION = '¿Estás seguro de que quieres cancelar? Se perderán los datos no guardados.';

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // One frame for the scroll to land before points are hit-tested.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * What a tap would hit at the centre and just inside each edge of `control`: each point must land
 * on the control itself (or inside it), not on something drawn over it.
 */
async function coveringAt(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const points: Array<[string, number, number]> = [
      ['centre', box.left + box.width / 2, y],
      ['left edge', box.left + 2, y],
      ['right edge', box.right - 2, y],
    ];
    const problems: string[] = [];
    for (const [where, x, pointY] of points) {
      const hit = document.elementFromPoint(x, pointY);
      if (!hit || (hit !== element && !element.contains(hit))) {
        const name = hit ? `${hit.tagName.toLowerCase()}.${Array.from(hit.classList).join('.')} ${hit.getAttribute('aria-label') ?? ''}` : 'nothing';
        problems.push(`${where} of "${element.textContent?.trim()}" is under ${name.trim()}`);
      }
    }
    return problems;
  });
}

/** Every visible button and link of the content, below the sticky top bar, that something is drawn over. */
async function coveredControls(page: Page): Promise<string[]> {
  const controls = page.locator('main').locator('a:visible, button:visible');
  const problems: string[] = [];
  for (const control of await controls.all()) {
    const inView = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      return box.height > 0 && box.top >= top && box.bottom <= window.innerHeight;
    });
    if (inView) problems.push(...(await coveringAt(control)));
  }
  return problems;
}

async function openSeriesWizard(page: Page, person: Person) {
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('link', { name: 'Crear WeLink' }).click();
  await page.getByRole('link', { name: 'Guardar un servicio' }).click();
  const combobox = page.getByRole('combobox', { name: 'Categoría *' });
  await combobox.fill('Seri');
  await page.getByRole('option', { name: 'Serie', exact: true }).click();
  await page.getByLabel('Nombre de la serie *').fill('Mi borrador');
  // The catalogue's suggestions come a moment after the typing and push the form down: the checks
  // of what lies over the buttons are made on the form as it stays.
  await expect(page.getByText('Sugerencias', { exact: true })).toBeVisible();
  await page.getByLabel('Plataforma *').selectOption('netflix');
}

const createButton = (page: Page) => page.getByRole('link', { name: 'Crear WeLink' });
const navLink = (page: Page, name: string | RegExp) => page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name });

test('the wizard’s Continuar and Guardar WeLink are what a tap at their ends hits, with no create button over the form', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  await openSeriesWizard(page, ana);

  await scrollToEnd(page);
  const next = page.getByRole('button', { name: 'Continuar' });
  expect(await coveringAt(next)).toEqual([]);
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Tu valoración' })).toBeVisible();
  await scrollToEnd(page);
  expect(await coveringAt(page.getByRole('button', { name: 'Guardar WeLink' }))).toEqual([]);
  expect(await coveredControls(page)).toEqual([]);
  await expect(createButton(page)).toHaveCount(0);
});

test('at the end of History and of Ajustes no control lies under the floating buttons', async ({ page, request }) => {
  const bruno = await approvedMember(request, 'Bruno');
  const { post } = await asMember(request, bruno);
  for (let i = 1; i <= 6; i += 1) {
    await post('/api/items', { title: `Sitio ${i}`, category: 'Servicio', subcategory: 'Bar', rating: 4, comment: 'Bien', address: `Calle ${i}` });
  }
  await logIn(page, bruno.email, bruno.password);
  await expect(page).toHaveURL(/\/timeline$/);

  await navLink(page, 'Historial').click();
  await expect(page.getByRole('article').filter({ hasText: 'Sitio 1' })).toBeVisible();
  await expect(createButton(page)).toBeVisible();
  await scrollToEnd(page);
  expect(await coveredControls(page)).toEqual([]);

  await navLink(page, 'Ajustes').click();
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await scrollToEnd(page);
  expect(await coveredControls(page)).toEqual([]);
});

test('leaving a wizard with a draft by the navigation or back asks first; staying keeps the draft', async ({ page, request }) => {
  const carla = await approvedMember(request, 'Carla');
  await openSeriesWizard(page, carla);
  const draft = page.getByLabel('Nombre de la serie *');

  // The bottom navigation.
  await navLink(page, /Historial/).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar' });
  await expect(dialog.getByText(LEAVE_QUESTION)).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/new-welink\/service$/);
  await expect(draft).toHaveValue('Mi borrador');

  // The browser's back button.
  await page.goBack();
  await expect(dialog.getByText(LEAVE_QUESTION)).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/new-welink\/service$/);
  await expect(draft).toHaveValue('Mi borrador');

  // The top bar's settings link, confirmed this time.
  await page.getByRole('banner').getByRole('link', { name: /Ajustes/ }).click();
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(createButton(page)).toBeVisible();

  // Back from there returns to the wizard (a fresh one) without asking anything.
  await page.goBack();
  await expect(page).toHaveURL(/\/new-welink\/service$/);
  await expect(dialog).toHaveCount(0);
});

test('a question being edited asks before History takes it away; its Cancelar asks the same', async ({ page, request }) => {
  const dani = await approvedMember(request, 'Dani');
  const { post } = await asMember(request, dani);
  await post('/api/events', { title: '¿Dónde cenar hoy?', type: 'Question', description: '¿Dónde cenar hoy?', tags: [], items: [] });
  await logIn(page, dani.email, dani.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await navLink(page, 'Historial').click();

  const card = page.getByRole('article').filter({ hasText: '¿Dónde cenar hoy?' });
  await card.getByRole('button', { name: /^Editar\b/ }).click();
  await expect(page).toHaveURL(/\/new-welink\/question\/edit\/[\w-]+$/);
  await expect(createButton(page)).toHaveCount(0);
  const title = page.getByLabel('Pregunta *');
  await title.fill('¿Dónde cenar mañana?');

  await navLink(page, /Historial/).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar' });
  await expect(dialog.getByText(LEAVE_QUESTION)).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(title).toHaveValue('¿Dónde cenar mañana?');

  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog.getByText(LEAVE_QUESTION)).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(title).toHaveValue('¿Dónde cenar mañana?');

  // Back asks the same; confirmed, it goes back to History with the question unchanged.
  await page.goBack();
  await expect(dialog.getByText(LEAVE_QUESTION)).toBeVisible();
  await expect(page).toHaveURL(/\/new-welink\/question\/edit\/[\w-]+$/);
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('article').filter({ hasText: '¿Dónde cenar hoy?' })).toBeVisible();
});

test('a changed WeLink on /edit-event asks before leaving; an untouched one leaves at once', async ({ page, request }) => {
  const eva = await approvedMember(request, 'Eva');
  const { post } = await asMember(request, eva);
  const item = (await post('/api/items', { title: 'Casa Pepe', category: 'Servicio', subcategory: 'Bar', rating: 3, address: 'Calle Mayor 1' })) as { _id: string };
  await logIn(page, eva.email, eva.password);
  await expect(page).toHaveURL(/\/timeline$/);

  await page.goto(`/edit-event/${item._id}`);
  await expect(page.getByLabel('Título *')).toHaveValue('Casa Pepe');
  await expect(createButton(page)).toHaveCount(0);
  await navLink(page, /Guías/).click();
  await expect(page).toHaveURL(/\/lists$/);

  await page.goto(`/edit-event/${item._id}`);
  await page.getByLabel('Título *').fill('Casa Pepa');
  await navLink(page, /Guías/).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar' });
  await expect(dialog.getByText(LEAVE_QUESTION)).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page.getByLabel('Título *')).toHaveValue('Casa Pepa');
});

test('a password half typed in Ajustes asks before the navigation takes it away', async ({ page, request }) => {
  const fede = await approvedMember(request, 'Fede');
  await logIn(page, fede.email, fede.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await navLink(page, /Ajustes/).click();
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByLabel('Contraseña actual').fill(fede.password);

  await navLink(page, /Inicio/).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar' });
  await expect(dialog.getByText(LEAVE_QUESTION)).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page.getByLabel('Contraseña actual')).toHaveValue(fede.password);

  await navLink(page, /Inicio/).click();
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
});
