import { MESSAGES } from '@welink/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, sentBody } from '../../test/render';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

function renderForgot() {
  return renderRoutes([{ path: '/forgot-password', Component: ForgotPasswordScreen }], ['/forgot-password']);
}

describe('ForgotPasswordScreen', () => {
  it('asks for the email when it is empty', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message on success', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: MESSAGES.forgotAccepted }));
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.forgotAccepted);
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ email: 'ana@example.com' });
  });

  it('falls back to the spec message when the server sends none', async () => {
    mockFetch(() => new Response(null, { status: 500 }));
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.forgotFailedFallback);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ana@example.com');
  });
});
