import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './testEnvironment.js';

let counter = 0;

export function newPerson(label: string) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    name: `${label} ${counter}`.slice(0, 20),
    email: `${label.toLowerCase()}-${unique}@example.com`,
    password: `clave-${unique}`,
    phone: String(600_000_000 + Math.floor(Math.random() * 99_999_999)),
  };
}

export type Person = ReturnType<typeof newPerson>;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { identifier: E2E.admin.email, password: E2E.admin.password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token as string;
}

/** The API as a member: one login, then each call must succeed and its JSON answer is returned. */
export async function asMember(request: APIRequestContext, person: Person) {
  const login = await request.post('/api/auth/login', { data: { identifier: person.email, password: person.password } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const call = async (method: 'GET' | 'POST', url: string, data?: object) => {
    const res = await request.fetch(url, { method, headers, ...(data ? { data } : {}) });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  return { post: (url: string, data: object) => call('POST', url, data), get: (url: string) => call('GET', url) };
}

/** An approved member, made through the public API as a person and an administrator would. */
export async function approvedMember(request: APIRequestContext, label: string): Promise<Person> {
  const person = newPerson(label);
  const signup = await request.post('/api/auth/signup', {
    data: { name: person.name, email: person.email, password: person.password, phone: { prefix: '+34', number: person.phone } },
  });
  expect(signup.status()).toBe(201);
  const token = await adminToken(request);
  const pending = await request.get('/api/admin/pending-users', { headers: { authorization: `Bearer ${token}` } });
  const user = ((await pending.json()).data as Array<{ _id: string; email: string }>).find((u) => u.email === person.email);
  expect(user).toBeTruthy();
  const approve = await request.put(`/api/admin/approve-user/${user?._id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(approve.ok()).toBe(true);
  return person;
}

/**
 * Logs in through the form. The onboarding tour would cover the Timeline where this lands, so
 * unless a journey asks for it (`withTour`), the page is told beforehand that it was already seen.
 */
export async function logIn(page: Page, identifier: string, password: string, { withTour = false }: { withTour?: boolean } = {}) {
  if (!withTour) {
    await page.addInitScript(() => {
      try {
        localStorage.setItem('hasSeenAppTour', 'true');
        localStorage.setItem('appTourVersion', '2.0');
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    });
  }
  await page.goto('/login');
  await page.getByLabel('Email o teléfono').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
