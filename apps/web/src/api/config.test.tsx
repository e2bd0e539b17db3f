import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/render';
import { DEFAULT_MAP_CONFIG, useMapConfig } from './config';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useMapConfig', () => {
  it("gives OpenStreetMap while loading, then the server's tile URL", async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/config/maps'
        ? jsonResponse(200, { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' })
        : jsonResponse(404, {}),
    );
    const { result } = renderHook(() => useMapConfig(), { wrapper });
    expect(result.current).toEqual(DEFAULT_MAP_CONFIG);
    await waitFor(() => expect(result.current.tileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps OpenStreetMap when the server cannot answer', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    const { result } = renderHook(() => useMapConfig(), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
    });
  });
});
