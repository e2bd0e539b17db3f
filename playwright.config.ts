import { defineConfig } from '@playwright/test';
import { E2E } from './e2e/support/testEnvironment.js';

/**
 * Journeys whose outcome does not depend on the database: rendering and form behaviour (layout,
 * dialogs, maps, hostile text, phone numbers, render speed), the wizard's client-side rules, and
 * the installable and offline app (the service worker and the browser's storage). The API
 * answers them the same on either database, and the server's tests run on both, so the
 * PostgreSQL pass (`npm run test:db`, E2E_DATA_ONLY=1) leaves them to the PGlite pass.
 */
const SAME_ON_EITHER_DATABASE = [
  'guard', 'longWords', 'labels', 'desktop', 'xss', 'timelinePerf', 'map', 'dialogs', 'forms',
  'phones', 'wizard', 'wizardData', 'contract', 'guideMap', 'pwa', 'offline', 'shell',
].map((name) => `${name}.spec.ts`);

/** Browser journeys in Debian's Chromium against the built app (`npm run test:e2e` builds it first). */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: process.env.E2E_DATA_ONLY ? SAME_ON_EITHER_DATABASE : [],
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.baseUrl,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
