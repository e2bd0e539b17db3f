import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

import {
  CheckBatchAnswerSchema,
  FollowedContactSchema,
  FollowRequestAnswerSchema,
  ReceivedFollowRequestSchema,
  SentFollowRequestSchema,
  UserSearchResultSchema,
  type CheckBatchAnswer,
  type ConnectionState,
  type FollowedContact,
  type ReceivedFollowRequest,
  type SentFollowRequest,
  type UserSearchResult,
} from '@welink/domain';

import { z } from 'zod';

import { apiRequest } from './client';
import { connectionKeys, eventKeys } from './keys';


/**
 * Accept, reject, cancel and unfollow answer a message (or nothing): only the message is read,
 * so a richer or empty body never turns a done action into an error.
 */
const ActionAnswerSchema = z.object({ message: z.string().optional() }).nullable();
export type ActionAnswer = z.infer<typeof ActionAnswerSchema>;

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

// ---------- Queries ----------

export function fetchReceivedRequests(signal?: AbortSignal): Promise<ReceivedFollowRequest[]> {
  return apiRequest('/api/users/follow-requests', { schema: z.array(ReceivedFollowRequestSchema), signal });
}

export function useReceivedRequests({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: connectionKeys.received(),
    queryFn: ({ signal }) => fetchReceivedRequests(signal),
    enabled: isEnabled,
  });
}

export function useSentRequests() {
  return useQuery({
    queryKey: connectionKeys.sent(),
    queryFn: ({ signal }) =>
      apiRequest('/api/users/sent-follow-requests', { schema: z.array(SentFollowRequestSchema), signal }),
  });
}

export function useFollowing() {
  return useQuery({
    queryKey: connectionKeys.following(),
    queryFn: ({ signal }) => apiRequest('/api/users/following', { schema: z.array(FollowedContactSchema), signal }),
  });
}

/** Runs only for a submitted query (null until then). */
export function useUserSearch(query: string | null) {
  return useQuery({
    queryKey: connectionKeys.search(query ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/users/search?${new URLSearchParams({ query: query ?? '' }).toString()}`, {
        schema: z.array(UserSearchResultSchema),
        signal,
      }),
    enabled: query !== null,
  });
}

// ---------- Optimistic helpers ----------

type Snapshot = Array<[QueryKey, unknown]>;

/** Stops refetches that would overwrite the optimistic state, then remembers what was cached. */
async function takeSnapshot(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<Snapshot> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  return keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
}

function restoreSnapshot(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}

/** Moves one member to a new state in every cached search result list. */
function setSearchState(queryClient: QueryClient, userId: string, state: ConnectionState): void {
  queryClient.setQueriesData<UserSearchResult[]>({ queryKey: connectionKeys.searches() }, (results) =>
    results?.map((r) => (r._id === userId ? { ...r, connectionStatus: state } : r)),
  );
}

function removeById<T extends { _id: string }>(queryClient: QueryClient, queryKey: QueryKey, id: string): void {
  queryClient.setQueryData<T[]>(queryKey, (list) => list?.filter((entry) => entry._id !== id));
}

/**
 * Who follows whom changed: contacts, requests, searches and the Timeline (with its badge) are
 * refetched. Not awaited by the mutation, so its banner does not wait for the refetches.
 */
function invalidateConnections(queryClient: QueryClient, { timeline }: { timeline: boolean }): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
    timeline ? queryClient.invalidateQueries({ queryKey: eventKeys.following() }) : null,
  ]);
}

const OPTIMISTIC_ID_PREFIX = 'optimistic-';

export function isOptimisticId(id: string): boolean {
  return id.startsWith(OPTIMISTIC_ID_PREFIX);
}

// ---------- Mutations ----------

/** The spec sends the email of the found member; a result that shows no email is sent by id. */
export function followIdentifier(target: Pick<UserSearchResult, '_id' | 'email'>): string {
  return target.email?.trim() || target._id;
}

/**
 * POST /api/users/follow-request. The result reads 'Solicitud enviada' at once and the request
 * joins the sent list; asking a member who already asked the viewer connects both instead.
 */
export function useSendFollowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: UserSearchResult) =>
      apiRequest('/api/users/follow-request', {
        method: 'POST',
        body: { identifier: followIdentifier(target) },
        schema: FollowRequestAnswerSchema,
      }),
    onMutate: async (target) => {
      const snapshot = await takeSnapshot(queryClient, [connectionKeys.searches(), connectionKeys.sent()]);
      const isMutual = target.connectionStatus === 'incoming';
      setSearchState(queryClient, target._id, isMutual ? 'connected' : 'requested');
      if (!isMutual) {
        queryClient.setQueryData<SentFollowRequest[]>(connectionKeys.sent(), (sent) =>
          sent && [
            {
              _id: `${OPTIMISTIC_ID_PREFIX}${target._id}`,
              to: { _id: target._id, name: target.name, email: target.email },
              createdAt: new Date().toISOString(),
            },
            ...sent,
          ],
        );
      }
      return { snapshot };
    },
    // The placeholder gives way to the real request, which can be cancelled at once.
    onSuccess: (answer, target) => {
      queryClient.setQueryData<SentFollowRequest[]>(connectionKeys.sent(), (sent) => {
        if (!sent) return sent;
        const rest = sent.filter((r) => r._id !== `${OPTIMISTIC_ID_PREFIX}${target._id}` && r._id !== answer.request._id);
        return answer.request.to._id === target._id ? [answer.request, ...rest] : rest;
      });
    },
    onError: (_error, _target, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: () => void invalidateConnections(queryClient, { timeline: true }),
  });
}

/** Accepting connects both members: the request leaves the list and the member joins the contacts. */
export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReceivedFollowRequest) =>
      apiRequest(`${path('/api/users/follow-request', request._id)}/accept`, {
        method: 'POST',
        schema: ActionAnswerSchema,
      }),
    onMutate: async (request) => {
      const snapshot = await takeSnapshot(queryClient, [
        connectionKeys.received(),
        connectionKeys.following(),
        connectionKeys.searches(),
      ]);
      removeById(queryClient, connectionKeys.received(), request._id);
      queryClient.setQueryData<FollowedContact[]>(connectionKeys.following(), (contacts) =>
        contacts && [
          { _id: request.from._id, name: request.from.name, email: request.from.email, phone: null, createdAt: new Date().toISOString() },
          ...contacts.filter((c) => c._id !== request.from._id),
        ],
      );
      setSearchState(queryClient, request.from._id, 'connected');
      return { snapshot };
    },
    onError: (_error, _request, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: () => void invalidateConnections(queryClient, { timeline: true }),
  });
}

export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReceivedFollowRequest) =>
      apiRequest(`${path('/api/users/follow-request', request._id)}/reject`, {
        method: 'POST',
        schema: ActionAnswerSchema,
      }),
    onMutate: async (request) => {
      const snapshot = await takeSnapshot(queryClient, [connectionKeys.received(), connectionKeys.searches()]);
      removeById(queryClient, connectionKeys.received(), request._id);
      setSearchState(queryClient, request.from._id, 'none');
      return { snapshot };
    },
    onError: (_error, _request, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: () => void invalidateConnections(queryClient, { timeline: false }),
  });
}

/** The sender withdraws a request that is still pending. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SentFollowRequest) =>
      apiRequest(path('/api/users/follow-request', request._id), { method: 'DELETE', schema: ActionAnswerSchema }),
    onMutate: async (request) => {
      const snapshot = await takeSnapshot(queryClient, [connectionKeys.sent(), connectionKeys.searches()]);
      removeById(queryClient, connectionKeys.sent(), request._id);
      setSearchState(queryClient, request.to._id, 'none');
      return { snapshot };
    },
    onError: (_error, _request, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: () => void invalidateConnections(queryClient, { timeline: false }),
  });
}

export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: FollowedContact) =>
      apiRequest(path('/api/users/unfollow', contact._id), { method: 'POST', schema: ActionAnswerSchema }),
    onMutate: async (contact) => {
      const snapshot = await takeSnapshot(queryClient, [connectionKeys.following(), connectionKeys.searches()]);
      removeById(queryClient, connectionKeys.following(), contact._id);
      setSearchState(queryClient, contact._id, 'none');
      return { snapshot };
    },
    onError: (_error, _contact, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: () => void invalidateConnections(queryClient, { timeline: true }),
  });
}

/** POST /api/users/check-batch: one call for the whole import. */
export function checkMembers(payload: { phones: string[]; emails: string[] }): Promise<CheckBatchAnswer> {
  return apiRequest('/api/users/check-batch', { method: 'POST', body: payload, schema: CheckBatchAnswerSchema });
}

/** POST /api/users/follow/{id}: a connection request to a member found among the imported contacts. */
export function useConnectImported() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest(`/api/users/follow/${encodeURIComponent(memberId)}`, { method: 'POST', schema: FollowRequestAnswerSchema }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
