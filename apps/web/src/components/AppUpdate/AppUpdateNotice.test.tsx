import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveConfirmation } from '../../hooks/useLeaveConfirmation';
import type { AppUpdate, AppUpdateState } from '../../lib/appUpdate';
import { AppRouter } from '../../router/AppRouter';
import { AppUpdateNotice } from './AppUpdateNotice';

/** The update state as the test sets it; apply is what Actualizar ends in. */
function fakeUpdates() {
  let state: AppUpdateState = 'none';
  const listeners = new Set<() => void>();
  const updates: AppUpdate = {
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply: vi.fn(),
    register: vi.fn(),
  };
  const offer = (next: AppUpdateState) =>
    act(() => {
      state = next;
      listeners.forEach((listener) => listener());
    });
  return { updates, offer };
}

/** A form with the leave guard, as every form of the app has. */
function Form() {
  const [text, setText] = useState('');
  const leave = useLeaveConfirmation(text !== '');
  return (
    <>
      <label>
        Pregunta
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      {leave.dialog}
    </>
  );
}

function renderApp(updates: AppUpdate, { withForm = false } = {}) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: ['/new-welink/question'], v5Compat: true });
  return render(
    <AppRouter history={history}>
      {withForm && <Form />}
      <AppUpdateNotice updates={updates} />
    </AppRouter>,
  );
}

describe('AppUpdateNotice', () => {
  it('shows nothing until a new version waits, then says so in its live region', async () => {
    const { updates, offer } = fakeUpdates();
    renderApp(updates);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    offer('waiting');
    expect(await screen.findByRole('button', { name: 'Actualizar' })).toBeTruthy();
    expect(region.textContent).toBe('Nueva versión disponible·Actualizar');
    expect(updates.apply).not.toHaveBeenCalled();
  });

  it('updates at once from the keyboard when nothing is being typed', async () => {
    const { updates, offer } = fakeUpdates();
    renderApp(updates);
    offer('waiting');
    const button = await screen.findByRole('button', { name: 'Actualizar' });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(updates.apply).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks first when a form holds unsaved text: «Seguir editando» keeps the text and the banner', async () => {
    const { updates, offer } = fakeUpdates();
    renderApp(updates, { withForm: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Pregunta'), '¿Un buen dentista?');
    offer('waiting');
    await user.click(await screen.findByRole('button', { name: 'Actualizar' }));
    expect(screen.getByRole('dialog').textContent).toContain('Se perderán los datos no guardados.');
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates.apply).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Pregunta') as HTMLInputElement).value).toBe('¿Un buen dentista?');
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(updates.apply).toHaveBeenCalledTimes(1);
  });

  it('once the member confirmed, the reload is not asked about a second time by the browser', async () => {
    const { updates, offer } = fakeUpdates();
    renderApp(updates, { withForm: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Pregunta'), 'Algo');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    offer('waiting');
    await user.click(await screen.findByRole('button', { name: 'Actualizar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(unload()).toBe(false);
  });
});
