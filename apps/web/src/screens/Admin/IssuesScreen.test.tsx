import { ISSUE_MESSAGES, type Issue, type IssueStatus } from '@welink/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeApi } from '../../test/fakeApi';
import { jsonResponse, renderRoutes, sentBody } from '../../test/render';
import { IssuesScreen } from './IssuesScreen';

function makeIssue(overrides: Partial<Issue> = {}): Issue {
  return {
    _id: 'i-1',
    title: 'La lista no carga',
    description: 'Se queda en blanco',
    type: 'bug',
    status: 'open',
    priority: 'medium',
    userId: { _id: 'u-2', name: 'Luis', email: 'luis@example.com' },
    url: 'http://localhost/lists',
    userAgent: 'ua',
    browserInfo: null,
    githubUrl: null,
    createdAt: '2025-10-20T10:00:00.000Z',
    updatedAt: '2025-10-20T10:00:00.000Z',
    ...overrides,
  };
}

const page1 = '/api/issues/admin/all?status=&type=&page=1&limit=20';
const listAnswer = (issues: Issue[], pages = 1) => ({
  success: true,
  data: { issues, pagination: { current: 1, pages, total: issues.length } },
});
const statsAnswer = (counts: Record<IssueStatus, number>) => ({
  success: true,
  data: {
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    byStatus: Object.entries(counts).map(([_id, count]) => ({ _id, count })),
  },
});

function renderScreen(path = '/admin/issues') {
  return renderRoutes([{ path: '/admin/issues', Component: IssuesScreen }], [path]);
}

const statValue = (label: string) =>
  within(screen.getByRole('list', { name: 'Estadísticas de issues' }))
    .getByText(label, { selector: '.stats__label' })
    .parentElement?.querySelector('.stats__value')?.textContent;

describe('IssuesScreen', () => {
  it('changing a status sends it, then reads the list and the counters again', async () => {
    let status: IssueStatus = 'open';
    const fetchMock = fakeApi({
      [`GET ${page1}`]: () => jsonResponse(200, listAnswer([makeIssue({ status })])),
      'GET /api/issues/admin/stats': () =>
        jsonResponse(200, statsAnswer({ open: status === 'open' ? 2 : 1, in_progress: 0, resolved: status === 'resolved' ? 1 : 0, closed: 0 })),
      'PUT /api/issues/admin/i-1/status': (init: RequestInit) => {
        status = (JSON.parse(String(init.body)) as { status: IssueStatus }).status;
        return jsonResponse(200, { success: true, message: ISSUE_MESSAGES.statusUpdated, data: makeIssue({ status }) });
      },
    });
    const { user } = renderScreen();

    await screen.findByRole('heading', { name: 'La lista no carga' });
    await waitFor(() => expect(statValue('Abierto')).toBe('2'));
    expect(statValue('Total')).toBe('2');
    expect(statValue('Resuelto')).toBe('0');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado de La lista no carga' }), 'Resuelto');

    expect((await screen.findByRole('status')).textContent).toContain(ISSUE_MESSAGES.statusUpdated);
    expect(sentBody(callsTo(fetchMock, 'PUT /api/issues/admin/i-1/status')[0])).toEqual({ status: 'resolved' });
    await waitFor(() => expect(statValue('Resuelto')).toBe('1'));
    expect(statValue('Abierto')).toBe('1');
    expect(callsTo(fetchMock, 'GET /api/issues/admin/stats')).toHaveLength(2);
    expect(callsTo(fetchMock, `GET ${page1}`)).toHaveLength(2);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Estado de La lista no carga' }).value).toBe('resolved');
  });

  it('filters by status and type, and shows author, page and a safe external link', async () => {
    const fetchMock = fakeApi({
      [`GET ${page1}`]: listAnswer([
        makeIssue({ githubUrl: 'https://github.com/welink/app/issues/7' }),
        makeIssue({ _id: 'i-2', title: 'Idea', type: 'feature', userId: null, githubUrl: 'javascript:alert(1)' }),
      ]),
      'GET /api/issues/admin/all?status=closed&type=&page=1&limit=20': listAnswer([]),
      'GET /api/issues/admin/all?status=closed&type=feature&page=1&limit=20': listAnswer([]),
      'GET /api/issues/admin/stats': statsAnswer({ open: 2, in_progress: 0, resolved: 0, closed: 0 }),
    });
    const { user, router } = renderScreen();

    const first = (await screen.findByRole('heading', { name: 'La lista no carga' })).closest('article') as HTMLElement;
    expect(within(first).getByText('Luis (luis@example.com)')).toBeTruthy();
    expect(within(first).getByText('http://localhost/lists')).toBeTruthy();
    expect(within(first).getByText('Error')).toBeTruthy();
    const link = within(first).getByRole('link', { name: /Ver en GitHub/ });
    expect(link.getAttribute('href')).toBe('https://github.com/welink/app/issues/7');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');

    const second = screen.getByRole('heading', { name: 'Idea' }).closest('article') as HTMLElement;
    expect(within(second).getByText('Usuario eliminado')).toBeTruthy();
    expect(within(second).getByText('Nueva funcionalidad')).toBeTruthy();
    expect(within(second).queryByRole('link')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Estado', { selector: 'select:not([aria-label])' }), 'Cerrado');
    expect(await screen.findByText('No hay issues con estos filtros')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Nueva funcionalidad');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/issues/admin/all?status=closed&type=feature&page=1&limit=20')).toHaveLength(1),
    );
    expect(router.state.location.search).toBe('?status=closed&type=feature');
  });

  it('pages through the list 20 at a time', async () => {
    const fetchMock = fakeApi({
      [`GET ${page1}`]: listAnswer([makeIssue()], 2),
      'GET /api/issues/admin/all?status=&type=&page=2&limit=20': {
        success: true,
        data: { issues: [makeIssue({ _id: 'i-9', title: 'Segunda página' })], pagination: { current: 2, pages: 2, total: 21 } },
      },
      'GET /api/issues/admin/stats': statsAnswer({ open: 21, in_progress: 0, resolved: 0, closed: 0 }),
    });
    const { user } = renderScreen();
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Segunda página' })).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Siguiente' }).disabled).toBe(true);
    expect(callsTo(fetchMock, 'GET /api/issues/admin/all?status=&type=&page=2&limit=20')).toHaveLength(1);
  });

  it('shows the fallback when the list cannot be loaded', async () => {
    fakeApi({
      [`GET ${page1}`]: () => jsonResponse(500),
      'GET /api/issues/admin/stats': statsAnswer({ open: 0, in_progress: 0, resolved: 0, closed: 0 }),
    });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toBe(ISSUE_MESSAGES.loadFailed);
  });
});
