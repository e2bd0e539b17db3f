import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/render';
import { useMapConfig } from './config';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useMapConfig', () => {
  it("gives nothing while loading, then the server's tile URL", async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/config/maps'
        ? jsonResponse(200, { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' })
        : jsonResponse(404, {}),
    );
    const { result } = renderHook(() => useMapConfig(), { wrapper });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.tileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries again, then reports the error instead of falling back to another tile server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    const { result } = renderHook(() => useMapConfig(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
