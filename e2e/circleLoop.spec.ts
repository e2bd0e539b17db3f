import { expect, test, type APIRequestContext } from '@playwright/test';
import { approvedMember, asMember, logIn, type Person } from './support/accounts.js';

const RESTAURANT = { category: 'Servicio', subcategory: 'Restaurante' } as const;

async function rateAs(request: APIRequestContext, person: Person, itemId: string, rating: number) {
  const login = await request.post('/api/auth/login', { data: { identifier: person.email, password: person.password } });
  const res = await request.patch(`/api/items/${itemId}`, {
    headers: { authorization: `Bearer ${(await login.json()).token as string}` },
    data: { rating },
  });
  expect(res.ok()).toBe(true);
}

test('Carla takes a suggestion from Para ti and rates it: Ana’s hit rate appears on her card and Timeline, and Para ti drops it', async ({
  page,
  request,
}) => {
  const ana = await approvedMember(request, 'Ana');
  const carla = await approvedMember(request, 'Carla');
  const anaApi = await asMember(request, ana);
  const carlaApi = await asMember(request, carla);
  await carlaApi.post('/api/users/follow-request', { identifier: ana.email });
  const [fromCarla] = (await anaApi.get('/api/users/follow-requests')) as Array<{ _id: string }>;
  await anaApi.post(`/api/users/follow-request/${fromCarla!._id}/accept`, {});
  const me = (await anaApi.get('/api/users/me')) as { _id: string };
  for (const title of ['Casa Sol', 'La Tasca', 'El Faro']) await anaApi.post('/api/items', { title, ...RESTAURANT, rating: 5 });

  // Two of Ana's recommendations already taken and rated: under three, so no figure yet.
  for (const [title, rating] of [['La Tasca', 5], ['El Faro', 4]] as const) {
    const taken = (await carlaApi.post('/api/items', { title, ...RESTAURANT, status: 'pending_rating', recommendedBy: me._id })) as { _id: string };
    await rateAs(request, carla, taken._id, rating);
  }

  await logIn(page, carla.email, carla.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/contacts');
  const anaCard = page.getByRole('listitem').filter({ hasText: ana.name });
  await expect(anaCard.getByRole('link', { name: `Pendientes en común con ${ana.name}` })).toBeVisible();
  await expect(anaCard.getByText(/Lo que te recomienda/)).toHaveCount(0);

  await page.goto('/para-ti');
  const suggestions = page.getByRole('list', { name: 'Recomendaciones para ti' });
  await expect(suggestions.getByRole('heading', { name: 'Casa Sol' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar como pendiente: Casa Sol' }).click();
  await expect(page.getByText(/«Casa Sol»/)).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: /Historial/ }).click();
  await page.getByRole('button', { name: /Valorar.*Casa Sol/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Valoración' });
  await dialog.getByRole('radio', { name: '5 estrellas' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation').getByRole('link', { name: /Contactos/ }).click();
  await expect(anaCard.getByText(`Lo que te recomienda ${ana.name}: 4,7★ de media en 3 WeLinks`)).toBeVisible();
  await expect(anaCard.getByText('te suele acertar')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: /Inicio/ }).click();
  const anasWeLink = page.getByRole('article').filter({ hasText: 'Casa Sol' }).filter({ hasText: ana.name }).first();
  await expect(anasWeLink.getByText('te suele acertar')).toBeVisible();

  await page.goto('/para-ti');
  await expect(page.getByText(/Aún no hay recomendaciones para ti/)).toBeVisible();
});
