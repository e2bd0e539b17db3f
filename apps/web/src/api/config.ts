import { useQuery } from '@tanstack/react-query';

import { MapConfigAnswerSchema, type MapConfigAnswer } from '@welink/domain';

import { apiRequest } from './client';
import { configKeys } from './keys';


export function fetchMapConfig(signal?: AbortSignal): Promise<MapConfigAnswer> {
  return apiRequest('/api/config/maps', { schema: MapConfigAnswerSchema, anonymous: true, signal });
}

/**
 * The server's tile server (MAP_TILE_URL), read once per visit. The map waits for it: a
 * default meanwhile would ask a host the operator did not choose, which the CSP may refuse.
 */
export function useMapConfig() {
  return useQuery({
    queryKey: configKeys.maps(),
    queryFn: ({ signal }) => fetchMapConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  });
}
