import { screen, waitFor, within } from '@testing-library/react';
import { IMPORT_MESSAGES, type ImportCounts, type ImportRowView, type ImportSummary } from '@welink/domain';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/fakeApi';
import { jsonResponse, mockFetch, renderRoutes } from '../../test/render';
import { ImportScreen } from './ImportScreen';

const COUNTS: ImportCounts = { rows: 3, processed: 3, catalogue: 1, duplicate: 1, manual: 1, unreadable: 0, skipped: 0, created: 0, failed: 0 };

const summary = (status: ImportSummary['status'], counts: Partial<ImportCounts> = {}): ImportSummary => ({
  _id: 'imp-1',
  source: 'letterboxd',
  fileName: 'letterboxd.zip',
  status,
  counts: { ...COUNTS, ...counts },
  notes: ['1 valoración con media estrella se redondeó hacia arriba (por ejemplo 3,5★ → 4★): WeLink usa estrellas enteras'],
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
});

const row = (seq: number, fields: Partial<ImportRowView>): ImportRowView => ({
  seq,
  line: seq,
  file: 'ratings.csv',
  kind: 'film',
  title: `Película ${seq}`,
  detail: '2016',
  rating: 4,
  ratingNote: null,
  match: 'manual',
  matchTitle: null,
  skip: false,
  outcome: null,
  reason: null,
  ...fields,
});

const ROWS = [
  row(1, { title: 'Arrival', match: 'catalogue', matchTitle: 'La llegada', ratingNote: '3,5★ redondeado a 4★' }),
  row(2, { title: 'Dune', match: 'duplicate', matchTitle: 'Dune' }),
  row(3, { title: 'Un corto', match: 'manual', rating: 0 }),
];

function renderImport(answer: (url: string, init: RequestInit) => Response | Promise<Response> | undefined) {
  signIn();
  const fetchMock = mockFetch((url, init) => answer(url, init) ?? jsonResponse(404, { message: `Sin ruta: ${url}`, code: 'NOT_FOUND' }));
  return { ...renderRoutes([{ path: '/settings/importar', element: <ImportScreen /> }], ['/settings/importar']), fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);

describe('Ajustes → Importar', () => {
  it('with no import yet, asks which service and which file, and says why the server refused it', async () => {
    const { user, fetchMock } = renderImport((url, init) => {
      if (url === '/api/imports/current') return jsonResponse(200, null);
      if (url === '/api/imports?source=letterboxd' && init.method === 'POST') return jsonResponse(400, { message: IMPORT_MESSAGES.zipBomb, code: 'VALIDATION' });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Subir y revisar' }));
    expect(await screen.findByText('Elige el archivo que exportaste')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/imports?source=letterboxd')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Letterboxd' }));
    expect(screen.getByText(/Sube el ZIP de Letterboxd/)).toBeTruthy();
    await user.upload(screen.getByLabelText('Archivo exportado'), new File(['PK'], 'letterboxd.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Subir y revisar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(IMPORT_MESSAGES.zipBomb);
    const [, init] = calls(fetchMock, 'POST', '/api/imports?source=letterboxd')[0]!;
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows how far the matching got, and says the member may leave', async () => {
    renderImport((url) => (url === '/api/imports/current' ? jsonResponse(200, summary('matching', { processed: 1 })) : undefined));
    expect(await screen.findByText('1 de 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Buscando cada fila en los catálogos y en tus WeLinks…' })).toBeTruthy();
    expect(screen.getByText(/Puedes salir de esta pantalla/)).toBeTruthy();
  });

  it('lists every row with what it matched, lets the member leave one out or rate it, and confirms', async () => {
    let current = summary('review');
    const { user, fetchMock } = renderImport((url, init) => {
      if (url === '/api/imports/current') return jsonResponse(200, current);
      if (url.startsWith('/api/imports/imp-1/rows?')) return jsonResponse(200, ROWS);
      if (url === '/api/imports/imp-1/rows/3' && init.method === 'PATCH') return jsonResponse(200, { ...ROWS[2], ...JSON.parse(String(init.body)) });
      if (url === '/api/imports/imp-1/rows/1' && init.method === 'PATCH') return jsonResponse(500, {});
      if (url === '/api/imports/imp-1/confirm' && init.method === 'POST') {
        current = summary('saving', { processed: 0 });
        return jsonResponse(200, current);
      }
      return undefined;
    });
    const list = await screen.findByRole('list', { name: 'Filas del archivo' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('«La llegada»')).toBeTruthy();
    expect(within(list).getByText('Ya lo tienes')).toBeTruthy();
    expect(within(list).getByText('3,5★ redondeado a 4★')).toBeTruthy();
    // A duplicate is not offered.
    expect(within(list).queryByRole('checkbox', { name: 'Importar «Dune»' })).toBeNull();
    expect(screen.getByText('1 encontrado en el catálogo')).toBeTruthy();
    expect(screen.getByText(/redondeó hacia arriba/)).toBeTruthy();

    const shortStars = within(list).getByRole('radiogroup', { name: 'Valoración de Un corto' });
    await user.click(within(shortStars).getByRole('radio', { name: '5 estrellas' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/imports/imp-1/rows/3')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', '/api/imports/imp-1/rows/3')[0]![1]!.body))).toEqual({ rating: 5 });

    // A refused change is put back and said.
    const arrival = within(list).getByRole('checkbox', { name: 'Importar «Arrival»' });
    await user.click(arrival);
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cambiar la fila');
    await waitFor(() => expect((arrival as HTMLInputElement).checked).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Importar 2 WeLinks' }));
    expect(await screen.findByRole('heading', { name: 'Guardando tus WeLinks…' })).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/imports/imp-1/confirm')).toHaveLength(1);
  });

  it('ends with the figures, the rows that failed and their reason, and lets the member start again', async () => {
    const done = summary('done', { created: 1, duplicate: 1, failed: 1 });
    const { user } = renderImport((url) => {
      if (url === '/api/imports/current') return jsonResponse(200, done);
      if (url === '/api/imports/imp-1/rows?after=0&limit=100&outcome=failed') return jsonResponse(200, [row(2, { title: 'Sin fecha', outcome: 'failed', reason: 'Fila sin título' })]);
      return undefined;
    });
    expect(await screen.findByText('1 creado')).toBeTruthy();
    expect(screen.getByText('1 no se pudo importar')).toBeTruthy();
    const failed = await screen.findByRole('list', { name: 'No se pudieron importar' });
    expect(within(failed).getByText('Fila sin título')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar informe' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nueva importación' }));
    expect(await screen.findByRole('button', { name: 'Subir y revisar' })).toBeTruthy();
  });
});
