import { expect, test } from '@playwright/test';
import { approvedMember, logIn } from './support/accounts.js';

test('device contacts are imported: a member gets Conectar, a non-member Invitar', async ({ page, request }) => {
  const viewer = await approvedMember(request, 'Importa');
  const friend = await approvedMember(request, 'Amiga');

  // Chromium on the desktop has no contact picker: this one answers three device contacts.
  await page.addInitScript((contacts) => {
    Object.defineProperty(navigator, 'contacts', { configurable: true, value: { select: async () => contacts } });
    Object.defineProperty(window, 'ContactsManager', { configurable: true, value: function ContactsManager() {} });
  }, [
    { name: ['Amiga del móvil'], tel: [`+34 ${friend.phone}`], email: [] },
    { name: ['Primo sin WeLink'], tel: ['+44 7911 123456'], email: [] },
    { name: ['Sin datos'], tel: [], email: [] },
  ]);

  await logIn(page, viewer.email, viewer.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByRole('navigation').getByRole('link', { name: /Contactos/ }).click();
  await page.getByRole('tab', { name: 'Mis Contactos' }).click();
  await page.getByRole('button', { name: 'Importar contactos del dispositivo' }).click();

  const list = page.getByRole('list', { name: 'Contactos importados' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const connect = list.getByRole('button', { name: 'Conectar con Amiga del móvil' });
  await expect(connect).toBeVisible();
  await expect(list.getByRole('link', { name: /Invitar a Primo sin WeLink por WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/447911123456\?text=.*%2Fsignup$/,
  );

  await connect.click();
  await expect(page.getByText('Solicitud de conexión enviada')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Solicitud enviada' })).toBeDisabled();
});
