import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotentHeadersSchema,
  CircleScoreSchema,
  IdParamsSchema,
  ItemCreateSchema,
  ItemListQuerySchema,
  ItemRatingUpdateSchema,
  ItemSchema,
  ItemSearchQuerySchema,
  ItemUpdateSchema,
  NEXT_CURSOR_HEADER,
  PageQuerySchema,
  SimilarItemSchema,
  SimilarItemsQuerySchema,
  UserRatingAnswerSchema,
} from '@welink/domain';
import { ownItemsPage, presentedItemsById, searchVisibleItems, similarVisibleItems } from '../db/queries/items.js';
import { decodeCursor } from '../db/queries/pagination.js';
import { viewerOf } from '../plugins/auth.js';
import { idempotentWrites } from '../plugins/idempotency.js';
import { presentItem } from '../presenters/item.js';
import { similarCandidates, similarCandidatesJson } from '../presenters/similarItems.js';
import { jsonArray } from '../presenters/sqlJson.js';
import { circleScoreOf } from '../services/circle/circleScore.js';
import { createItem } from '../services/items/createItem.js';
import { readItem, viewerRatingOf } from '../services/items/readItem.js';
import { updateItem } from '../services/items/updateItem.js';
import { sendPresentedJson } from './sendPresentedPage.js';

const tags = ['items'];
const security = [{ bearerAuth: [] }];
const SEARCH_LIMIT = 20;
const SIMILAR_LIMIT = 10;
/** WeLinks read for the similar search: copies of one place fold into one candidate, so more are read than answered. */
const SIMILAR_ROWS = 30;

export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const idempotent = idempotentWrites(db);
  app.addHook('onRequest', app.deps.auth.requireUser);

  app.get(
    '/api/items',
    {
      schema: {
        tags,
        security,
        summary: "The viewer's own WeLinks, newest first",
        description: `Filters: \`title\` (exact, any case) with \`category\` for duplicate checks, \`status\`. Paged by \`limit\`/\`cursor\`; next cursor in \`${NEXT_CURSOR_HEADER}\`.`,
        querystring: ItemListQuerySchema.extend(PageQuerySchema.shape),
        response: { 200: z.array(ItemSchema) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { limit, cursor, ...filter } = request.query;
      const { items, nextCursor } = await ownItemsPage(db, viewer.id, filter, limit, decodeCursor(cursor));
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items.map((row) => presentItem(row, viewer.name));
    },
  );

  app.get(
    '/api/items/search',
    {
      schema: {
        tags,
        security,
        summary: 'WeLinks the viewer may see whose title contains the text (accents and case ignored), own first',
        querystring: ItemSearchQuerySchema,
        response: { 200: z.array(ItemSchema) },
      },
    },
    async (request, reply) => {
      const presented = await searchVisibleItems(app.deps.reads(request), viewerOf(request).id, request.query.title, SEARCH_LIMIT);
      return sendPresentedJson(reply, jsonArray(presented));
    },
  );

  app.get(
    '/api/items/search-similar',
    {
      schema: {
        tags,
        security,
        summary: 'WeLinks with a similar title (typos tolerated), most similar first: one per title and place, with who in the circle has it',
        querystring: SimilarItemsQuerySchema,
        response: { 200: z.array(SimilarItemSchema) },
      },
    },
    async (request, reply) => {
      const { title, category } = request.query;
      const viewerId = viewerOf(request).id;
      const reads = app.deps.reads(request);
      const candidates = similarCandidates(await similarVisibleItems(reads, viewerId, title, category, SIMILAR_ROWS), viewerId, SIMILAR_LIMIT);
      // Only the candidates shown are presented: a page reads three times as many WeLinks as it shows.
      const presented = await presentedItemsById(reads, candidates.map((candidate) => candidate.shownId), SIMILAR_LIMIT);
      return sendPresentedJson(reply, similarCandidatesJson(candidates, presented));
    },
  );

  app.get(
    '/api/items/:id',
    { schema: { tags, security, summary: 'One WeLink the viewer may see, with its photos', params: IdParamsSchema, response: { 200: ItemSchema } } },
    async (request) => readItem(db, viewerOf(request), request.params.id),
  );

  app.get(
    '/api/items/:id/circle',
    {
      schema: {
        tags,
        security,
        summary: 'How the members the viewer follows rated this WeLink (same title, category and place), newest first',
        description: "Only followed members' rated WeLinks; never the viewer's own nor a stranger's. 404 for a WeLink the viewer may not see.",
        params: IdParamsSchema,
        response: { 200: CircleScoreSchema },
      },
    },
    async (request) => circleScoreOf(db, viewerOf(request), request.params.id),
  );

  app.get(
    '/api/items/:id/user-rating',
    {
      schema: {
        tags,
        security,
        summary: "The viewer's own rating of this WeLink (theirs, or their copy with the same title and category)",
        params: IdParamsSchema,
        response: { 200: UserRatingAnswerSchema },
      },
    },
    async (request) => viewerRatingOf(db, viewerOf(request), request.params.id),
  );

  app.post(
    '/api/items',
    {
      schema: {
        tags,
        security,
        summary: 'Save a WeLink; 409 with existingItem when the viewer already has that title in that category',
        body: ItemCreateSchema,
        headers: IdempotentHeadersSchema,
        response: { 201: ItemSchema },
      },
      ...idempotent,
    },
    async (request, reply) => reply.code(201).send(await createItem(app.deps, viewerOf(request), request.body)),
  );

  app.put(
    '/api/items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a WeLink or its rating (owner only)',
        params: IdParamsSchema,
        body: ItemUpdateSchema,
        response: { 200: ItemSchema },
      },
    },
    async (request) => updateItem(app.deps, viewerOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rate a WeLink (owner only)',
        params: IdParamsSchema,
        body: ItemRatingUpdateSchema,
        response: { 200: ItemSchema },
      },
    },
    async (request) => updateItem(app.deps, viewerOf(request), request.params.id, request.body),
  );
};
