import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  IMPORT_REVIEW_PAGE_MAX,
  ImportRowViewSchema,
  ImportSummarySchema,
  MessageAnswerSchema,
  type ImportOutcome,
  type ImportRowChange,
  type ImportRowView,
  type ImportSource,
  type ImportSummary,
} from '@welink/domain';
import { useCallback } from 'react';
import { z } from 'zod';
import { answerError, authHeaders, fetchBlob } from './bytes';
import { apiRequest } from './client';
import { ApiError } from './errors';
import { invalidateAfterHistoryChange } from './historyCache';
import { invalidateOwnItems } from './items/saveToHistory';
import { guideKeys, importKeys } from './keys';

/** While a stage runs in the background, the screen asks how far it got this often. */
const PROGRESS_POLL_MS = 1_500;

const importPath = (importId: string) => `/api/imports/${encodeURIComponent(importId)}`;
const isRunning = (summary: ImportSummary | null | undefined) => summary?.status === 'matching' || summary?.status === 'saving';

/** The member's import under way, else their latest (null: never imported); polled while it runs, so a reload finds it. */
export function useCurrentImport() {
  return useQuery({
    queryKey: importKeys.current(),
    queryFn: ({ signal }) => apiRequest('/api/imports/current', { schema: ImportSummarySchema.nullable(), signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

/** POST /api/imports?source=… as multipart (field «file»): the server reads the file as it arrives. */
async function uploadImport({ source, file }: { source: ImportSource; file: File }): Promise<ImportSummary> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/imports?source=${encodeURIComponent(source)}`, { method: 'POST', headers: authHeaders(), body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0 });
  }
  if (!response.ok) throw await answerError(response);
  return ImportSummarySchema.parse(await response.json());
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (summary) => queryClient.setQueryData(importKeys.current(), summary),
  });
}

/** The review queue, a page at a time in file order. */
export function useImportRows(importId: string, outcome?: ImportOutcome) {
  return useInfiniteQuery({
    queryKey: importKeys.rows(importId, outcome),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`${importPath(importId)}/rows?after=${pageParam}&limit=${IMPORT_REVIEW_PAGE_MAX}${outcome ? `&outcome=${outcome}` : ''}`, {
        schema: z.array(ImportRowViewSchema),
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length === IMPORT_REVIEW_PAGE_MAX ? (last.at(-1)?.seq ?? null) : null),
  });
}

type RowPages = InfiniteData<ImportRowView[], number>;

/** Skips or rates a row at once, and puts it back as it was if the server refuses (STYLE §8). */
export function useChangeImportRow(importId: string) {
  const queryClient = useQueryClient();
  const key = importKeys.rows(importId);
  const replace = (row: ImportRowView) =>
    queryClient.setQueryData<RowPages>(key, (data) =>
      data && { ...data, pages: data.pages.map((page) => page.map((r) => (r.seq === row.seq ? row : r))) },
    );
  return useMutation({
    mutationFn: ({ row, change }: { row: ImportRowView; change: ImportRowChange }) =>
      apiRequest(`${importPath(importId)}/rows/${row.seq}`, { method: 'PATCH', body: change, schema: ImportRowViewSchema }),
    onMutate: async ({ row, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      replace({ ...row, ...change });
      return { before: row };
    },
    onError: (_error, _vars, context) => context && replace(context.before),
    onSuccess: replace,
  });
}

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => apiRequest(`${importPath(importId)}/confirm`, { method: 'POST', schema: ImportSummarySchema }),
    onSuccess: (summary) => queryClient.setQueryData(importKeys.current(), summary),
  });
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => apiRequest(importPath(importId), { method: 'DELETE', schema: MessageAnswerSchema }),
    onSuccess: () => queryClient.setQueryData(importKeys.current(), null),
  });
}

/** Once saved, what the member has changed: their WeLinks (and what is read from them), their History and their guides. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void invalidateOwnItems(queryClient);
    void invalidateAfterHistoryChange(queryClient);
    void queryClient.invalidateQueries({ queryKey: guideKeys.all });
  }, [queryClient]);
}

export function downloadImportReport(importId: string): Promise<Blob> {
  return fetchBlob(`${importPath(importId)}/report`);
}
