import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { HistoryEntrySchema, type HistoryEntry } from '@welink/domain';

import { z } from 'zod';

import { apiPage } from './client';

import { historyPagePath } from './feedPaths';

import type { HistoryData, HistoryPage } from './historyCache';
import { historyWithQueuedRatings, useQueuedRatings } from './queuedRatings';
import { historyKeys } from './keys';

/** Keeps the entries that match the contract and drops the rest, so one odd entry never blanks the screen. */
const LenientEntriesSchema = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((raw) => {
    const parsed = HistoryEntrySchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  }),
);

export async function fetchHistoryPage(cursor: string | null, signal?: AbortSignal): Promise<HistoryPage> {
  const { data, nextCursor } = await apiPage(historyPagePath(cursor), { schema: LenientEntriesSchema, signal });
  return { entries: data, nextCursor };
}

/** The viewer's events, questions and WeLinks, merged and ordered by the server; a rating waiting to be sent shows. */
export function useHistory(enabled = true) {
  const ratings = useQueuedRatings();
  const select = useCallback((data: HistoryData) => historyWithQueuedRatings(data, ratings), [ratings]);
  return useInfiniteQuery({
    queryKey: historyKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    select,
  });
}

export function historyEntryId(entry: HistoryEntry): string {
  return entry.kind === 'event' ? entry.event._id : entry.item._id;
}
