import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LatLng } from '../../api/external';
import { jsonResponse, mockFetch } from '../../test/render';
import type { LeafletMapProps } from './LeafletMap';
import { MapPicker, type LocationChange } from './MapPicker';

// Leaflet needs a laid-out page; here a stand-in reports what it was given and picks on demand.
vi.mock('./LeafletMap', () => ({
  default: ({ center, zoom, marker, info, onPick, tiles, onTilesFailed }: LeafletMapProps) => (
    <div>
      <p data-testid="start">{`${center.lat},${center.lng} z${zoom}`}</p>
      <p data-testid="tiles">{tiles.tileUrl}</p>
      <p data-testid="popup">{info.join(' | ')}</p>
      <p data-testid="marker">{marker ? `${marker.lat},${marker.lng}` : 'sin marcador'}</p>
      <button type="button" onClick={() => onPick({ lat: 40.42, lng: -3.71 })}>
        Tocar el mapa
      </button>
      <button type="button" onClick={() => onTilesFailed(true)}>
        Fallan las teselas
      </button>
    </div>
  ),
}));

const TILES = { tileUrl: 'http://tiles.local/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' };

/** The server's map settings, then `reverse` for every lookup. */
function serve(reverse: () => Response | Promise<Response>) {
  return mockFetch((url) => (url === '/api/config/maps' ? jsonResponse(200, TILES) : reverse()));
}

function Harness({
  initial = null,
  initialAddress = '',
  onChange,
}: {
  initial?: LatLng | null;
  initialAddress?: string;
  onChange?: (change: LocationChange) => void;
}) {
  const [value, setValue] = useState<LatLng | null>(initial);
  const [address, setAddress] = useState(initialAddress);
  const [isStale, setIsStale] = useState(false);
  return (
    <MapPicker
      value={value}
      address={address}
      isAddressStale={isStale}
      onChange={(change) => {
        onChange?.(change);
        setValue(change.coordinates);
        if (change.address !== undefined) setAddress(change.address);
        setIsStale(change.address === undefined && (change.isLookingUp === true || address !== ''));
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

describe('MapPicker', () => {
  it("waits for the server's tile server, then opens on central Madrid at zoom 15, with the hint", async () => {
    let answer: (value: Response) => void = () => {};
    mockFetch((url) => (url === '/api/config/maps' ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse(404, {})));
    renderPicker();
    expect((await screen.findByRole('status')).textContent).toBe('Cargando mapa...');
    expect(screen.queryByTestId('start')).toBeNull();
    answer(jsonResponse(200, TILES));
    expect((await screen.findByTestId('start')).textContent).toBe('40.4168,-3.7038 z15');
    expect(screen.getByTestId('tiles').textContent).toBe(TILES.tileUrl);
    expect(screen.getByText('Haz clic o toca el mapa para seleccionar una ubicación.')).toBeTruthy();
    expect(screen.getByTestId('marker').textContent).toBe('sin marcador');
  });

  it('says so when the map settings cannot be read, instead of using another tile server', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderPicker();
    expect((await screen.findByRole('alert')).textContent).toContain('Error al cargar el mapa');
    expect(screen.queryByTestId('tiles')).toBeNull();
  });

  it('says so when tiles fail to load', async () => {
    serve(() => jsonResponse(404, {}));
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Fallan las teselas' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudieron cargar las imágenes del mapa');
  });

  it('opens on a known point at zoom 16', async () => {
    serve(() => jsonResponse(404, {}));
    renderPicker({ initial: { lat: 41.38, lng: 2.17 } });
    expect((await screen.findByTestId('start')).textContent).toBe('41.38,2.17 z16');
  });

  it('a tap moves the marker, looks up the address and says where it is', async () => {
    const fetchMock = serve(() => jsonResponse(200, { success: true, address: 'Calle Mayor, Madrid' }));
    const onChange = vi.fn();
    renderPicker({ onChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Tocar el mapa' }));
    expect(await screen.findByText('📍 Ubicación actualizada: Calle Mayor, Madrid')).toBeTruthy();
    expect(onChange.mock.calls).toEqual([
      [{ coordinates: { lat: 40.42, lng: -3.71 }, isLookingUp: true }],
      [{ coordinates: { lat: 40.42, lng: -3.71 }, address: 'Calle Mayor, Madrid' }],
    ]);
    expect(screen.getByTestId('marker').textContent).toBe('40.42,-3.71');
    // The info window and the text under the map carry the address and the coordinates.
    expect(screen.getByTestId('popup').textContent).toBe('Calle Mayor, Madrid | 40.420000, -3.710000');
    expect(screen.getByTestId('map-picker-info').textContent).toContain('40.420000, -3.710000');
    expect(fetchMock).toHaveBeenCalledWith('/api/google-maps/reverse-geocode?lat=40.42&lng=-3.71', expect.anything());
  });

  it('never shows the old address for the new point while its own is looked up', async () => {
    let answer: (value: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPicker({ initial: { lat: 40.41, lng: -3.7 }, initialAddress: 'Calle de la Cava Baja 35' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tocar el mapa' }));
    expect(screen.getByTestId('popup').textContent).toBe('Buscando la dirección... | 40.420000, -3.710000');
    expect(screen.getByTestId('map-picker-info').textContent).not.toContain('Cava Baja');
    answer(jsonResponse(200, { success: true, address: 'Calle Mayor, Madrid' }));
    expect(await screen.findByText('📍 Ubicación actualizada: Calle Mayor, Madrid')).toBeTruthy();
    expect(screen.getByTestId('popup').textContent).toBe('Calle Mayor, Madrid | 40.420000, -3.710000');
  });

  it('a failed lookup keeps the point and shows the error', async () => {
    serve(() => jsonResponse(502, {}));
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Tocar el mapa' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al obtener la dirección');
    expect(screen.getByTestId('popup').textContent).toBe('Ubicación seleccionada | 40.420000, -3.710000');
    // No address was written for another point: nothing to keep.
    expect(screen.queryByRole('button', { name: 'Mantener esta dirección' })).toBeNull();
  });

  it('after a failed lookup, the old address is marked as unconfirmed until the member keeps it', async () => {
    serve(() => jsonResponse(502, {}));
    const onChange = vi.fn();
    renderPicker({ initial: { lat: 40.41, lng: -3.7 }, initialAddress: 'Calle de la Cava Baja 35', onChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Tocar el mapa' }));
    await screen.findByRole('alert');
    expect(screen.getByTestId('popup').textContent).toBe('Dirección sin confirmar | 40.420000, -3.710000');
    expect(screen.getByTestId('map-picker-info').textContent).toContain('Dirección sin confirmar para este punto: Calle de la Cava Baja 35');
    await userEvent.click(screen.getByRole('button', { name: 'Mantener esta dirección' }));
    expect(onChange).toHaveBeenLastCalledWith({ coordinates: { lat: 40.42, lng: -3.71 }, address: 'Calle de la Cava Baja 35' });
    expect(screen.getByTestId('popup').textContent).toBe('Calle de la Cava Baja 35 | 40.420000, -3.710000');
    expect(screen.queryByRole('button', { name: 'Mantener esta dirección' })).toBeNull();
  });

  it("shows the server's message when it sends one (no address at that point)", async () => {
    serve(() => jsonResponse(404, { message: 'No se encontró ninguna dirección en ese punto', code: 'NOT_FOUND' }));
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Tocar el mapa' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se encontró ninguna dirección en ese punto');
  });
});
