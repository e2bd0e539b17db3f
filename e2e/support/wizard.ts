import { expect, type Page } from '@playwright/test';
import { logIn, type asMember, type Person } from './accounts.js';

/** A transparent 1×1 PNG: every map tile, so the journeys never leave the machine. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export async function stubMapTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
}

export type MemberApi = Awaited<ReturnType<typeof asMember>>;

/** One asks, the other accepts: both follow each other. */
export async function connect(asker: MemberApi, other: MemberApi, otherPerson: Person) {
  await asker.post('/api/users/follow-request', { identifier: otherPerson.email });
  const received = (await other.get('/api/users/follow-requests')) as Array<{ _id: string }>;
  for (const { _id } of received) await other.post(`/api/users/follow-request/${_id}/accept`, {});
}

export async function openWizard(page: Page, person: Person) {
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/new-welink/service');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo WeLink' })).toBeVisible();
}

export async function chooseCategory(page: Page, name: string) {
  const combobox = page.getByRole('combobox', { name: 'Categoría *' });
  await combobox.fill(name.slice(0, 4));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cambiar categoría' })).toBeVisible();
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Rates on the rating step and confirms the save; the caller checks the message. */
export async function rateAndConfirm(page: Page, stars: string) {
  await expect(stepHeading(page, 'Tu valoración')).toBeVisible();
  await page.getByRole('radio', { name: stars }).click();
  await page.getByRole('button', { name: 'Guardar WeLink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, guardar' }).click();
}
