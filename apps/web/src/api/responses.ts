import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';

import {
  ItemSchema,
  MarkReadAnswerSchema,
  ResponseItemSchema,
  ResponseSchema,
  type ResponseCreate,
} from '@welink/domain';

import { z } from 'zod';

import { sendOrQueue } from './queuedWrites';
import { apiRequest } from './client';

import { invalidateBadgeCounts } from './events';
import { eventKeys, responseKeys } from './keys';

/** A response item is a wrapper {item, rating, comment} or, from older data, the item itself (spec part 1 §3). */
const ResponseItemViewSchema = z.union([
  ResponseItemSchema,
  ItemSchema.transform((item) => ({ item, rating: item.rating, comment: item.comment })),
]);

export const ResponseViewSchema = ResponseSchema.extend({ items: z.array(ResponseItemViewSchema) });
export type ResponseView = z.infer<typeof ResponseViewSchema>;
export type ResponseItemView = ResponseView['items'][number];

const BatchAnswerSchema = z.record(z.string(), z.array(ResponseViewSchema));
export type ResponsesByEvent = z.infer<typeof BatchAnswerSchema>;

/** The server takes at most 100 questions per batch. */
export const RESPONSES_BATCH_MAX = 100;

export function fetchResponsesBatch(eventIds: readonly string[], signal?: AbortSignal) {
  const query = eventIds.map(encodeURIComponent).join(',');
  return apiRequest(`/api/responses/batch?eventIds=${query}`, { schema: BatchAnswerSchema, signal });
}

export interface ResponsesState {
  byEvent: ResponsesByEvent;
  isPending: boolean;
  isError: boolean;
}

/**
 * The responses of every visible question: one call per group of ids (the Timeline passes one
 * group per loaded page), never one call per question.
 */
export function useResponsesForEvents(groups: readonly (readonly string[])[]): ResponsesState {
  const chunks = groups
    .flatMap((ids) => {
      const out: string[][] = [];
      for (let i = 0; i < ids.length; i += RESPONSES_BATCH_MAX) out.push(ids.slice(i, i + RESPONSES_BATCH_MAX));
      return out;
    })
    .filter((ids) => ids.length > 0);
  return useQueries({
    queries: chunks.map((ids) => ({
      queryKey: responseKeys.batch(ids),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchResponsesBatch(ids, signal),
    })),
    combine: (results) => ({
      byEvent: Object.assign({}, ...results.map((r) => r.data ?? {})) as ResponsesByEvent,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
    }),
  });
}

function invalidateAfterResponseChange(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: responseKeys.all }),
    invalidateBadgeCounts(queryClient),
  ]);
}

/** Creates the viewer's response, or edits it: a member has one response per question. */
export function usePostResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a connection the answer waits in the queue (api/queuedWrites.ts), listed in the frame's notice.
    mutationFn: (body: ResponseCreate) =>
      sendOrQueue({ kind: 'answer', method: 'POST', path: '/api/responses', body, title: typeof body.text === 'string' ? body.text : '' }, ResponseViewSchema),
    networkMode: 'always',
    onSuccess: (answer) => (answer.kind === 'queued' ? undefined : invalidateAfterResponseChange(queryClient)),
  });
}

/** Removes the response from view at once; puts it back if the server refuses. */
export function useDeleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: string) =>
      apiRequest(`/api/responses/${encodeURIComponent(responseId)}`, { method: 'DELETE', schema: z.unknown() }),
    onMutate: async (responseId) => {
      await queryClient.cancelQueries({ queryKey: responseKeys.batches() });
      const snapshot = queryClient.getQueriesData<ResponsesByEvent>({ queryKey: responseKeys.batches() });
      queryClient.setQueriesData<ResponsesByEvent>({ queryKey: responseKeys.batches() }, (data) =>
        data
          ? Object.fromEntries(
              Object.entries(data).map(([eventId, list]) => [eventId, list.filter((r) => r._id !== responseId)]),
            )
          : data,
      );
      return snapshot;
    },
    onError: (_error, _id, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // Not awaited: the caller hears of the outcome without waiting for the reload.
    onSettled: () => {
      void invalidateAfterResponseChange(queryClient);
    },
  });
}

/** Marks the responses to one of the viewer's questions as read, then reloads what shows the flag. */
export function useMarkResponsesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      apiRequest(`/api/responses/event/${encodeURIComponent(eventId)}/mark-read`, {
        method: 'POST',
        schema: MarkReadAnswerSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.feed() }),
        queryClient.invalidateQueries({ queryKey: responseKeys.all }),
        invalidateBadgeCounts(queryClient),
      ]),
  });
}
