import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../state/session';
import { DEVICE_STORAGE_KEYS, STORAGE_KEYS } from '../../state/storageKeys';
import { renderRoutes } from '../../test/render';
import { makeToken } from '../../test/tokens';
import AppTour from './AppTour';

/** The anchors of the real Timeline and bottom navigation, with or without an event card. */
function FakeTimeline({ withCard = false }: { withCard?: boolean }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <h1 data-tour="timeline">Timeline</h1>
        <div className="timeline-toolbar">
          <input type="search" aria-label="Buscar en tu Timeline" />
        </div>
        {withCard && (
          <ul data-tour="event-list">
            <li>Casa Lucio</li>
          </ul>
        )}
      </main>
      <nav>
        <a href="/history" data-tour="nav-history">Historial</a>
        <a href="/lists" data-tour="nav-lists">Guías</a>
        <a href="/contacts" data-tour="nav-contacts">Contactos</a>
        <a href="/settings" data-tour="nav-settings">Ajustes</a>
      </nav>
      <a href="/new-welink" aria-label="Crear WeLink" data-tour="create" />
      <AppTour />
    </>
  );
}

function renderTour(path = '/timeline', { withCard = false, isAdmin = false } = {}) {
  localStorage.setItem(STORAGE_KEYS.token, makeToken({ isAdmin }));
  refreshSession();
  return renderRoutes(
    [
      { path: '/timeline', element: <FakeTimeline withCard={withCard} /> },
      { path: '/history', element: <FakeTimeline withCard={withCard} /> },
    ],
    [path],
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * Lets the start delay run out on the fake clock, then hands over to real timers: user-event
 * waits on timers of its own between keystrokes.
 */
async function startTour(options?: Parameters<typeof renderTour>[1]) {
  renderTour('/timeline', options);
  await wait(1000);
  vi.useRealTimers();
  return userEvent.setup();
}
const tour = () => screen.queryByRole('dialog');
const seenFlag = () => localStorage.getItem(DEVICE_STORAGE_KEYS.hasSeenAppTour);

beforeEach(() => {
  vi.useFakeTimers();
});

describe('AppTour', () => {
  it('starts 1000 ms after arrival on /timeline, focused on Siguiente', async () => {
    renderTour();
    await wait(999);
    expect(tour()).toBeNull();
    await wait(1);
    const dialog = screen.getByRole('dialog', { name: 'Bienvenido a WeLink' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Paso 1 de 7');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', true);
  });

  it('does not start away from /timeline', async () => {
    renderTour('/history');
    await wait(3000);
    expect(tour()).toBeNull();
  });

  it('does not start for an administrator', async () => {
    renderTour('/timeline', { isAdmin: true });
    await wait(3000);
    expect(tour()).toBeNull();
  });

  it('does not start once seen for the current version', async () => {
    localStorage.setItem(DEVICE_STORAGE_KEYS.hasSeenAppTour, 'true');
    localStorage.setItem(DEVICE_STORAGE_KEYS.appTourVersion, '2.0');
    renderTour();
    await wait(3000);
    expect(tour()).toBeNull();
  });

  it('starts again when the seen flag belongs to an older version, and clears it', async () => {
    localStorage.setItem(DEVICE_STORAGE_KEYS.hasSeenAppTour, 'true');
    localStorage.setItem(DEVICE_STORAGE_KEYS.appTourVersion, '1.0');
    renderTour();
    expect(seenFlag()).toBeNull();
    expect(localStorage.getItem(DEVICE_STORAGE_KEYS.appTourVersion)).toBe('2.0');
    await wait(1000);
    expect(tour()).not.toBeNull();
  });

  it('is followed with the keyboard, skipping the missing event card', async () => {
    const user = await startTour();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Busca y filtra' }).textContent).toContain('Paso 2 de 7');
    await user.keyboard('{Enter}');
    // No event card on the page: straight to the create button.
    expect(screen.getByRole('dialog', { name: 'Crea un WeLink' }).textContent).toContain('Paso 3 de 7');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Busca y filtra' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Crea un WeLink' })).toBeTruthy();

    // Tab stays inside the dialog: Siguiente → (wraps) Cerrar tour → Saltar tour → Anterior.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar tour' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Siguiente' }));
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Busca y filtra' })).toBeTruthy();

    for (let i = 0; i < 5; i += 1) await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Ajustes' }).textContent).toContain('Paso 7 de 7');
    expect(seenFlag()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(tour()).toBeNull();
    expect(seenFlag()).toBe('true');
    expect(localStorage.getItem(DEVICE_STORAGE_KEYS.appTourVersion)).toBe('2.0');
  });

  it('shows the event card step when there is one', async () => {
    const user = await startTour({ withCard: true });
    expect(screen.getByRole('dialog').textContent).toContain('Paso 1 de 8');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Cada tarjeta es un evento' })).toBeTruthy();
  });

  it('closes with Escape without marking it seen, and gives the focus back', async () => {
    const user = await startTour();
    await user.keyboard('{Escape}');
    expect(tour()).toBeNull();
    expect(seenFlag()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Timeline' }));
  });

  it('skips with Saltar tour and marks it seen', async () => {
    const user = await startTour();
    await user.click(screen.getByRole('button', { name: 'Saltar tour' }));
    expect(tour()).toBeNull();
    expect(seenFlag()).toBe('true');
  });
});
