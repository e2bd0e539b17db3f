import { ISSUE_MESSAGES } from '@welink/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, fakeApi, signIn } from '../../test/fakeApi';
import { jsonResponse, renderRoutes, sentBody } from '../../test/render';
import { FeedbackButton } from './FeedbackButton';
import { browserName } from './feedbackContext';

const created = {
  success: true,
  message: ISSUE_MESSAGES.created,
  data: {
    _id: 'i-1',
    title: 'No carga',
    description: 'La lista se queda en blanco',
    type: 'bug',
    status: 'open',
    priority: 'medium',
    userId: { _id: 'u-1', name: 'Ana', email: 'ana@example.com' },
    url: 'http://localhost:3000/lists',
    userAgent: 'ua',
    browserInfo: null,
    githubUrl: null,
    createdAt: '2025-10-20T10:00:00.000Z',
    updatedAt: '2025-10-20T10:00:00.000Z',
  },
};

function renderWidget(userOptions = {}) {
  signIn();
  return renderRoutes(
    [{ path: '/lists', element: <FeedbackButton variant="floating" /> }],
    [{ pathname: '/lists', search: '?token=secreto', hash: '#x' } as never],
    userOptions,
  );
}

async function openModal(user: ReturnType<typeof renderWidget>['user']) {
  await user.click(screen.getByRole('button', { name: 'Cuéntanos: enviar comentarios' }));
  return screen.findByRole('dialog', { name: 'Cuéntanos' });
}

const titleField = () => screen.getByLabelText<HTMLInputElement>('Título');
const descriptionField = () => screen.getByLabelText<HTMLTextAreaElement>('Descripción');
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' });

describe('Feedback widget', () => {
  it('counts characters as they are typed and keeps Enviar disabled until both texts exist', async () => {
    const fetchMock = fakeApi({});
    const { user } = renderWidget();
    const dialog = await openModal(user);

    expect(within(dialog).getByText('0/200')).toBeTruthy();
    expect(within(dialog).getByText('0/2000')).toBeTruthy();
    expect(titleField().maxLength).toBe(200);
    expect(descriptionField().maxLength).toBe(2000);
    expect(sendButton().disabled).toBe(true);

    await user.type(titleField(), 'Hola');
    expect(within(dialog).getByText('4/200')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    await user.type(descriptionField(), 'abc');
    expect(within(dialog).getByText('3/2000')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses blank texts with the required message, without calling the server', async () => {
    const fetchMock = fakeApi({});
    const { user } = renderWidget();
    await openModal(user);
    await user.type(titleField(), '   ');
    await user.type(descriptionField(), 'Algo pasa');
    await user.click(sendButton());

    expect(await screen.findByText(ISSUE_MESSAGES.required)).toBeTruthy();
    expect(titleField().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the page, browser and date it includes, and sends them with type, title and description', async () => {
    const fetchMock = fakeApi({ 'POST /api/issues': () => jsonResponse(201, created) });
    const { user } = renderWidget();
    const dialog = await openModal(user);

    const included = within(dialog).getByRole('region', { name: 'Se incluirá esta información' });
    expect(within(included).getByText('http://localhost:3000/lists')).toBeTruthy();
    expect(within(included).getByText('Navegador')).toBeTruthy();
    expect(within(included).getByText('Fecha')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Tipo'), 'Sugerencia');
    await user.type(titleField(), 'Ordenar guías');
    await user.type(descriptionField(), 'Por fecha, por favor');
    await user.click(sendButton());

    await screen.findByText(ISSUE_MESSAGES.created);
    const body = sentBody(callsTo(fetchMock, 'POST /api/issues')[0]) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'suggestion',
      title: 'Ordenar guías',
      description: 'Por fecha, por favor',
      // The query and hash of the page are left out: they may hold a token.
      url: 'http://localhost:3000/lists',
      userAgent: navigator.userAgent,
    });
    expect(Object.keys(body.browserInfo as object).sort()).toEqual(['language', 'platform', 'screen', 'timezone', 'viewport']);
    expect(body.browserInfo).toMatchObject({
      language: navigator.language,
      screen: `${window.screen.width}x${window.screen.height}`,
      viewport: `${window.innerWidth}x${window.innerHeight}`,
    });
  });

  it('shows the success message and closes itself after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/issues': () => jsonResponse(201, created) });
    const { user } = renderWidget({ advanceTimers: vi.advanceTimersByTime });
    await openModal(user);
    await user.type(titleField(), 'No carga');
    await user.type(descriptionField(), 'La lista se queda en blanco');
    await user.click(sendButton());

    expect((await screen.findByRole('status')).textContent).toBe(ISSUE_MESSAGES.created);
    expect(sendButton().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Opened again, it starts blank.
    await openModal(user);
    expect(titleField().value).toBe('');
  });

  it('keeps everything typed when sending fails, disabling Enviar while it is on its way', async () => {
    const answer = deferred<Response>();
    fakeApi({ 'POST /api/issues': () => answer.promise });
    const { user } = renderWidget();
    await openModal(user);
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Pregunta');
    await user.type(titleField(), '¿Se puede?');
    await user.type(descriptionField(), 'Exportar mis guías');
    await user.click(sendButton());

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviando...' }).disabled).toBe(true);
    answer.resolve(jsonResponse(500));

    expect((await screen.findByRole('alert')).textContent).toBe(ISSUE_MESSAGES.createFailed);
    expect(titleField().value).toBe('¿Se puede?');
    expect(descriptionField().value).toBe('Exportar mis guías');
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo').value).toBe('question');
    expect(sendButton().disabled).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the message the server sends instead of the fallback', async () => {
    fakeApi({ 'POST /api/issues': () => jsonResponse(429, { message: 'Demasiadas peticiones', code: 'RATE_LIMITED' }) });
    const { user } = renderWidget();
    await openModal(user);
    await user.type(titleField(), 'a');
    await user.type(descriptionField(), 'b');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Demasiadas peticiones');
  });
});

describe('browserName', () => {
  it('names the common browsers', () => {
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe('Chrome');
    expect(browserName('Mozilla/5.0 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Edge');
    expect(browserName('Mozilla/5.0 (Macintosh) Version/17.0 Safari/605.1.15')).toBe('Safari');
    expect(browserName('Mozilla/5.0 Gecko/20100101 Firefox/121.0')).toBe('Firefox');
  });
});
