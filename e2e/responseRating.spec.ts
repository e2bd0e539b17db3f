import { expect, test } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';

test.use({ viewport: { width: 390, height: 844 } });

test("a response's WeLink shows one rating signal, not 'Valorado' beside 'Sin valorar'", async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bea = await approvedMember(request, 'Bea');
  const { post: anaPost } = await asMember(request, ana);
  const { post: beaPost } = await asMember(request, bea);
  const asked = await anaPost('/api/users/follow-request', { identifier: bea.email });
  await beaPost(`/api/users/follow-request/${asked.request._id as string}/accept`, {});

  const question = await beaPost('/api/events', { title: '¿Un sitio para cenar?', type: 'Question' });
  // Ana rated Casa Sol in her History, and recommends it without giving stars in the answer.
  const casaSol = await anaPost('/api/items', { title: 'Casa Sol', category: 'Servicio', subcategory: 'Restaurante', rating: 4 });
  await anaPost('/api/responses', { eventId: question._id, text: 'Este', items: [{ itemId: casaSol._id, rating: 0 }] });

  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  const card = page.getByRole('article').filter({ hasText: '¿Un sitio para cenar?' });
  await card.getByRole('button', { name: 'Mostrar respuestas' }).click();
  const item = card.locator('.response-item').filter({ hasText: 'Casa Sol' });
  await expect(item.getByText('Sin valorar')).toBeVisible();
  await expect(item.getByText('Valorado')).toHaveCount(0);
});
