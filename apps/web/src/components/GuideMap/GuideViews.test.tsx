import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuideItem } from '@welink/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/render';
import { makeGuide } from '../WeLink/testFixtures';
import type { GuideLeafletMapProps } from './GuideLeafletMap';
import { GuideViews } from './GuideViews';

// Leaflet needs a laid-out page; here a stand-in lists the pins it was given, each a button, and fails tiles on demand.
vi.mock('./GuideLeafletMap', () => ({
  default: ({ places, tiles, label, onOpen, onTilesFailed }: GuideLeafletMapProps) => (
    <div role="region" aria-label={label}>
      <p data-testid="tiles">{tiles.tileUrl}</p>
      {places.map((place) => (
        <button key={place.id} type="button" onClick={() => onOpen(place.id)}>
          {`${place.title} (${place.lat}, ${place.lng})`}
        </button>
      ))}
      <button type="button" onClick={() => onTilesFailed(true)}>
        Fallan las teselas
      </button>
    </div>
  ),
}));

const TILES = { tileUrl: 'http://tiles.local/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' };
const casaLucio: GuideItem = { _id: 'i-1', title: 'Casa Lucio', category: 'Lugar', rating: 4, coordinates: { lat: 40.4119, lng: -3.7083 } };
const laConcha: GuideItem = { _id: 'i-2', title: 'La Concha', category: 'Lugar', rating: 5, coordinates: { lat: 40.4125, lng: -3.7079 } };
const heat: GuideItem = { _id: 'i-3', title: 'Heat', category: 'Película', rating: 3 };

function renderViews(items: GuideItem[], config: () => Response | Promise<Response> = () => jsonResponse(200, TILES)) {
  mockFetch((url) => (url === '/api/config/maps' ? config() : jsonResponse(404, {})));
  const onOpen = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const guide = makeGuide({ name: 'Tapas', items });
  render(
    <QueryClientProvider client={client}>
      <GuideViews guide={guide} onOpen={onOpen} list={<ul aria-label="WeLinks de Tapas" />} />
    </QueryClientProvider>,
  );
  return { onOpen };
}

describe('GuideViews', () => {
  it('shows only the list when no WeLink has a pin', () => {
    renderViews([heat]);
    expect(screen.getByRole('list', { name: 'WeLinks de Tapas' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Ver Tapas como' })).toBeNull();
  });

  it('switches between the list and the map with two pressed-or-not buttons, by keyboard too', async () => {
    const user = userEvent.setup();
    renderViews([casaLucio, heat, laConcha]);
    const views = screen.getByRole('group', { name: 'Ver Tapas como' });
    const [list, map] = within(views).getAllByRole('button');
    expect([list?.textContent, list?.getAttribute('aria-pressed'), map?.textContent, map?.getAttribute('aria-pressed')]).toEqual([
      'Lista',
      'true',
      'Mapa',
      'false',
    ]);
    expect(screen.getByRole('list', { name: 'WeLinks de Tapas' })).toBeTruthy();

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(map);
    await user.keyboard('{Enter}');
    expect(map?.getAttribute('aria-pressed')).toBe('true');
    expect(list?.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByRole('region', { name: 'Mapa de Tapas' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'WeLinks de Tapas' })).toBeNull();

    await user.click(list!);
    expect(screen.getByRole('list', { name: 'WeLinks de Tapas' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mapa de Tapas' })).toBeNull();
  });

  it("puts every WeLink with a pin on the map, says how many have none, and a pin opens its WeLink", async () => {
    const user = userEvent.setup();
    const { onOpen } = renderViews([casaLucio, heat, laConcha]);
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    const map = await screen.findByRole('region', { name: 'Mapa de Tapas' });
    expect(within(map).getByTestId('tiles').textContent).toBe(TILES.tileUrl);
    expect(within(map).getAllByRole('button', { name: /\(/ }).map((pin) => pin.textContent)).toEqual([
      'Casa Lucio (40.4119, -3.7083)',
      'La Concha (40.4125, -3.7079)',
    ]);
    expect(screen.getByText(/^2 de 3 WeLinks tienen ubicación\./)).toBeTruthy();
    await user.click(within(map).getByRole('button', { name: /^La Concha/ }));
    expect(onOpen).toHaveBeenCalledWith('i-2');
  });

  it('says nothing of missing pins when every WeLink has one', async () => {
    const user = userEvent.setup();
    renderViews([casaLucio]);
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    await screen.findByRole('region', { name: 'Mapa de Tapas' });
    expect(screen.queryByText(/tienen? ubicación/)).toBeNull();
    expect(screen.getByText('Haz clic o toca un marcador para abrir su WeLink.')).toBeTruthy();
  });

  it("waits for the server's tile server, saying it is loading", async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    renderViews([casaLucio], () => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    expect((await screen.findByRole('status')).textContent).toBe('Cargando mapa...');
    answer(jsonResponse(200, TILES));
    expect(await screen.findByRole('region', { name: 'Mapa de Tapas' })).toBeTruthy();
  });

  it('says so when the map settings cannot be read, instead of using another tile server', async () => {
    const user = userEvent.setup();
    renderViews([casaLucio], () => jsonResponse(500, {}));
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar el mapa. Comprueba tu conexión a internet y vuelve a intentarlo.');
    expect(screen.queryByRole('region', { name: 'Mapa de Tapas' })).toBeNull();
  });

  it('says so when tiles fail to load', async () => {
    const user = userEvent.setup();
    renderViews([casaLucio]);
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    await user.click(await screen.findByRole('button', { name: 'Fallan las teselas' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudieron cargar las imágenes del mapa. Comprueba tu conexión a internet.');
  });
});
