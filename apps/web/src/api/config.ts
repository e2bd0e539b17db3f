import { useQuery } from '@tanstack/react-query';
import { MapConfigAnswerSchema, type MapConfigAnswer } from '@welink/domain';
import { apiRequest } from './client';

export const configKeys = {
  all: ['config'] as const,
  maps: () => [...configKeys.all, 'maps'] as const,
};

/** OpenStreetMap's own tiles: what the map shows while the server's choice loads, or if it cannot be read. */
export const DEFAULT_MAP_CONFIG: MapConfigAnswer = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap',
};

export function fetchMapConfig(signal?: AbortSignal): Promise<MapConfigAnswer> {
  return apiRequest('/api/config/maps', { schema: MapConfigAnswerSchema, anonymous: true, signal });
}

/** The server's tile server (MAP_TILE_URL), read once per visit; the default until then or on error. */
export function useMapConfig(): MapConfigAnswer {
  const { data } = useQuery({
    queryKey: configKeys.maps(),
    queryFn: ({ signal }) => fetchMapConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return data ?? DEFAULT_MAP_CONFIG;
}
