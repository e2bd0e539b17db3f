import { CONNECTION_MESSAGES } from '@welink/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { banner, calls, contactsApi, list, pepe, renderContacts, rosa, searchFor, section } from './contactsTestApi';

describe('ContactsScreen: requests', () => {
  it('accepts a request: it leaves the requests and the member joins the contacts', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Aceptar solicitud de Luis' }));

    expect(await banner(CONNECTION_MESSAGES.requestAccepted)).toBeTruthy();
    expect(within(section('Solicitudes recibidas')).getByText('No tienes solicitudes pendientes.')).toBeTruthy();
    expect(within(list('Tus conexiones')).getByText('Luis')).toBeTruthy();
    expect(within(section('Tus conexiones')).getByText('3 contactos')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/users/follow-request/r-1/accept')).toHaveLength(1);
  });

  it('rejects a request: it leaves the list and nobody is added', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Rechazar solicitud de Luis' }));

    expect(await banner(CONNECTION_MESSAGES.requestRejected)).toBeTruthy();
    expect(within(section('Solicitudes recibidas')).queryByText('Luis')).toBeNull();
    expect(within(list('Tus conexiones')).queryByText('Luis')).toBeNull();
    expect(calls(fetchMock, 'POST', '/api/users/follow-request/r-1/reject')).toHaveLength(1);
  });

  it('shows a sent request as Pendiente and cancels it', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    const sent = await screen.findByRole('list', { name: 'Solicitudes enviadas' });
    expect(within(sent).getByText('Pendiente')).toBeTruthy();
    await user.click(within(sent).getByRole('button', { name: 'Cancelar solicitud a Marta' }));

    expect(await banner(CONNECTION_MESSAGES.requestCancelled)).toBeTruthy();
    expect(within(section('Solicitudes enviadas')).getByText('No tienes solicitudes enviadas pendientes.')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/api/users/follow-request/s-1')).toHaveLength(1);
  });

  it('rolls an accept back when it fails, even before any refetch, and shows the fallback', async () => {
    let fail: (response: Response) => void = () => undefined;
    let isFailed = false;
    contactsApi({}, (url, init) => {
      if (url.endsWith('/accept')) return new Promise<Response>((resolve) => (fail = resolve));
      // After the failure the lists never answer again: what shows is the rollback.
      if (isFailed && (init.method ?? 'GET') === 'GET') return new Promise<Response>(() => undefined);
      return undefined;
    });
    const { user } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Aceptar solicitud de Luis' }));

    expect(within(section('Solicitudes recibidas')).queryByText('Luis')).toBeNull();
    expect(within(list('Tus conexiones')).getByText('Luis')).toBeTruthy();

    isFailed = true;
    fail(jsonResponse(500));
    expect(await banner(CONNECTION_MESSAGES.acceptFailed)).toBeTruthy();
    expect(within(list('Solicitudes recibidas')).getByText('Luis')).toBeTruthy();
    expect(within(list('Tus conexiones')).queryByText('Luis')).toBeNull();
  });

  it('rolls a reject back and shows the server message when there is one', async () => {
    contactsApi({}, (url) =>
      url.endsWith('/reject') ? jsonResponse(404, { message: CONNECTION_MESSAGES.requestNotFound, code: 'NOT_FOUND' }) : undefined,
    );
    const { user } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Rechazar solicitud de Luis' }));
    expect(await banner(CONNECTION_MESSAGES.requestNotFound)).toBeTruthy();
    expect(within(list('Solicitudes recibidas')).getByText('Luis')).toBeTruthy();
  });

  it('rolls a cancel back when it fails', async () => {
    contactsApi({}, (url, init) => (init.method === 'DELETE' ? jsonResponse(500) : undefined));
    const { user } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Cancelar solicitud a Marta' }));
    expect(await banner(CONNECTION_MESSAGES.cancelFailed)).toBeTruthy();
    expect(within(list('Solicitudes enviadas')).getByText('Marta')).toBeTruthy();
  });

  it('rolls a connection request back when it fails: the result reads Conectar again', async () => {
    contactsApi({}, (url, init) => (url === '/api/users/follow-request' && init.method === 'POST' ? jsonResponse(500) : undefined));
    const { user } = renderContacts();
    await searchFor(user, 'nuria');
    await user.click(await screen.findByRole('button', { name: 'Conectar con Nuria' }));
    expect(await banner(CONNECTION_MESSAGES.requestFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conectar con Nuria' })).toBeTruthy();
    expect(within(list('Solicitudes enviadas')).queryByText('Nuria')).toBeNull();
  });
});

describe('ContactsScreen: connections', () => {
  it('counts the connections and marks as nuevo only those made in the last 24 hours', async () => {
    contactsApi();
    renderContacts();
    const connections = await screen.findByRole('list', { name: 'Tus conexiones' });
    expect(within(section('Tus conexiones')).getByText('2 contactos')).toBeTruthy();
    const row = (name: string) => within(connections).getByText(name).closest('li') as HTMLElement;
    expect(within(row('Pepe')).getByText('nuevo')).toBeTruthy();
    expect(row('Pepe').className).toContain('contact-row--new');
    expect(within(row('Rosa')).queryByText('nuevo')).toBeNull();
    expect(row('Rosa').className).not.toContain('contact-row--new');
    // Each card leads to what the viewer and that friend have pending in common.
    const link = within(row('Pepe')).getByRole('link', { name: 'Pendientes en común con Pepe' });
    expect(link.textContent).toBe('Pendientes en común');
    expect(link.getAttribute('href')).toBe(`/contacts/${pepe._id}/pendientes`);
    // And to the guides that friend shares.
    const guides = within(row('Pepe')).getByRole('link', { name: 'Guías de Pepe' });
    expect(guides.textContent).toBe('Guías');
    expect(guides.getAttribute('href')).toBe(`/contacts/${pepe._id}/guias`);
  });

  it("shows each friend's hit rate, with te suele acertar only at 4 or more", async () => {
    contactsApi({
      hitRates: [
        { user: { _id: pepe._id, name: 'Pepe' }, average: 4.6, count: 12, isUsuallyRight: true },
        { user: { _id: rosa._id, name: 'Rosa' }, average: 3.5, count: 4, isUsuallyRight: false },
      ],
    });
    renderContacts();
    const connections = await screen.findByRole('list', { name: 'Tus conexiones' });
    const row = (name: string) => within(connections).getByText(name).closest('li') as HTMLElement;
    expect(await within(row('Pepe')).findByText('Lo que te recomienda Pepe: 4,6★ de media en 12 WeLinks')).toBeTruthy();
    expect(within(row('Pepe')).getByText('te suele acertar')).toBeTruthy();
    expect(within(row('Rosa')).getByText('Lo que te recomienda Rosa: 3,5★ de media en 4 WeLinks')).toBeTruthy();
    expect(within(row('Rosa')).queryByText('te suele acertar')).toBeNull();
  });

  it('unfollows a contact after confirming', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Dejar de seguir a Rosa' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Dejar de seguir a Rosa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dejar de seguir' }));

    expect(await banner(CONNECTION_MESSAGES.unfollowed)).toBeTruthy();
    expect(within(list('Tus conexiones')).queryByText('Rosa')).toBeNull();
    expect(calls(fetchMock, 'POST', '/api/users/unfollow/u-5')).toHaveLength(1);
  });

  it('keeps the contact when the dialog is cancelled, and restores it when unfollowing fails', async () => {
    const { fetchMock } = contactsApi({}, (url) => (url.startsWith('/api/users/unfollow/') ? jsonResponse(500) : undefined));
    const { user } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Dejar de seguir a Rosa' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(calls(fetchMock, 'POST', '/api/users/unfollow/u-5')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Dejar de seguir a Rosa' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dejar de seguir' }));
    expect(await banner(CONNECTION_MESSAGES.unfollowFailed)).toBeTruthy();
    expect(within(list('Tus conexiones')).getByText('Rosa')).toBeTruthy();
  });
});

describe('ContactsScreen: tabs', () => {
  it('moves between tabs with the arrow keys and keeps what was typed', async () => {
    contactsApi();
    const { user, router } = renderContacts();
    const searchTab = screen.getByRole('tab', { name: 'Buscar en WeLink' });
    expect(searchTab.getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByLabelText('Nombre, email o teléfono'), 'nuria');

    searchTab.focus();
    await user.keyboard('{ArrowRight}');
    const mine = screen.getByRole('tab', { name: 'Mis Contactos' });
    expect(mine.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(mine);
    expect(router.state.location.search).toBe('?tab=mis-contactos');
    const panel = screen.getByRole('tabpanel', { name: 'Mis Contactos' });
    expect(await within(panel).findByText('Pepe')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Nombre, email o teléfono' })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Buscar en WeLink' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Nombre, email o teléfono').value).toBe('nuria');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(mine);
  });

  it('opens on Mis Contactos from the URL', async () => {
    contactsApi();
    renderContacts('/contacts?tab=mis-contactos');
    expect(screen.getByRole('tab', { name: 'Mis Contactos' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Mis Contactos' });
    expect(await within(panel).findByText('2 contactos')).toBeTruthy();
  });
});
