import { MESSAGES } from '@welink/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, sentBody } from '../../test/render';
import { SignupScreen } from './SignupScreen';

function renderSignup() {
  return renderRoutes([{ path: '/signup', Component: SignupScreen }], ['/signup']);
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Nombre de usuario');
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Registrarse' });
const termsBox = () => screen.getByRole<HTMLInputElement>('checkbox');

async function fillValidForm(user: ReturnType<typeof renderSignup>['user']) {
  await user.type(nameField(), 'Ana');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Número'), '600 123 456');
  await user.type(screen.getByLabelText('Contraseña'), 'secret1');
}

describe('SignupScreen', () => {
  it('collapses repeated whitespace and truncates the name to 20 characters as typed', async () => {
    const { user } = renderSignup();
    await user.type(nameField(), 'Ana    María   de   los Ángeles Pérez');
    expect(nameField().value).toBe('Ana María de los Áng');
    expect(nameField().value).toHaveLength(20);

    // A paste is normalised before it is cut, so collapsed spaces do not eat the limit.
    fireEvent.change(nameField(), { target: { value: 'Luis\t\t\tAlberto      Gómez  Ruiz del Campo' } });
    expect(nameField().value).toBe('Luis Alberto Gómez R');
  });

  it('keeps submit disabled until the terms are accepted', async () => {
    const { user } = renderSignup();
    await fillValidForm(user);
    expect(submitButton().disabled).toBe(true);
    await user.click(termsBox());
    expect(submitButton().disabled).toBe(false);
    await user.click(termsBox());
    expect(submitButton().disabled).toBe(true);
  });

  it('shows the terms message if the form is submitted without accepting', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { message: 'ok' }));
    const { user } = renderSignup();
    await fillValidForm(user);
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    expect(await screen.findByText(MESSAGES.termsRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links terms and privacy in a new tab', () => {
    renderSignup();
    for (const [name, href] of [
      ['términos y condiciones', '/terms'],
      ['política de privacidad', '/privacy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('groups the prefix and the number under the legend Teléfono', () => {
    renderSignup();
    const phone = screen.getByRole('group', { name: 'Teléfono' });
    expect(within(phone).getByLabelText('Prefijo').tagName).toBe('SELECT');
    expect(within(phone).getByLabelText('Número').getAttribute('type')).toBe('tel');
  });

  it('offers the 20 prefixes with +34 first and sends the prefix of the chosen country', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { message: 'Solicitud recibida' }));
    const { user } = renderSignup();
    const select = screen.getByLabelText<HTMLSelectElement>('Prefijo');
    expect(select.options).toHaveLength(20);
    expect(select.value).toBe('ES');
    await fillValidForm(user);
    await user.selectOptions(select, 'CA');
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '(416) 234-5678');
    await user.click(termsBox());
    await user.click(submitButton());

    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.signupSuccess);
    // Sent normalised: the national number of the chosen country, digits only.
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
      phone: { prefix: '+1', number: '4162345678' },
    });
    // The form is cleared.
    expect(nameField().value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Contraseña').value).toBe('');
    expect(termsBox().checked).toBe(false);
    expect(select.value).toBe('ES');
  });

  it('keeps what was typed and shows the server message when sign-up fails', async () => {
    mockFetch(() => jsonResponse(429, { message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' }));
    const { user } = renderSignup();
    await fillValidForm(user);
    await user.click(termsBox());
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyRequests);
    expect(nameField().value).toBe('Ana');
    expect(termsBox().checked).toBe(true);
  });

  it('validates with the shared schema', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { message: 'ok' }));
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(termsBox());
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.phoneNumberRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
