import { CONNECTION_MESSAGES } from '@welink/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentBody } from '../../test/render';
import { ago, banner, calls, contactsApi, list, renderContacts, searchFor } from './contactsTestApi';
import { makeUser } from '../../test/tokens';

describe('ContactsScreen: search', () => {
  it('submits with Enter and shows each result with the button of its state', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    await searchFor(user, 'ana maría');

    const found = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(calls(fetchMock, 'GET', '/api/users/search?query=ana+mar%C3%ADa')).toHaveLength(1);
    const row = (name: string) => within(found).getByText(name).closest('li') as HTMLElement;

    expect(within(row('Nuria')).getByRole<HTMLButtonElement>('button', { name: 'Conectar con Nuria' }).disabled).toBe(false);
    expect(within(row('Marta')).getByRole<HTMLButtonElement>('button', { name: 'Solicitud enviada' }).disabled).toBe(true);
    expect(within(row('Pepe')).getByRole<HTMLButtonElement>('button', { name: 'Conectado' }).disabled).toBe(true);
    expect(within(row('Luis')).getByRole<HTMLButtonElement>('button', { name: 'Aceptar solicitud de Luis' }).disabled).toBe(
      false,
    );
  });

  it('submits with the Buscar button too, and asks again for the same query', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    await user.type(screen.getByLabelText('Nombre, email o teléfono'), 'Nuria');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/users/search?query=Nuria')).toHaveLength(2));
  });

  it('asks for a query when the field is empty and calls nobody', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    await user.type(screen.getByLabelText('Nombre, email o teléfono'), '   ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Por favor, introduce un correo o teléfono')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/users/search'))).toBe(false);
  });

  it('keeps what was typed when the search fails, and shows the fallback message', async () => {
    contactsApi({}, (url) => (url.startsWith('/api/users/search') ? jsonResponse(500) : undefined));
    const { user } = renderContacts();
    await searchFor(user, 'nuria@example.com');
    expect(await banner(CONNECTION_MESSAGES.searchFailed)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nombre, email o teléfono').value).toBe('nuria@example.com');
  });

  it('sends the email of a result as identifier, shows it as sent at once and lists the request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock } = contactsApi({}, (url, init) =>
      url === '/api/users/follow-request' && init.method === 'POST'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : undefined,
    );
    const { user } = renderContacts();
    await searchFor(user, 'nuria');
    await user.click(await screen.findByRole('button', { name: 'Conectar con Nuria' }));

    // Optimistic: the state changes before the server answers.
    const found = list('Resultados de la búsqueda');
    expect(within(found).getAllByRole('button', { name: 'Solicitud enviada' })).toHaveLength(2);
    expect(within(list('Solicitudes enviadas')).getByText('Nuria')).toBeTruthy();
    // Nothing to cancel until the server has given the request an id.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelar solicitud a Nuria' }).disabled).toBe(true);
    expect(sentBody(calls(fetchMock, 'POST', '/api/users/follow-request')[0])).toEqual({ identifier: 'nuria@example.com' });

    answer(
      jsonResponse(201, {
        message: CONNECTION_MESSAGES.requestSent,
        request: { _id: 's-2', to: { _id: 'u-6', name: 'Nuria' }, createdAt: ago(0) },
      }),
    );
    expect(await banner(CONNECTION_MESSAGES.requestSent)).toBeTruthy();
  });

  it('sends the id of a result that shows no email', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    await searchFor(user, 'oscar');
    await user.click(await screen.findByRole('button', { name: 'Conectar con Óscar' }));
    await banner(CONNECTION_MESSAGES.requestSent);
    expect(sentBody(calls(fetchMock, 'POST', '/api/users/follow-request')[0])).toEqual({ identifier: 'u-7' });
  });

  it('accepts an incoming request from the results with the request itself', async () => {
    const { fetchMock } = contactsApi();
    const { user } = renderContacts();
    await screen.findByText('luis@example.com');
    await searchFor(user, 'luis');
    const found = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    await user.click(within(found).getByRole('button', { name: 'Aceptar solicitud de Luis' }));
    expect(await banner(CONNECTION_MESSAGES.requestAccepted)).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/users/follow-request/r-1/accept')).toHaveLength(1);
  });
});

describe('ContactsScreen: help when nobody matches', () => {
  it('offers an email invitation for an email', async () => {
    contactsApi({ search: () => [] });
    const { user } = renderContacts();
    await searchFor(user, 'nadie@example.com');
    const link = await screen.findByRole('link', { name: 'Invitar por email' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:nadie@example.com?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Te invito a WeLink');
    expect(params.get('body')).toContain(`${window.location.origin}/signup`);
    expect(screen.queryByText('Prueba con un email o un teléfono internacional, por ejemplo +34 600123456')).toBeNull();
  });

  it('offers a WhatsApp invitation for an international phone', async () => {
    contactsApi({ search: () => [] });
    const { user } = renderContacts();
    await searchFor(user, '+34 600 123 456');
    const link = await screen.findByRole('link', { name: /Invitar por WhatsApp/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/34600123456');
    expect(href.searchParams.get('text')).toContain('WeLink');
    expect(href.searchParams.get('text')).toContain(window.location.origin);
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('reads a number without + in the member’s own country and invites it in full', async () => {
    contactsApi({ search: () => [] });
    const { user } = renderContacts('/contacts', makeUser({ phone: { prefix: '+52', number: '5512345678' } }));
    await searchFor(user, '55 8765 4321');
    expect(await screen.findByText('Nadie en WeLink usa el teléfono +52 55 8765 4321. ¿Le invitas?')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Invitar por WhatsApp/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/525587654321\?text=/);
  });

  it('offers no invitation for a number that is not a valid phone', async () => {
    contactsApi({ search: () => [] });
    const { user } = renderContacts();
    await searchFor(user, '123456789');
    expect(await screen.findByText('Prueba con un email o un teléfono internacional, por ejemplo +34 600123456')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Invitar/ })).toBeNull();
  });

  it('shows an account pending approval as such, with no invitation and no action', async () => {
    contactsApi({ search: () => [{ _id: 'u-9', name: 'Irene', email: 'irene@example.com', connectionStatus: 'pending_approval' }] });
    const { user } = renderContacts();
    await searchFor(user, 'irene@example.com');
    const found = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(within(found).getByText('Pendiente de aprobación')).toBeTruthy();
    expect(within(found).getByText('Ya ha pedido unirse a WeLink: podrás conectar cuando un administrador apruebe su cuenta.')).toBeTruthy();
    expect(within(found).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: /Invitar/ })).toBeNull();
  });

  it('hints to try an email or a phone otherwise', async () => {
    contactsApi({ search: () => [] });
    const { user } = renderContacts();
    await searchFor(user, '600 123');
    expect(await screen.findByText('Prueba con un email o un teléfono internacional, por ejemplo +34 600123456')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Invitar/ })).toBeNull();
  });
});
