import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  IssueCreateAnswerSchema,
  IssueListAnswerSchema,
  IssueStatsAnswerSchema,
  IssueStatusAnswerSchema,
  ISSUE_LIMITS,
  type IssueCreate,
  type IssueStatus,
  type IssueType,
} from '@welink/domain';

import { apiRequest } from './client';
import { issueKeys } from './keys';


/** The dashboard's filters; undefined means "all". */
export interface IssueFilters {
  status?: IssueStatus | undefined;
  type?: IssueType | undefined;
  page: number;
}

function listPath({ status, type, page }: IssueFilters): string {
  const query = new URLSearchParams({
    status: status ?? '',
    type: type ?? '',
    page: String(page),
    limit: String(ISSUE_LIMITS.pageSizeDefault),
  });
  return `/api/issues/admin/all?${query.toString()}`;
}

/** POST /api/issues: the 'Cuéntanos' modal. */
export function useCreateIssue() {
  return useMutation({
    mutationFn: (body: IssueCreate) =>
      apiRequest('/api/issues', { method: 'POST', body, schema: IssueCreateAnswerSchema }),
  });
}

/** One page (20) of the dashboard list; the previous page stays on screen while the next loads. */
export function useIssues(filters: IssueFilters) {
  return useQuery({
    queryKey: issueKeys.list(filters),
    queryFn: async ({ signal }) => (await apiRequest(listPath(filters), { schema: IssueListAnswerSchema, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useIssueStats() {
  return useQuery({
    queryKey: issueKeys.stats(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/issues/admin/stats', { schema: IssueStatsAnswerSchema, signal })).data,
  });
}

/** Any status may follow any other (spec §4); afterwards the list and the counters are read again. */
export function useUpdateIssueStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: IssueStatus }) =>
      apiRequest(`/api/issues/admin/${encodeURIComponent(id)}/status`, {
        method: 'PUT',
        body: { status },
        schema: IssueStatusAnswerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: issueKeys.all }),
  });
}
