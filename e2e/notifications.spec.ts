import { expect, test } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';

test('Ana recommends, Bruno saves and rates: Ana sees each notification and the count arrive without reloading', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const anaApi = await asMember(request, ana);
  const brunoApi = await asMember(request, bruno);
  await anaApi.post('/api/users/follow-request', { identifier: bruno.email });
  const [fromAna] = (await brunoApi.get('/api/users/follow-requests')) as Array<{ _id: string; from: { _id: string } }>;
  await brunoApi.post(`/api/users/follow-request/${fromAna!._id}/accept`, {});
  await anaApi.post('/api/items', { title: 'Casa Sol', category: 'Servicio', subcategory: 'Restaurante', rating: 5 });

  await logIn(page, ana.email, ana.password);
  const avisos = page.getByRole('navigation').getByRole('link', { name: /Avisos/ });
  await expect(avisos).toContainText('1');
  await avisos.click();
  await expect(page.getByRole('heading', { name: 'Notificaciones' })).toBeVisible();
  await expect(page.getByText(`${bruno.name} aceptó tu solicitud de conexión`)).toBeVisible();

  const saved = (await brunoApi.post('/api/items', {
    title: 'Casa Sol',
    category: 'Servicio',
    subcategory: 'Restaurante',
    status: 'pending_rating',
    recommendedBy: fromAna!.from._id,
  })) as { _id: string };
  await expect(page.getByText(`${bruno.name} guardó «Casa Sol» de tu historial`)).toBeVisible();
  await expect(avisos).toContainText('2');

  const login = await request.post('/api/auth/login', { data: { identifier: bruno.email, password: bruno.password } });
  const rated = await request.patch(`/api/items/${saved._id}`, {
    headers: { authorization: `Bearer ${(await login.json()).token as string}` },
    data: { rating: 4 },
  });
  expect(rated.ok()).toBe(true);
  const notice = page.getByRole('button', { name: new RegExp(`${bruno.name} valoró con 4★ «Casa Sol», que le recomendaste`) });
  await expect(notice).toBeVisible();
  await expect(avisos).toContainText('3');

  // Tapping it opens the WeLink and marks it read.
  await notice.click();
  await expect(page.getByRole('dialog').getByText('Casa Sol').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(avisos).toContainText('2');
});
