import { useQuery } from '@tanstack/react-query';
import { CircleScoreSchema, HitRatesAnswerSchema, PendingInCommonSchema, type HitRate } from '@welink/domain';
import { apiRequest } from './client';
import { itemPath } from './items/queries';
import { itemKeys, userKeys } from './keys';

/**
 * What the viewer's circle says: each followed member's hit rate (one call for all of them,
 * shared by Contactos, the Timeline and the detail dialog) and one WeLink's circle score.
 * Both are per viewer, so they never ride on the Timeline's events.
 */

/** A minute: the figures change only when the viewer saves or rates, which invalidates them. */
const HIT_RATES_STALE_MS = 60_000;

export function useHitRates(enabled = true) {
  return useQuery({
    queryKey: userKeys.hitRates(),
    queryFn: ({ signal }) => apiRequest('/api/users/me/hit-rates', { schema: HitRatesAnswerSchema, signal }),
    staleTime: HIT_RATES_STALE_MS,
    enabled,
  });
}

/** The figures by member id. */
export function hitRatesById(figures: readonly HitRate[] | undefined): ReadonlyMap<string, HitRate> {
  return new Map((figures ?? []).map((figure) => [figure.user._id, figure]));
}

/** How the viewer's circle rated a WeLink; nothing is asked while `itemId` is null. */
export function useCircleScore(itemId: string | null) {
  return useQuery({
    queryKey: itemKeys.circle(itemId ?? ''),
    queryFn: ({ signal }) => apiRequest(`${itemPath(itemId ?? '')}/circle`, { schema: CircleScoreSchema, signal }),
    enabled: itemId !== null,
  });
}

/** Pendientes en común with a friend the viewer follows (anyone else answers 404). */
export function usePendingInCommon(friendId: string) {
  return useQuery({
    queryKey: userKeys.pendingInCommon(friendId),
    queryFn: ({ signal }) => apiRequest(`/api/users/${encodeURIComponent(friendId)}/pending-in-common`, { schema: PendingInCommonSchema, signal }),
  });
}
