import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckBatchAnswerSchema,
  CheckBatchRequestSchema,
  CONNECTION_MESSAGES,
  FollowedContactSchema,
  FollowRequestAnswerSchema,
  FollowRequestCreateSchema,
  IdParamsSchema,
  MessageAnswerSchema,
  ReceivedFollowRequestSchema,
  RequestParamsSchema,
  SentFollowRequestSchema,
  UserSearchQuerySchema,
  UserSearchResultSchema,
} from '@welink/domain';
import { listFollowing, listReceivedRequests, listSentRequests } from '../db/queries/follows.js';
import { viewerOf } from '../plugins/auth.js';
import type { RateRule } from '../plugins/rateLimit.js';
import { presentFollowedContact, presentReceivedRequest, presentSentRequest } from '../presenters/connections.js';
import { checkContacts } from '../services/connections/checkContacts.js';
import {
  acceptFollowRequest,
  cancelFollowRequest,
  memberKeyOf,
  rejectFollowRequest,
  sendFollowRequest,
  unfollow,
} from '../services/connections/followRequests.js';
import { searchUsers } from '../services/connections/searchUsers.js';

const tags = ['connections'];
const security = [{ bearerAuth: [] }];

/** Search, requests and the contact check tell who is a member: counted per member against enumeration. */
export const CONNECTION_RATE_RULES = {
  searchPerUser: { name: 'users-search:user', max: 60, windowMs: 60_000 },
  requestPerUser: { name: 'follow-request:user', max: 60, windowMs: 60 * 60_000 },
  checkBatchPerUser: { name: 'check-batch:user', max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, limiter } = app.deps;
  const db = app.deps.db;
  const onRequest = auth.requireUser;

  app.get(
    '/api/users/search',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Find members by exact email or phone (read in the viewer\'s country without +), or by name (at most 20)',
        description:
          'Email and phone appear only when the viewer typed them or follows the member. An exact email or phone of an account pending approval answers it with connectionStatus "pending_approval".',
        querystring: UserSearchQuerySchema,
        response: { 200: z.array(UserSearchResultSchema) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: CONNECTION_RATE_RULES.searchPerUser, key: viewer.id }]);
      return searchUsers(db, viewer, request.query.query);
    },
  );

  app.post(
    '/api/users/follow-request',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Ask a member to connect, by email, international phone or _id',
        description:
          'If that member had already asked the viewer, their request is accepted instead: both become connected and the answer is 201 with message "Solicitud aceptada".',
        body: FollowRequestCreateSchema,
        response: { 201: FollowRequestAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: CONNECTION_RATE_RULES.requestPerUser, key: viewer.id }]);
      const answer = await sendFollowRequest(app.deps, viewer, memberKeyOf(request.body.identifier, viewer.phonePrefix));
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/users/follow/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Ask the member with this _id to connect (from imported contacts); same as follow-request',
        params: IdParamsSchema,
        response: { 201: FollowRequestAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: CONNECTION_RATE_RULES.requestPerUser, key: viewer.id }]);
      const answer = await sendFollowRequest(app.deps, viewer, { id: request.params.id });
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/users/follow-request/:id/accept',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Accept a request sent to the viewer: both members follow each other',
        params: RequestParamsSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await acceptFollowRequest(app.deps, viewerOf(request), request.params.id);
      return { message: CONNECTION_MESSAGES.requestAccepted };
    },
  );

  app.post(
    '/api/users/follow-request/:id/reject',
    {
      onRequest,
      schema: { tags, security, summary: 'Reject a request sent to the viewer', params: RequestParamsSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      await rejectFollowRequest(db, viewerOf(request), request.params.id);
      return { message: CONNECTION_MESSAGES.requestRejected };
    },
  );

  app.delete(
    '/api/users/follow-request/:id',
    {
      onRequest,
      schema: { tags, security, summary: 'Cancel a request the viewer sent', params: RequestParamsSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      await cancelFollowRequest(db, viewerOf(request), request.params.id);
      return { message: CONNECTION_MESSAGES.requestCancelled };
    },
  );

  app.post(
    '/api/users/unfollow/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Stop following a member (the viewer's side only)",
        params: IdParamsSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await unfollow(db, viewerOf(request).id, request.params.id);
      return { message: CONNECTION_MESSAGES.unfollowed };
    },
  );

  app.get(
    '/api/users/following',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The members the viewer follows, newest connection first',
        response: { 200: z.array(FollowedContactSchema) },
      },
    },
    async (request) => (await listFollowing(db, viewerOf(request).id)).map((r) => presentFollowedContact(r.contact, r.since)),
  );

  app.get(
    '/api/users/follow-requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Pending requests sent to the viewer, newest first (their number is the Contactos badge)',
        response: { 200: z.array(ReceivedFollowRequestSchema) },
      },
    },
    async (request) => (await listReceivedRequests(db, viewerOf(request).id)).map((r) => presentReceivedRequest(r.request, r.from)),
  );

  app.get(
    '/api/users/sent-follow-requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Pending requests the viewer sent, newest first',
        response: { 200: z.array(SentFollowRequestSchema) },
      },
    },
    async (request) => (await listSentRequests(db, viewerOf(request).id)).map((r) => presentSentRequest(r.request, r.to, false)),
  );

  app.post(
    '/api/users/check-batch',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Which imported device contacts are members (one query; non-members are never echoed)',
        body: CheckBatchRequestSchema,
        response: { 200: CheckBatchAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: CONNECTION_RATE_RULES.checkBatchPerUser, key: viewer.id }]);
      return checkContacts(db, viewer, request.body);
    },
  );
};
