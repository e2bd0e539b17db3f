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
  default: ({ center, zoom, marker, info, onPick }: LeafletMapProps) => (
    <div>
      <p data-testid="start">{`${center.lat},${center.lng} z${zoom}`}</p>
      <p data-testid="popup">{info.join(' | ')}</p>
      <p data-testid="marker">{marker ? `${marker.lat},${marker.lng}` : 'sin marcador'}</p>
      <button type="button" onClick={() => onPick({ lat: 40.42, lng: -3.71 })}>
        Tocar el mapa
      </button>
    </div>
  ),
}));

function Harness({ initial = null, onChange }: { initial?: LatLng | null; onChange?: (change: LocationChange) => void }) {
  const [value, setValue] = useState<LatLng | null>(initial);
  const [address, setAddress] = useState('');
  return (
    <MapPicker
      value={value}
      address={address}
      onChange={(change) => {
        onChange?.(change);
        setValue(change.coordinates);
        if (change.address) setAddress(change.address);
      }}
    />
  );
}

describe('MapPicker', () => {
  it('opens on central Madrid at zoom 15, with the hint', async () => {
    render(<Harness />);
    expect((await screen.findByTestId('start')).textContent).toBe('40.4168,-3.7038 z15');
    expect(screen.getByText('Haz clic o toca el mapa para seleccionar una ubicación.')).toBeTruthy();
    expect(screen.getByTestId('marker').textContent).toBe('sin marcador');
  });

  it('opens on a known point at zoom 16', async () => {
    render(<Harness initial={{ lat: 41.38, lng: 2.17 }} />);
    expect((await screen.findByTestId('start')).textContent).toBe('41.38,2.17 z16');
  });

  it('a tap moves the marker, looks up the address and says where it is', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/google-maps/reverse-geocode?lat=40.42&lng=-3.71'
        ? jsonResponse(200, { success: true, address: 'Calle Mayor, Madrid' })
        : jsonResponse(404, { message: 'x', code: 'NOT_FOUND' }),
    );
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tocar el mapa' }));
    expect(await screen.findByText('📍 Ubicación actualizada: Calle Mayor, Madrid')).toBeTruthy();
    expect(onChange.mock.calls).toEqual([
      [{ coordinates: { lat: 40.42, lng: -3.71 } }],
      [{ coordinates: { lat: 40.42, lng: -3.71 }, address: 'Calle Mayor, Madrid' }],
    ]);
    expect(screen.getByTestId('marker').textContent).toBe('40.42,-3.71');
    // The info window and the text under the map carry the address and the coordinates.
    expect(screen.getByTestId('popup').textContent).toBe('Calle Mayor, Madrid | 40.420000, -3.710000');
    expect(screen.getByTestId('map-picker-info').textContent).toContain('40.420000, -3.710000');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed lookup keeps the point and shows the error', async () => {
    mockFetch(() => jsonResponse(502, {}));
    render(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tocar el mapa' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al obtener la dirección');
    expect(screen.getByTestId('popup').textContent).toBe('Ubicación seleccionada | 40.420000, -3.710000');
  });

  it("shows the server's message when it sends one (no address at that point)", async () => {
    mockFetch(() => jsonResponse(404, { message: 'No se encontró ninguna dirección en ese punto', code: 'NOT_FOUND' }));
    render(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tocar el mapa' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se encontró ninguna dirección en ese punto');
  });
});
