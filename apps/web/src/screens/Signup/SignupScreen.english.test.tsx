import { MESSAGES } from '@welink/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { jsonResponse, mockFetch, renderRoutes } from '../../test/render';
import { SignupScreen } from './SignupScreen';

afterEach(async () => {
  await activateLocale('es');
});

describe('SignupScreen in English (ADR 0027)', () => {
  it('reads in English, the prefixes’ countries by code, and the server’s Spanish error translated', async () => {
    await activateLocale('en');
    const { user } = renderRoutes([{ path: '/signup', Component: SignupScreen }], ['/signup']);

    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign up · WeLink'));
    expect(screen.getByText('0/20 characters')).toBeTruthy();
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
    const prefixes = [...screen.getByLabelText<HTMLSelectElement>('Prefix').options].map((o) => o.text);
    expect(prefixes).toContain('+34 Spain');
    expect(prefixes).toContain('+54 Argentina');
    expect(prefixes).toContain('+1 United States');

    mockFetch(() => jsonResponse(429, { message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' }));
    await user.type(screen.getByLabelText('Username'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Number'), '600 123 456');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions and the privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Wait a few minutes before trying again');
  });
});
