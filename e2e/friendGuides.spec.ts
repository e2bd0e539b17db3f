import { expect, test } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';

const FILM = { category: 'Película' } as const;

test("Bruno opens Ana's public guide from Contactos, sees how much of it he has visited and saves the rest as pending", async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bruno = await approvedMember(request, 'Bruno');
  const anaApi = await asMember(request, ana);
  const brunoApi = await asMember(request, bruno);
  await brunoApi.post('/api/users/follow-request', { identifier: ana.email });
  const [fromBruno] = (await anaApi.get('/api/users/follow-requests')) as Array<{ _id: string }>;
  await anaApi.post(`/api/users/follow-request/${fromBruno!._id}/accept`, {});

  // Ana makes a public guide of three films; Bruno has already rated one of them.
  const ids: string[] = [];
  for (const title of ['Dune', 'Heat', 'Solaris']) ids.push(((await anaApi.post('/api/items', { title, ...FILM, rating: 5 })) as { _id: string })._id);
  await anaApi.post('/api/lists', { name: 'Cine para el finde', description: 'Tres que no fallan', isPublic: true, itemIds: ids });
  await anaApi.post('/api/lists', { name: 'Solo para mí', isPublic: false, itemIds: ids });
  await brunoApi.post('/api/items', { title: 'dune', ...FILM, rating: 4 });

  await logIn(page, bruno.email, bruno.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('navigation').getByRole('link', { name: /Contactos/ }).click();
  await page.getByRole('tab', { name: 'Mis Contactos' }).click();
  await page.getByRole('link', { name: `Guías de ${ana.name}` }).click();
  await expect(page).toHaveURL(/\/contacts\/[^/]+\/guias$/);
  await expect(page.getByRole('heading', { level: 1, name: `Guías de ${ana.name}` })).toBeVisible();

  // Only the public guide shows; it opens with Bruno's progress.
  const guides = page.getByRole('list', { name: `Guías de ${ana.name}` });
  await expect(guides.getByRole('link')).toHaveCount(1);
  await guides.getByRole('link', { name: /Cine para el finde/ }).click();
  const guide = page.getByRole('article', { name: 'Cine para el finde' });
  await expect(guide.getByText('Visitados 1 de 3')).toBeVisible();
  await expect(guide.getByRole('progressbar', { name: 'Visitados 1 de 3' })).toBeVisible();

  await guide.getByRole('button', { name: 'Guardar los 2 restantes como pendientes' }).click();
  await expect(guide.getByText('Guardados 2 WeLinks como pendientes en tu historial')).toBeVisible();
  await expect(guide.getByRole('button', { name: /restantes como pendientes/ })).toHaveCount(0);
  await expect(guide.getByText('Visitados 1 de 3')).toBeVisible();

  // History holds the two, pending and recommended by Ana.
  await guide.getByRole('link', { name: 'Ver tu historial' }).click();
  await expect(page).toHaveURL(/\/history$/);
  // The friend's guide stays on screen while History loads.
  await expect(guide).toHaveCount(0);
  for (const title of ['Heat', 'Solaris']) {
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Pendiente')).toBeVisible();
    await expect(card.getByText(`Recomendado por ${ana.name}`)).toBeVisible();
  }
});
