import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ISSUE_MESSAGES,
  IssueCreateAnswerSchema,
  IssueCreateSchema,
  IssueListAnswerSchema,
  IssueListQuerySchema,
  IssueStatsAnswerSchema,
  IssueStatusAnswerSchema,
  IssueStatusUpdateSchema,
} from '@welink/domain';
import { createGithubIssues, feedbackIssueDraft, type GithubIssues } from '../adapters/github.js';
import type { Db } from '../db/client.js';
import { countIssueStats, findIssue, insertIssue, listIssues, setIssueGithubUrl, updateIssueStatus } from '../db/queries/issues.js';
import type { IssueRow } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { viewerOf } from '../plugins/auth.js';
import type { RateRule } from '../plugins/rateLimit.js';
import { presentIssue } from '../presenters/issue.js';

const tags = ['issues'];
const security = [{ bearerAuth: [] }];

/** Each report may open a GitHub issue and notify its watchers: counted per member. */
export const ISSUE_RATE_RULES = {
  createPerUser: { name: 'issues-create:user', max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

export const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, background, db, limiter } = app.deps;
  const github = createGithubIssues(app.deps.externals.github);

  app.post(
    '/api/issues',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: "Send feedback from the 'Cuéntanos' modal; copied to GitHub in the background when configured",
        body: IssueCreateSchema,
        response: { 201: IssueCreateAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await limiter.consume(reply, [{ rule: ISSUE_RATE_RULES.createPerUser, key: viewer.id }]);
      const { url, userAgent, browserInfo, ...text } = request.body;
      const issue = await insertIssue(db, {
        ...text,
        userId: viewer.id,
        url: url ?? null,
        userAgent: userAgent ?? null,
        browserInfo: browserInfo ?? null,
      });
      if (github.isConfigured) background.run('GitHub issue', copyToGithub(db, github, issue, viewer));
      const author = { id: viewer.id, name: viewer.name, email: viewer.email };
      return reply.code(201).send({ success: true as const, message: ISSUE_MESSAGES.created, data: presentIssue({ issue, author }) });
    },
  );

  // Every dashboard route sits behind one hook, so a new one cannot forget it.
  const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
    admin.addHook('onRequest', auth.requireAdmin);

    admin.get(
      '/api/issues/admin/all',
      {
        schema: {
          tags,
          security,
          summary: 'Feedback issues, newest first, filtered by status and type, paged by page and limit',
          querystring: IssueListQuerySchema,
          response: { 200: IssueListAnswerSchema },
        },
      },
      async (request) => {
        const { page, limit, ...filter } = request.query;
        const { rows, total } = await listIssues(db, filter, page, limit);
        return {
          success: true as const,
          data: { issues: rows.map(presentIssue), pagination: { current: page, pages: Math.ceil(total / limit), total } },
        };
      },
    );

    admin.get(
      '/api/issues/admin/stats',
      { schema: { tags, security, summary: 'Number of issues, in total and per status', response: { 200: IssueStatsAnswerSchema } } },
      async () => ({ success: true as const, data: await countIssueStats(db) }),
    );

    admin.put(
      '/api/issues/admin/:id/status',
      {
        schema: {
          tags,
          security,
          summary: 'Set the status of an issue (any status, no transition rule)',
          params: IdParamsSchema,
          body: IssueStatusUpdateSchema,
          response: { 200: IssueStatusAnswerSchema },
        },
      },
      async (request) => {
        const updated = await updateIssueStatus(db, request.params.id, request.body.status);
        const issue = updated && (await findIssue(db, updated.id));
        if (!issue) throw new AppError('NOT_FOUND', ISSUE_MESSAGES.notFound);
        return { success: true as const, message: ISSUE_MESSAGES.statusUpdated, data: presentIssue(issue) };
      },
    );
  };
  await app.register(adminRoutes);
};

/** Opens the anonymous GitHub copy and keeps its address; a failure is logged by `background` and changes nothing. */
async function copyToGithub(db: Db, github: GithubIssues, issue: IssueRow, author: UserRow): Promise<void> {
  const opened = await github.openIssue(
    feedbackIssueDraft({ ...issue, secrets: [author.email, author.phoneInternational, author.phoneNumber] }),
  );
  if (opened) await setIssueGithubUrl(db, issue.id, opened.url);
}
