import { expect, test, type Page, type Request } from '@playwright/test';
import { approvedMember, logIn } from './support/accounts.js';

/** Flags of the browser, not of a session: the only keys allowed to survive a logout. */
const DEVICE_KEYS = ['appTourVersion', 'hasSeenAppTour'];

const storage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage),
  }));

test('logout forgets the token, the cache and the live stream; Back shows nothing private', async ({ page, request }) => {
  const eva = await approvedMember(request, 'Eva');
  const login = await request.post('/api/auth/login', { data: { identifier: eva.email, password: eva.password } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const secret = `Mi sitio secreto ${Date.now().toString(36)}`;
  const created = await request.post('/api/items', { data: { title: secret, category: 'Servicio', rating: 4, comment: 'Solo para mí' }, headers });
  expect(created.ok()).toBe(true);

  const liveStreams: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/live') liveStreams.push(r);
  });

  await logIn(page, eva.email, eva.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('navigation').getByRole('link', { name: /Historial/ }).click();
  await expect(page.getByRole('article').filter({ hasText: secret })).toBeVisible();
  expect((await storage(page)).local).toContain('token');
  await expect.poll(() => liveStreams.length).toBeGreaterThan(0);
  const stream = liveStreams.at(-1)!;
  const streamEnded = new Promise<string | null>((resolve) => {
    page.on('requestfailed', (r) => r === stream && resolve(r.failure()?.errorText ?? null));
    page.on('requestfinished', (r) => r === stream && resolve('finished'));
  });

  const afterLogout: Request[] = [];
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  page.on('request', (r) => afterLogout.push(r));
  await expect(page).toHaveURL(/\/login$/);

  const left = await storage(page);
  expect(left.session).toEqual([]);
  expect(left.local.filter((key) => !DEVICE_KEYS.includes(key))).toEqual([]);
  // The stream of live signals was closed by the browser, not left open for the next person.
  expect(await streamEnded).toMatch(/ABORTED|finished/);

  // Back through the member's pages (History, then the Timeline): each sends to /login and shows nothing of hers.
  for (let i = 0; i < 2; i++) {
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByText(eva.email)).toHaveCount(0);
  }
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(secret)).toHaveCount(0);

  expect(afterLogout.filter((r) => r.headers().authorization).map((r) => r.url())).toEqual([]);
  expect(afterLogout.filter((r) => new URL(r.url()).pathname === '/api/live').map((r) => r.url())).toEqual([]);
});

test('the list of common passwords loads only where a password is chosen, and sign-up refuses one', async ({ page }) => {
  const scriptsWithList: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    if ((await res.text()).includes('qwerty123')) scriptsWithList.push(new URL(res.url()).pathname);
  });

  for (const path of ['/', '/login', '/forgot-password']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scriptsWithList).toEqual([]);

  await page.goto('/signup');
  await page.getByLabel('Nombre de usuario').fill('Común');
  await page.getByLabel('Email').fill(`comun-${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Número').fill('612345678');
  await page.getByLabel('Contraseña', { exact: true }).fill('Password1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('Esa contraseña es demasiado común. Elige otra.')).toBeVisible();
  expect(scriptsWithList.length).toBeGreaterThan(0);
});
