import { CONNECTION_MESSAGES, type CheckBatchAnswer } from '@welink/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentBody } from '../../test/render';
import { calls, contactsApi, pepe, renderContacts } from './contactsTestApi';
import type { PickedContact } from './importContacts';
import { checkBatchPayload, matchesFilter, toImportedContacts } from './importContacts';

const CHECK = '/api/users/check-batch';

const PICKED: PickedContact[] = [
  { name: ['Luisa Pérez'], tel: ['+34 600 111 222'], email: [] },
  { name: ['Carlos'], tel: [], email: [' Carlos@Example.com '] },
  { name: ['Abuela'], tel: ['600 333 444'], email: [] },
  { name: ['Pedro'], tel: ['+44 7911 123456'] },
  { name: [], tel: [], email: ['sin@nombre.es'] },
  { name: ['Pepe móvil'], tel: ['+34600111999'] },
  { name: ['Sin datos'], tel: [' '], email: [] },
  { name: ['Nada'] },
];

const MEMBERS: CheckBatchAnswer['users'] = [
  { _id: 'u-10', name: 'Luisa', phone: { prefix: '+34', number: '600111222' } },
  { _id: 'u-11', name: 'Carlos R.', email: 'carlos@example.com' },
  { _id: pepe._id, name: pepe.name, phone: { prefix: '+34', number: '600111999' } },
];

function stubPicker(select: () => Promise<PickedContact[]>) {
  const fn = vi.fn(select);
  Object.defineProperty(navigator, 'contacts', { value: { select: fn }, configurable: true });
  Object.defineProperty(window, 'ContactsManager', { value: class {}, configurable: true });
  return fn;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'contacts');
  Reflect.deleteProperty(window, 'ContactsManager');
});

/** The fake connections API, plus check-batch (members above, or a failure) and follow/{id}. */
function api({ checkFails = false } = {}) {
  return contactsApi({}, (url, init) => {
    if (url === CHECK) return checkFails ? jsonResponse(500, { message: 'Error' }) : jsonResponse(200, { users: MEMBERS });
    const follow = /^\/api\/users\/follow\/([^/]+)$/.exec(url);
    if (init.method === 'POST' && follow) {
      const request = { _id: 's-9', to: { _id: follow[1] ?? '', name: 'Luisa' }, createdAt: new Date().toISOString() };
      return jsonResponse(201, { message: CONNECTION_MESSAGES.requestSent, request });
    }
    return undefined;
  });
}

async function importFromDevice(picked: PickedContact[] = PICKED, options?: { checkFails?: boolean }) {
  const select = stubPicker(() => Promise.resolve(picked));
  const { fetchMock } = api(options);
  const utils = renderContacts('/contacts?tab=mis-contactos');
  await utils.user.click(screen.getByRole('button', { name: 'Importar contactos del dispositivo' }));
  return { ...utils, fetchMock, select };
}

const imported = () => screen.findByRole('list', { name: 'Contactos importados' });

describe('importContacts helpers', () => {
  it('reads every number in E.164, those without + in the member’s own country, and sends each once', () => {
    const contacts = toImportedContacts(PICKED, '+34');
    expect(contacts.map((c) => c.name)).toEqual(['Luisa Pérez', 'Carlos', 'Abuela', 'Pedro', 'Sin nombre', 'Pepe móvil']);
    expect(contacts.map((c) => c.phone)).toEqual(['+34600111222', null, '+34600333444', '+447911123456', null, '+34600111999']);
    expect(checkBatchPayload(contacts)).toEqual({
      phones: ['+34600111222', '+34600333444', '+447911123456', '+34600111999'],
      emails: ['carlos@example.com', 'sin@nombre.es'],
    });
  });

  it('reads a number without + with the member’s prefix, not always +34', () => {
    const [contact] = toImportedContacts([{ name: ['Tía'], tel: ['55 1234 5678'] }], '+52');
    expect(contact?.phone).toBe('+525512345678');
    expect(contact?.phoneText).toBe('+52 55 1234 5678');
  });

  it('drops a contact whose only number is not a phone', () =>
    expect(toImportedContacts([{ name: ['Texto'], tel: ['no es un teléfono'] }], '+34')).toEqual([]));

  it('filters by the digits of a phone however they are spaced', () => {
    const [abuela] = toImportedContacts([{ name: ['Abuela'], tel: ['600 333 444'] }], '+34');
    expect(abuela && matchesFilter(abuela, '600333')).toBe(true);
    expect(abuela && matchesFilter(abuela, '600 333')).toBe(true);
    expect(abuela && matchesFilter(abuela, '999')).toBe(false);
  });
});

describe('ImportPanel', () => {
  it('explains that the browser has no contact picker', async () => {
    contactsApi();
    renderContacts('/contacts?tab=mis-contactos');
    expect(screen.getByText(CONNECTION_MESSAGES.pickerUnsupported)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar contactos del dispositivo' })).toHaveProperty('disabled', true);
  });

  it('asks the picker for name, tel and email, several at once', async () => {
    const { select } = await importFromDevice();
    await imported();
    expect(select).toHaveBeenCalledWith(['name', 'tel', 'email'], { multiple: true });
  });

  it('says the import was cancelled when nothing was picked, and asks the server nothing', async () => {
    const { fetchMock } = await importFromDevice([]);
    expect(await screen.findByText(CONNECTION_MESSAGES.importCancelled)).toBeTruthy();
    expect(calls(fetchMock, 'POST', CHECK)).toHaveLength(0);
  });

  it('reports a picker failure', async () => {
    stubPicker(() => Promise.reject(new DOMException('No', 'InvalidStateError')));
    api();
    const { user } = renderContacts('/contacts?tab=mis-contactos');
    await user.click(screen.getByRole('button', { name: 'Importar contactos del dispositivo' }));
    expect(await screen.findByText(CONNECTION_MESSAGES.importFailed)).toBeTruthy();
  });

  it('checks everyone in one call with only phones and emails, then offers Conectar to members and Invitar to the rest', async () => {
    const { fetchMock } = await importFromDevice();
    const list = await imported();
    await within(list).findByRole('button', { name: 'Conectar con Luisa Pérez' });

    const checks = calls(fetchMock, 'POST', CHECK);
    expect(checks).toHaveLength(1);
    expect(sentBody(checks[0])).toEqual({
      phones: ['+34600111222', '+34600333444', '+447911123456', '+34600111999'],
      emails: ['carlos@example.com', 'sin@nombre.es'],
    });

    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).queryByText('Sin datos')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Conectar con Carlos' })).toBeTruthy();
    // A member already followed is shown as such.
    expect(within(list).getByRole('button', { name: 'Conectado' })).toHaveProperty('disabled', true);
    const whatsapp = within(list).getByRole('link', { name: /Invitar a Abuela por WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/34600333444\?text=.*%2Fsignup$/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(`${window.location.origin}/signup`);
    expect(within(list).getByRole('link', { name: /Invitar a Pedro por WhatsApp/ })).toBeTruthy();
    const email = within(list).getByRole('link', { name: 'Invitar a Sin nombre por email' });
    expect(email.getAttribute('href')).toMatch(/^mailto:sin@nombre\.es\?subject=/);
    expect(within(list).queryByRole('button', { name: /Conectar con (Abuela|Pedro|Sin nombre)/ })).toBeNull();
  });

  it('sends a connection request to a member by id', async () => {
    const { user, fetchMock } = await importFromDevice();
    const list = await imported();
    await user.click(await within(list).findByRole('button', { name: 'Conectar con Luisa Pérez' }));
    expect(await screen.findByText(CONNECTION_MESSAGES.requestSent, { selector: '.banner__text' })).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/users/follow/u-10')).toHaveLength(1);
    expect(within(list).getAllByRole('button', { name: 'Solicitud enviada' })).toHaveLength(1);
  });

  it('keeps the contacts with a warning when the membership check fails', async () => {
    await importFromDevice(PICKED, { checkFails: true });
    expect(await screen.findByText(CONNECTION_MESSAGES.membershipCheckFailed)).toBeTruthy();
    const list = await imported();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).queryByRole('button', { name: /Conectar/ })).toBeNull();
    expect(within(list).getByRole('link', { name: /Invitar a Luisa Pérez por WhatsApp/ })).toBeTruthy();
  });

  it('filters, selects all or none, and counts the selection', async () => {
    const { user } = await importFromDevice();
    const list = await imported();
    await user.type(screen.getByLabelText('Filtrar contactos importados'), 'perez');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Seleccionar todos' }));
    expect(screen.getByText('Seleccionados: 1 de 6')).toBeTruthy();
    await user.clear(screen.getByLabelText('Filtrar contactos importados'));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Abuela' }));
    expect(screen.getByText('Seleccionados: 2 de 6')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ninguno' }));
    expect(screen.getByText('Seleccionados: 0 de 6')).toBeTruthy();
  });

  it('bulk-invites only the first selected non-member with a phone, then the next one on the next press', async () => {
    const open = vi.fn((_url?: string, _target?: string, _features?: string): Window | null => null);
    vi.stubGlobal('open', open);
    const { user } = await importFromDevice();
    await within(await imported()).findByRole('button', { name: 'Conectar con Luisa Pérez' });
    await user.click(screen.getByRole('button', { name: 'Seleccionar todos' }));
    await user.click(screen.getByRole('button', { name: 'Invitar por WhatsApp' }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]).toEqual([expect.stringMatching(/^https:\/\/wa\.me\/34600333444\?text=/), '_blank', 'noopener,noreferrer']);
    expect(screen.getByText(/Pulsa de nuevo «Invitar por WhatsApp»/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar a Abuela' })).toHaveProperty('checked', false);

    await user.click(screen.getByRole('button', { name: 'Invitar por WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]?.[0]).toMatch(/^https:\/\/wa\.me\/447911123456\?/);
  });

  it('asks for a non-member when the selection holds none with a phone', async () => {
    const open = vi.fn((_url?: string, _target?: string, _features?: string): Window | null => null);
    vi.stubGlobal('open', open);
    const { user } = await importFromDevice();
    await within(await imported()).findByRole('button', { name: 'Conectar con Luisa Pérez' });
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Luisa Pérez' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Sin nombre' }));
    await user.click(screen.getByRole('button', { name: 'Invitar por WhatsApp' }));
    expect(await screen.findByText(CONNECTION_MESSAGES.inviteNeedsSelection)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
