import { expect, test, type Page } from '@playwright/test';
import domainEnglish from '@welink/domain/i18n/en.json' with { type: 'json' };
import { approvedMember, logIn } from './support/accounts.js';

/** A message id left on screen ("settings.title"): what a missing translation would show (ADR 0027). */
async function expectNoRawIds(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(app|nav|time|landing|login|settings|timeline)\.[a-z][A-Za-z.]+\b/);
}

test.describe('a browser in English', () => {
  test.use({ locale: 'en-US' });

  test('a visitor reads the public pages and the server’s errors in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email or phone').fill('nadie@example.com');
    await page.getByLabel('Password', { exact: true }).fill('una-clave-cualquiera');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(domainEnglish['messages.loginFailedFallback'])).toBeVisible();
    await expectNoRawIds(page);
  });

  test('the app Chromium would install is described and has its shortcuts in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(url).toMatch(/\/manifest\.en\.webmanifest$/);
    const manifest = JSON.parse(data ?? '{}');
    expect(manifest).toMatchObject({ lang: 'en', start_url: '/timeline', description: 'Save, rate and share recommendations with your family and friends.' });
    expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['New WeLink', 'Ask']);
  });
});

test('a member switches to English in Settings and the app, and their next login, follow', async ({ page, request, browser }, testInfo) => {
  const member = await approvedMember(request, 'Irene');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/settings');
  await page.getByLabel('Idioma de WeLink').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation').getByText('History')).toBeVisible();
  await expectNoRawIds(page);

  await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByText('No events to show')).toBeVisible();
  await expectNoRawIds(page);

  // Another device in Spanish: the login brings the member's English.
  const other = await browser.newContext({ locale: 'es-ES', baseURL: testInfo.project.use.baseURL });
  const elsewhere = await other.newPage();
  await logIn(elsewhere, member.email, member.password);
  await expect(elsewhere).toHaveURL(/\/timeline$/);
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
  await expect(elsewhere.getByText('No events to show')).toBeVisible();
  await other.close();

  await page.goto('/settings');
  await page.getByLabel("WeLink's language").selectOption('browser');
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
});
