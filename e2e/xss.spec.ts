import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn, newPerson } from './support/accounts.js';
import { E2E } from './support/testEnvironment.js';

/**
 * Stored content is inert: every payload, if it ever ran, would set window.__xss or open
 * an alert. Each screen that shows it is visited and must show it as plain text.
 */
const XSS = {
  img: `<img src=x onerror="window.__xss='img';alert('img')">`,
  script: `<script>window.__xss='script';alert('script')</script>`,
  js: `javascript:window.__xss='js';alert('js')`,
  svg: `"><svg onload="window.__xss='svg';alert('svg')">`,
  tag: `<img src=x onerror=window.__xss=1>`,
  /** Names: 20 characters, the longest allowed. */
  name: `<svg/onload=alert()>`,
  pendingName: `<svg onload=alert()>`,
};

type Api = ReturnType<typeof api>;

function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'post' | 'put', url: string, data: object, status = 0) => {
    const res = await request[method](url, { data, headers });
    if (status) expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
    else expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  return {
    post: (url: string, data: object, status?: number) => call('post', url, data, status),
    put: (url: string, data: object) => call('put', url, data),
  };
}

async function tokenOf(request: APIRequestContext, identifier: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { identifier, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token as string;
}

/** A member named `name`, signed up through the API and, unless `pending`, approved by the administrator. */
async function signUp(request: APIRequestContext, name: string, pending = false) {
  const person = { ...newPerson('Xss'), name };
  const res = await request.post('/api/auth/signup', {
    data: { name, email: person.email, password: person.password, phone: { prefix: '+34', number: person.phone } },
  });
  expect(res.status()).toBe(201);
  if (pending) return { ...person, token: '', api: null as unknown as Api };
  const adminToken = await tokenOf(request, E2E.admin.email, E2E.admin.password);
  const admin = api(request, adminToken);
  const list = await request.get('/api/admin/pending-users', { headers: { authorization: `Bearer ${adminToken}` } });
  const user = ((await list.json()).data as Array<{ _id: string; email: string }>).find((u) => u.email === person.email);
  await admin.put(`/api/admin/approve-user/${user?._id}`, {});
  const token = await tokenOf(request, person.email, person.password);
  return { ...person, token, api: api(request, token) };
}

/** A page that records what a payload would do if it ran, and any CSP violation. */
async function watchedPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, dialogs, close: () => context.close() };
}

/** Nothing ran, nothing was injected, and every link is http(s), tel:, mailto: or the app's own. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  // Give an onerror or onload a moment to fire, were there an element to fire it.
  await page.waitForTimeout(300);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __csp: string[] };
    return {
      xss: w.__xss,
      csp: w.__csp,
      injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], [onclick]').length,
      scripts: Array.from(document.scripts).filter((s) => !s.src || s.textContent?.includes('__xss')).length,
      hrefs: Array.from(document.querySelectorAll('[href]')).map((a) => a.getAttribute('href') ?? ''),
    };
  });
  expect(state.xss, where).toBeUndefined();
  expect(dialogs, where).toEqual([]);
  expect(state.csp, where).toEqual([]);
  expect(state.injected, where).toBe(0);
  expect(state.scripts, where).toBe(0);
  for (const href of state.hrefs) expect(href, where).toMatch(/^(https?:\/\/|tel:|mailto:|\/(?!\/)|#)/i);
}

test('payloads stored in every text field render as text on every screen', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const asker = await signUp(request, XSS.name);
  const answerer = await signUp(request, 'Respondona');
  await signUp(request, XSS.pendingName, true);

  // They connect both ways.
  const sent = await asker.api.post('/api/users/follow-request', { identifier: answerer.email });
  await answerer.api.post(`/api/users/follow-request/${sent.request._id}/accept`, {});

  // Links that are not http(s) are refused where they are stored.
  await asker.api.post('/api/items', { title: 'Con enlace', category: 'Servicio', website: XSS.js }, 400);
  await asker.api.post('/api/items', { title: 'Con fuente', category: 'Servicio', externalRefs: [{ provider: 'tmdb', url: XSS.js }] }, 400);
  await asker.api.post('/api/items', { title: 'Con póster', category: 'Servicio', externalRefs: [{ provider: 'tmdb', thumbnail: 'data:image/svg+xml,<svg onload=alert(1)>' }] }, 400);

  const item = await asker.api.post('/api/items', {
    title: `Bar ${XSS.img}`,
    category: 'Servicio',
    subcategory: XSS.tag,
    rating: 4,
    comment: XSS.script,
    address: XSS.svg,
    website: 'https://bar.example/',
    tags: [XSS.tag],
  });
  const question = await asker.api.post('/api/events', { title: `¿Dónde? ${XSS.svg}`, type: 'Question', description: XSS.script, tags: [XSS.tag] });
  const guide = await asker.api.post('/api/lists', { name: XSS.img, description: XSS.script, tags: [XSS.tag] });
  await asker.api.post(`/api/lists/${guide._id}/items`, { itemId: item._id });

  const answerItem = await answerer.api.post('/api/items', { title: XSS.js, category: 'Servicio', rating: 5, comment: XSS.img });
  await answerer.api.post('/api/responses', { eventId: question._id, text: XSS.svg, items: [{ itemId: answerItem._id, rating: 5, comment: XSS.script }] });
  await asker.api.post('/api/issues', { type: 'bug', title: XSS.img, description: `${XSS.script}\n${XSS.svg}`, url: '/timeline' });

  // The asker: History (her WeLink and her question), the detail, the responses, her guide.
  const a = await watchedPage(browser);
  await logIn(a.page, asker.email, asker.password);
  await expect(a.page).toHaveURL(/\/timeline$/);
  await shows(a.page, XSS.js);
  await expectInert(a.page, a.dialogs, 'asker timeline');

  await a.page.getByRole('navigation').getByRole('link', { name: /Historial/ }).click();
  const mine = a.page.getByRole('article').filter({ hasText: `Bar ${XSS.img}` });
  await expect(mine).toBeVisible();
  await shows(mine, XSS.script);
  const asked = a.page.getByRole('article').filter({ hasText: `¿Dónde? ${XSS.svg}` });
  await expect(asked).toBeVisible();
  await expectInert(a.page, a.dialogs, 'asker history');

  await asked.getByRole('button', { name: /respuestas/i }).first().click();
  const responses = a.page.getByRole('dialog');
  await shows(responses, XSS.svg);
  await shows(responses, XSS.script);
  await shows(responses, XSS.js);
  await expectInert(a.page, a.dialogs, 'asker responses');
  await a.page.keyboard.press('Escape');

  await a.page.getByRole('navigation').getByRole('link', { name: /Guías/ }).click();
  const guideCard = a.page.getByRole('article', { name: XSS.img, exact: true });
  await expect(guideCard).toBeVisible();
  await shows(guideCard, XSS.script);
  await shows(guideCard, `Bar ${XSS.img}`);
  await expectInert(a.page, a.dialogs, 'asker guides');
  await a.close();

  // The answerer: her Timeline shows the asker's WeLink and question; the detail opens.
  const b = await watchedPage(browser);
  await logIn(b.page, answerer.email, answerer.password);
  await expect(b.page).toHaveURL(/\/timeline$/);
  await shows(b.page, `¿Dónde? ${XSS.svg}`);
  await shows(b.page, XSS.name);
  await expectInert(b.page, b.dialogs, 'answerer timeline');
  await b.page.getByRole('button', { name: new RegExp(`Bar ${escapeRegExp(XSS.img)}`) }).first().click();
  const detail = b.page.getByRole('dialog');
  await shows(detail, XSS.script);
  await shows(detail, XSS.svg);
  await expectInert(b.page, b.dialogs, 'answerer detail');
  await b.close();

  // The administrator: the feedback screen and the pending members.
  const admin = await watchedPage(browser);
  await logIn(admin.page, E2E.admin.email, E2E.admin.password);
  await expect(admin.page).toHaveURL(/\/timeline$/);
  await admin.page.goto('/admin/issues');
  await shows(admin.page, XSS.img);
  await expectInert(admin.page, admin.dialogs, 'admin feedback');
  await admin.page.goto('/admin/pending-users');
  await shows(admin.page, XSS.pendingName);
  await expectInert(admin.page, admin.dialogs, 'admin pending members');
  await admin.close();
});

test('the built app is served under a strict policy with no inline script', async ({ request }) => {
  const res = await request.get('/timeline');
  expect(res.status()).toBe(200);
  const headers = res.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp.split(';')).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="\/assets\//);
    expect(body?.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
});

/** `text` is on screen exactly as stored (the same text may show in more than one place). */
async function shows(scope: Page | Locator, text: string) {
  await expect(scope.getByText(text, { exact: true }).first()).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
