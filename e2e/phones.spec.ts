import { expect, test, type Page } from '@playwright/test';
import { approvedMember, logIn, newPerson } from './support/accounts.js';

/*
 * Phone numbers as people type them: without a country code, with spaces, with the national
 * trunk 0. Every path reads them with the member's own prefix (all members here are +34).
 */

/** A transparent 1×1 PNG: every map tile of the wizard. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.use({ geolocation: { latitude: 40.4168, longitude: -3.7038 }, permissions: ['geolocation'] });

/** "612345678" → "612 345 678", as a phone's address book shows it. */
const spaced = (digits: string) => digits.replace(/(\d{3})(?=\d)/g, '$1 ');

async function openContacts(page: Page) {
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('navigation').getByRole('link', { name: /Contactos/ }).click();
}

async function search(page: Page, query: string) {
  await page.getByLabel('Nombre, email o teléfono').fill(query);
  await page.getByLabel('Nombre, email o teléfono').press('Enter');
}

test('imported contacts without a country code are matched and invited with the member’s prefix', async ({ page, request }) => {
  const viewer = await approvedMember(request, 'Importa');
  const friend = await approvedMember(request, 'Amiga');

  await page.addInitScript((contacts) => {
    Object.defineProperty(navigator, 'contacts', { configurable: true, value: { select: async () => contacts } });
    Object.defineProperty(window, 'ContactsManager', { configurable: true, value: function ContactsManager() {} });
  }, [
    { name: ['Amiga sin prefijo'], tel: [spaced(friend.phone)], email: [] },
    { name: ['Vecina sin prefijo'], tel: ['699 000 222'], email: [] },
  ]);

  await logIn(page, viewer.email, viewer.password);
  await openContacts(page);
  await page.getByRole('tab', { name: 'Mis Contactos' }).click();
  await page.getByRole('button', { name: 'Importar contactos del dispositivo' }).click();

  const list = page.getByRole('list', { name: 'Contactos importados' });
  await expect(list.getByRole('button', { name: 'Conectar con Amiga sin prefijo' })).toBeVisible();
  await expect(list.getByRole('link', { name: /Invitar a Vecina sin prefijo por WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/34699000222\?text=.*%2Fsignup$/,
  );
});

test('searching a number without +34 finds the member; an unknown one is invited at its full number', async ({ page, request }) => {
  const viewer = await approvedMember(request, 'Busca');
  const friend = await approvedMember(request, 'Amigo');

  await logIn(page, viewer.email, viewer.password);
  await openContacts(page);
  await search(page, friend.phone);
  const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
  await expect(results.getByRole('button', { name: `Conectar con ${friend.name}` })).toBeVisible();
  await expect(results).toContainText(`+34 ${friend.phone}`);

  await search(page, '699 000 222');
  await expect(page.getByText('Nadie en WeLink usa el teléfono +34 699 00 02 22. ¿Le invitas?')).toBeVisible();
  await expect(page.getByRole('link', { name: /Invitar por WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/34699000222\?text=/);
});

test('a member who signed up with the national trunk 0 logs in with the E.164 number', async ({ browser, request }) => {
  const person = newPerson('Reino');
  const signup = await request.post('/api/auth/signup', {
    // 07911 1xxxxx: a UK mobile range (not every 07911 number is assigned).
    data: { name: person.name, email: person.email, password: person.password, phone: { prefix: '+44', number: `07911 1${person.phone.slice(4)}` } },
  });
  expect(signup.status()).toBe(201);
  const international = `+4479111${person.phone.slice(4)}`;

  // The pending account is told as pending when logging in with the E.164 number: the two agree.
  const page = await (await browser.newContext()).newPage();
  await logIn(page, international, person.password);
  await expect(page.getByText('Tu cuenta está pendiente de aprobación por el administrador')).toBeVisible();
});

test('the wizard refuses a phone that is not a phone, and the server does too', async ({ page, request }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  const ana = await approvedMember(request, 'Ana');
  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('link', { name: 'Crear WeLink' }).click();
  await page.getByRole('link', { name: 'Guardar un servicio' }).click();
  const combobox = page.getByRole('combobox', { name: 'Categoría *' });
  await combobox.fill('Dent');
  await page.getByRole('option', { name: 'Dentista', exact: true }).click();

  await page.getByLabel('Nombre *').fill('Clínica Sonrisa');
  await page.getByLabel('Teléfono').fill('no es un teléfono');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Introduce un teléfono válido, por ejemplo +34 600 123 456')).toBeVisible();
  await expect(page.getByLabel('Teléfono')).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu valoración' })).toHaveCount(0);

  await page.getByLabel('Teléfono').fill('913 65 32 52');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu valoración' })).toBeVisible();

  const login = await request.post('/api/auth/login', { data: { identifier: ana.email, password: ana.password } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const refused = await request.post('/api/items', { headers, data: { title: 'Clínica Sonrisa', category: 'Servicio', phone: 'no es un teléfono' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toMatch(/teléfono/);
});

test('sign-up ends with a Spanish confirmation', async ({ browser }) => {
  const person = newPerson('Lucia');
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signup');
  await page.getByLabel('Nombre de usuario').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Número').fill(spaced(person.phone));
  await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('Gracias por registrarte. Tu solicitud está pendiente de aprobación por el administrador')).toBeVisible();
  await expect(page.getByText(/Thanks for registering/)).toHaveCount(0);
});

test('a member who searches the email of an account pending approval is told so, not offered an invitation', async ({ page, request }) => {
  const viewer = await approvedMember(request, 'Busca');
  const pending = newPerson('Pendiente');
  const signup = await request.post('/api/auth/signup', {
    data: { name: pending.name, email: pending.email, password: pending.password, phone: { prefix: '+34', number: pending.phone } },
  });
  expect(signup.status()).toBe(201);

  await logIn(page, viewer.email, viewer.password);
  await openContacts(page);
  await search(page, pending.email);
  const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
  await expect(results.getByText('Pendiente de aprobación')).toBeVisible();
  await expect(page.getByRole('link', { name: /Invitar por email/ })).toHaveCount(0);
  await expect(results.getByRole('button', { name: /Conectar/ })).toHaveCount(0);

  // By phone, without +34, the same.
  await search(page, pending.phone);
  await expect(results.getByText('Pendiente de aprobación')).toBeVisible();
  await expect(page.getByRole('link', { name: /Invitar por WhatsApp/ })).toHaveCount(0);
});
