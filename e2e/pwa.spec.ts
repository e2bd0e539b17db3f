import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { approvedMember, logIn } from './support/accounts.js';
import { E2E } from './support/testEnvironment.js';

const SHOTS = '/tmp/pwa-shots';

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The page's worker once it is active and controls the page. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('WeLink installs as an app: a valid manifest, a worker that controls the page, and Chromium finds nothing missing', async ({ request }) => {
  // Chromium never offers to install from an incognito window, which every test context is: this one
  // has a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL: E2E.baseUrl,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()), request);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page, request: APIRequestContext) {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toBe('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'WeLink',
    short_name: 'WeLink',
    lang: 'es',
    start_url: '/timeline',
    display: 'standalone',
    theme_color: '#1d4ed8',
    background_color: '#f5f7fb',
  });
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ['Nuevo WeLink', '/new-welink/service'],
    ['Preguntar', '/new-welink/question'],
  ]);
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string; type: string }>;
  for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
    const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeTruthy();
    const file = await request.get(icon!.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(sizes);
  }

  // Registered on start, for a visitor too; after a reload the worker answers the page.
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');

  // Chromium's own verdict, as its install button uses it.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const appManifest = await cdp.send('Page.getAppManifest');
  expect(appManifest.errors).toEqual([]);
  expect(appManifest.url).toMatch(/\/manifest\.webmanifest$/);

  // The worker leaves what the server answers itself to the server: the API docs, a published guide.
  const docs = await page.goto('/api/docs');
  expect(docs?.ok()).toBe(true);
  await expect(page.locator('#root')).toHaveCount(0);
  const guide = await page.goto('/g/no-existe');
  expect(guide?.status()).toBe(404);
  // And answers the app's own routes with the app, from what it keeps.
  const screen = await page.goto('/privacy');
  expect(screen?.fromServiceWorker()).toBe(true);
  await expect(page.locator('#root')).toHaveCount(1);
}

/**
 * The e2e server with a switch: once `version` goes up, /sw.js answers a different script, as after a
 * deploy. Everything else passes through as it is (the live-updates stream too).
 */
async function startDeployProxy(target: string) {
  const upstream = new URL(target);
  const state = { version: 1 };
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host, ...(req.headers.origin ? { origin: upstream.origin } : {}) };
    const isWorker = req.url === '/sw.js' && state.version > 1;
    // The whole script, as it is: not compressed, and never a 304 to the browser's conditional check.
    if (isWorker) for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since'] as const) delete headers[name];
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      if (!isWorker || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = `${Buffer.concat(chunks).toString('utf8')}\n// versión ${state.version}\n`;
        res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => {
      state.version += 1;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The page notices the new sw.js as it does when its tab comes back into view. */
async function lookForUpdate(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

test('a new version is offered, never forced: Actualizar asks before a typed question is dropped, and then updates', async ({ browser, request }) => {
  const proxy = await startDeployProxy(E2E.baseUrl);
  const context = await browser.newContext({ baseURL: proxy.url, locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const eva = await approvedMember(request, 'Eva');
    await logIn(page, eva.email, eva.password);
    await expect(page).toHaveURL(/\/timeline$/);
    await controllingWorker(page);

    await page.getByRole('link', { name: 'Crear WeLink' }).click();
    await page.getByRole('link', { name: 'Hacer una pregunta' }).click();
    const question = page.getByLabel('Pregunta *');
    const typed = '¿Quién conoce un buen fontanero en Chamberí?';
    await question.fill(typed);

    proxy.deploy();
    await lookForUpdate(page);
    // The live region stays on the page; the banner is what it holds.
    const banner = page.getByRole('status').getByText('Nueva versión disponible');
    await expect(banner).toBeVisible();
    const update = page.getByRole('status').getByRole('button', { name: 'Actualizar' });
    await expect(update).toBeVisible();

    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/update-banner-390x844.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/update-banner-1280x800.png` });
    await page.setViewportSize({ width: 390, height: 844 });

    // Nothing happens on its own: the question stays, the old version keeps the page.
    await page.waitForTimeout(1000);
    await expect(question).toHaveValue(typed);

    // Actualizar goes through the form's leave question; «Seguir editando» keeps everything.
    await update.click();
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText('Se perderán los datos no guardados.');
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(ask).toBeHidden();
    await expect(question).toHaveValue(typed);
    await expect(banner).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

    // Said yes: the new version takes over and the page reloads into it, with no second question.
    await update.click();
    await Promise.all([page.waitForEvent('load'), ask.getByRole('button', { name: 'Sí, cancelar' }).click()]);
    await expect(page).toHaveURL(/\/new-welink\/question$/);
    await expect(page.getByLabel('Pregunta *')).toHaveValue('');
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

    // With nothing typed, Actualizar reloads into the next version at once.
    await page.goto('/timeline');
    await controllingWorker(page);
    proxy.deploy();
    await lookForUpdate(page);
    await expect(banner).toBeVisible();
    await Promise.all([page.waitForEvent('load'), update.click()]);
    await expect(page).toHaveURL(/\/timeline$/);
    await expect(banner).toHaveCount(0);
  } finally {
    await context.close();
    await proxy.close();
  }
});
