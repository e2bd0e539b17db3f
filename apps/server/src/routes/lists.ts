import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUIDE_MESSAGES,
  GuideSchema,
  ListCreateSchema,
  ListItemAddSchema,
  ListItemParamsSchema,
  ListParamsSchema,
  ListUpdateSchema,
  MessageAnswerSchema,
  type Guide,
} from '@welink/domain';
import type { Db } from '../db/client.js';
import {
  addItemToOwnedList,
  deleteOwnedList,
  findList,
  insertList,
  isItemVisibleTo,
  listsOfUser,
  readableGuideJson,
  removeItemFromOwnedList,
  updateOwnedList,
  type ListRow,
  type ListWithOwner,
} from '../db/queries/lists.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { viewerOf } from '../plugins/auth.js';
import { presentGuides } from '../services/guides/presentGuides.js';
import { sendPresentedJson } from './sendPresentedPage.js';

const tags = ['lists'];
const security = [{ bearerAuth: [] }];

/**
 * Who may do what with a guide: its owner everything; another member only reads it, and
 * only while it is public. readableGuideJson (db/queries/lists.ts) reads by the same rule.
 */
const canReadGuide = (viewerId: string, list: ListRow) => list.userId === viewerId || list.isPublic;
const canChangeGuide = (viewerId: string, list: ListRow) => list.userId === viewerId;

const guideNotFound = () => new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);

/** A guide the viewer may read; a private guide of someone else is answered as if it did not exist. */
async function readableGuide(db: Db, viewerId: string, listId: string): Promise<ListWithOwner> {
  const row = await findList(db, listId);
  if (!row || !canReadGuide(viewerId, row.list)) throw guideNotFound();
  return row;
}

/** A guide the viewer may change: 404 when they cannot see it, 403 when they see it but it is not theirs. */
async function changeableGuide(db: Db, viewerId: string, listId: string): Promise<ListWithOwner> {
  const row = await readableGuide(db, viewerId, listId);
  if (!canChangeGuide(viewerId, row.list)) throw new AppError('FORBIDDEN', GUIDE_MESSAGES.notOwner);
  return row;
}

async function presentOwnGuide(db: Db, viewer: UserRow, list: ListRow | undefined): Promise<Guide> {
  // Undefined: the guide was deleted between the check and the write.
  if (!list) throw guideNotFound();
  const [guide] = await presentGuides(db, viewer.id, [{ list, ownerName: viewer.name }]);
  if (!guide) throw guideNotFound();
  return guide;
}

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth } = app.deps;

  app.get(
    '/api/lists',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "The viewer's guides, newest first, each with its items (newest added first)",
        response: { 200: z.array(GuideSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return presentGuides(db, viewer.id, await listsOfUser(db, viewer.id));
    },
  );

  app.post(
    '/api/lists',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Create a guide (private, no tags and #3B82F6 unless told), holding at once the visible WeLinks of itemIds',
        body: ListCreateSchema,
        response: { 201: GuideSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { name, description, isPublic, tags: guideTags, color, itemIds } = request.body;
      const list = await insertList(db, viewer.id, { name, description: description ?? '', isPublic, tags: guideTags, color }, itemIds);
      reply.code(201);
      return presentOwnGuide(db, viewer, list);
    },
  );

  app.get(
    '/api/lists/:listId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "A guide of the viewer, or another member's public guide; a private one is a 404",
        params: ListParamsSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request, reply) => {
      const json = await readableGuideJson(db, viewerOf(request).id, request.params.listId);
      if (json === undefined) throw guideNotFound();
      return sendPresentedJson(reply, json);
    },
  );

  app.put(
    '/api/lists/:listId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "Change a guide's name, description, visibility, tags or colour (owner only)",
        params: ListParamsSchema,
        body: ListUpdateSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { list } = await changeableGuide(db, viewer.id, request.params.listId);
      return presentOwnGuide(db, viewer, await updateOwnedList(db, list.id, viewer.id, request.body));
    },
  );

  app.delete(
    '/api/lists/:listId',
    {
      onRequest: auth.requireUser,
      schema: { tags, security, summary: 'Delete a guide (owner only); its WeLinks stay', params: ListParamsSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { list } = await changeableGuide(db, viewer.id, request.params.listId);
      if (!(await deleteOwnedList(db, list.id, viewer.id))) throw guideNotFound();
      return { message: GUIDE_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/lists/:listId/items',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Add a WeLink the viewer can see to their guide; adding it again changes nothing',
        params: ListParamsSchema,
        body: ListItemAddSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { list } = await changeableGuide(db, viewer.id, request.params.listId);
      const { itemId } = request.body;
      if (!(await isItemVisibleTo(db, viewer.id, itemId))) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.itemNotFound);
      return presentOwnGuide(db, viewer, await addItemToOwnedList(db, list.id, viewer.id, itemId));
    },
  );

  app.delete(
    '/api/lists/:listId/items/:itemId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove a WeLink from a guide (owner only); answers the updated guide',
        params: ListItemParamsSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { list } = await changeableGuide(db, viewer.id, request.params.listId);
      const result = await removeItemFromOwnedList(db, list.id, viewer.id, request.params.itemId);
      if ('missing' in result) {
        throw result.missing === 'list' ? guideNotFound() : new AppError('NOT_FOUND', GUIDE_MESSAGES.itemNotInGuide);
      }
      return presentOwnGuide(db, viewer, result.list);
    },
  );
};
