import { expect, test } from '@playwright/test';
import { approvedMember, asMember, logIn } from './support/accounts.js';

/** The API as a member, for what has no screen yet (the creation wizard is its own issue). */

test('two members connect, share a WeLink and a question, save, rate and answer; the asker sees the answer', async ({ browser, request }) => {
  const ana = await approvedMember(request, 'Ana');
  const bea = await approvedMember(request, 'Bea');
  const anaContext = await browser.newContext();
  const beaContext = await browser.newContext();
  const anaPage = await anaContext.newPage();
  const beaPage = await beaContext.newPage();

  // Ana finds Bea by email and asks to connect.
  await logIn(anaPage, ana.email, ana.password);
  await expect(anaPage).toHaveURL(/\/timeline$/);
  await anaPage.getByRole('navigation').getByRole('link', { name: /Contactos/ }).click();
  await anaPage.getByLabel('Nombre, email o teléfono').fill(bea.email);
  await anaPage.getByLabel('Nombre, email o teléfono').press('Enter');
  await anaPage.getByRole('button', { name: `Conectar con ${bea.name}` }).click();
  await expect(anaPage.getByText('Solicitud de conexión enviada')).toBeVisible();

  // Bea sees the request on the Contactos badge and accepts it.
  await logIn(beaPage, bea.email, bea.password);
  await expect(beaPage.getByRole('navigation').getByRole('link', { name: /Contactos/ })).toContainText('1');
  await beaPage.getByRole('navigation').getByRole('link', { name: /Contactos/ }).click();
  await beaPage.getByRole('button', { name: `Aceptar solicitud de ${ana.name}` }).click();
  await expect(beaPage.getByText('Solicitud aceptada')).toBeVisible();

  // Bea shares a WeLink and asks a question.
  const beaApi = await asMember(request, bea);
  await beaApi.post('/api/items', { title: 'Taberna La Concha', category: 'Servicio', subcategory: 'Bar', rating: 5, comment: 'Vermut de grifo', address: 'Calle Cava Baja 7, Madrid' });
  await beaApi.post('/api/events', { title: '¿Una cafetería para trabajar?', type: 'Question', tags: ['cafés'] });

  // Ana sees both on her Timeline and saves Bea's WeLink to her History as pending.
  await anaPage.getByRole('navigation').getByRole('link', { name: /Inicio/ }).click();
  await expect(anaPage.getByText('Taberna La Concha').first()).toBeVisible();
  await expect(anaPage.getByText('¿Una cafetería para trabajar?')).toBeVisible();
  await anaPage.getByRole('button', { name: /Taberna La Concha/ }).first().click();
  await anaPage.getByRole('dialog').getByRole('button', { name: 'Guardar en mi historial' }).click();
  await expect(anaPage).toHaveURL(/\/history$/);
  await expect(anaPage.getByText('Guardado como pendiente en tu historial')).toBeVisible();
  const card = anaPage.getByRole('article').filter({ hasText: 'Taberna La Concha' });
  await expect(card.getByText('Pendiente')).toBeVisible();

  // She rates it: it becomes Valorado.
  await card.getByRole('button', { name: /valorar|valoración/i }).first().click();
  const dialog = anaPage.getByRole('dialog');
  await dialog.getByRole('radio', { name: /4 estrellas/ }).click();
  await dialog.getByRole('button', { name: /guardar/i }).click();
  await expect(anaPage.getByText('Valoración actualizada exitosamente')).toBeVisible();
  await expect(card.getByText('Valorado')).toBeVisible();

  // She answers Bea's question with that WeLink.
  await anaPage.getByRole('navigation').getByRole('link', { name: /Inicio/ }).click();
  const question = anaPage.getByRole('article').filter({ hasText: '¿Una cafetería para trabajar?' });
  await question.getByRole('button', { name: 'Responder' }).click();
  const form = anaPage.getByRole('form', { name: 'Responder' });
  await form.getByRole('textbox').first().fill('Aquí se está muy a gusto');
  await form.getByPlaceholder('Título del WeLink').fill('concha');
  await form.getByRole('button', { name: 'Buscar' }).click();
  // Her own copy comes first; Bea's original is offered too.
  await form.getByRole('button', { name: /Añadir: Taberna La Concha/ }).filter({ hasText: ana.name }).click();
  await form.getByRole('radiogroup', { name: 'Valoración de Taberna La Concha' }).getByRole('radio', { name: /5 estrellas/ }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(question.getByRole('button', { name: 'Editar respuesta' })).toBeVisible();

  // Bea gets the blue dot on Historial and the bell on her question, opens the responses, and both clear.
  const historial = beaPage.getByRole('navigation').getByRole('link', { name: /Historial/ });
  await expect(historial).toContainText('respuestas sin leer', { timeout: 35_000 });
  await historial.click();
  const asked = beaPage.getByRole('article').filter({ hasText: '¿Una cafetería para trabajar?' });
  await expect(asked.getByRole('img', { name: '1 respuesta nueva' })).toBeVisible();
  await asked.getByRole('button', { name: /respuestas/i }).first().click();
  const responses = beaPage.getByRole('dialog');
  await expect(responses.getByText('Aquí se está muy a gusto')).toBeVisible();
  await expect(responses.getByText('Taberna La Concha')).toBeVisible();
  await beaPage.keyboard.press('Escape');
  await expect(asked.getByRole('img', { name: '1 respuesta nueva' })).toHaveCount(0);
  await expect(historial).not.toContainText('respuestas sin leer');

  await anaContext.close();
  await beaContext.close();
});
