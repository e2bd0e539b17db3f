import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { approvedMember, logIn, type Person } from './support/accounts.js';

/**
 * The Timeline follows the live signal (issue 32): a followed member's new WeLink shows when the
 * reader comes back to the Timeline, appears at once when she is at the top, waits behind a
 * "N nuevos" pill when she is scrolled down; and relative times move on while the screen is open.
 */

async function tokenOf(request: APIRequestContext, person: Person): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { identifier: person.email, password: person.password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token as string;
}

/** Ana follows Bruno through the API (request, then his acceptance); returns Bruno's WeLink publisher. */
async function anaFollowsBruno(request: APIRequestContext, ana: Person, bruno: Person) {
  const anaToken = await tokenOf(request, ana);
  const brunoHeaders = { authorization: `Bearer ${await tokenOf(request, bruno)}` };
  const asked = await request.post('/api/users/follow-request', {
    data: { identifier: bruno.email },
    headers: { authorization: `Bearer ${anaToken}` },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const received = (await (await request.get('/api/users/follow-requests', { headers: brunoHeaders })).json()) as Array<{ _id: string }>;
  for (const { _id } of received) {
    const accepted = await request.post(`/api/users/follow-request/${_id}/accept`, { headers: brunoHeaders });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  return async (title: string) => {
    const res = await request.post('/api/items', {
      data: { title, category: 'Servicio', subcategory: 'Bar', rating: 4, comment: 'Muy recomendable' },
      headers: brunoHeaders,
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
}

const nav = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name });
const eventCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('button', { name: title, exact: true }) });

test('a followed member’s new WeLink shows on the Timeline after the live signal: coming back, at the top and behind the pill', async ({ browser, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const publish = await anaFollowsBruno(request, ana, bruno);
  // Enough earlier WeLinks for the Timeline to scroll on a phone.
  for (let n = 1; n <= 8; n += 1) await publish(`Bar antiguo ${n}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  const feedRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/events/following')) feedRequests.push(new URL(r.url()).search);
  });
  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(eventCard(page, 'Bar antiguo 8')).toBeVisible();
  // Keeping current costs the first load nothing: the first page, and the navigation's newest event.
  // (The live stream never lets the network go idle: a second is long enough for a third request to show.)
  await expect.poll(() => feedRequests.length).toBe(2);
  await page.waitForTimeout(1000);
  expect(feedRequests.sort()).toEqual(['', '?limit=1']);

  // Ana goes to Historial; Bruno publishes; the dot appears on Inicio; Ana taps Inicio and sees it.
  await nav(page, /Historial/).click();
  await expect(page).toHaveURL(/\/history$/);
  await publish('Taberna Nueva');
  await expect(nav(page, /Inicio/)).toContainText('hay eventos nuevos');
  await nav(page, /Inicio/).click();
  await expect(eventCard(page, 'Taberna Nueva')).toBeVisible();

  // At the top of the Timeline, the next one appears by itself, first in the list.
  await publish('Café de la Mañana');
  await expect(eventCard(page, 'Café de la Mañana')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Eventos de tus contactos' }).getByRole('article').first()).toContainText('Café de la Mañana');
  // Shown is seen: leaving the Timeline now lights no dot.
  await nav(page, /Historial/).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'Historial' })).toBeAttached();
  await expect(nav(page, /Inicio/)).not.toContainText('hay eventos nuevos');
  await nav(page, /Inicio/).click();
  await expect(eventCard(page, 'Café de la Mañana')).toBeVisible();

  // Scrolled down, new events wait behind a pill that does not move what she is reading.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await publish('Vermutería del Barrio');
  await publish('Bodega Central');
  const pill = page.getByRole('button', { name: '2 nuevos' });
  await expect(pill).toBeVisible();
  await expect(page.getByText('Vermutería del Barrio')).toHaveCount(0);
  await pill.click();
  await expect(eventCard(page, 'Bodega Central')).toBeInViewport();
  await expect(eventCard(page, 'Vermutería del Barrio')).toBeVisible();
  await expect(pill).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await context.close();
});

test('relative times on the Timeline and History move on while they stay open', async ({ browser, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const publish = await anaFollowsBruno(request, ana, bruno);
  await publish('Bar del Reloj');
  const own = await request.post('/api/items', {
    data: { title: 'Mi bar', category: 'Servicio', subcategory: 'Bar', rating: 5 },
    headers: { authorization: `Bearer ${await tokenOf(request, ana)}` },
  });
  expect(own.ok()).toBe(true);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await logIn(page, ana.email, ana.password);
  const card = eventCard(page, 'Bar del Reloj');
  await expect(card.locator('time')).toHaveText('hace unos segundos');
  await page.clock.fastForward('03:05');
  await expect(card.locator('time')).toHaveText('hace 3 minutos');

  await nav(page, /Historial/).click();
  const mine = page.getByRole('article').filter({ hasText: 'Mi bar' });
  await expect(mine.locator('time')).toHaveText('hace 3 minutos');
  await page.clock.fastForward('02:00');
  await expect(mine.locator('time')).toHaveText('hace 5 minutos');
  await context.close();
});
