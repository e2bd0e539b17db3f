import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ISSUE_MESSAGES, ISSUE_STATUSES, MESSAGES, type Issue, type IssueStatus, type IssueType } from '@welink/domain';
import { createGithubIssues } from '../adapters/github.js';
import { issues, users } from '../db/schema/index.js';
import { startFakeGithub, type FakeGithub } from '../../test/fakeGithub.js';
import { caller, member, type Member } from '../../test/members.js';
import { buildTestApp, createUser, loginToken, type TestApp } from '../../test/testApp.js';

const REPO = 'acme/welink-feedback';
const TOKEN = 'ghp_test_token_123';
const UNKNOWN_ID = '7f1d2a4e-0000-4000-8000-000000000000';

const valid = {
  title: 'La app se cierra',
  description: 'Al guardar un WeLink la pantalla se queda en blanco',
  type: 'bug',
  url: 'http://welink.test/history?tab=all',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0',
  browserInfo: { language: 'es-ES', screen: '1920x1080', cookiesEnabled: true, pixelRatio: 2 },
};

async function storedIssues(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(issues);
  return row?.n ?? 0;
}

/** Every issue of the dashboard, walking the pages. */
async function allListed(admin: Member, query = ''): Promise<Issue[]> {
  const listed: Issue[] = [];
  for (let page = 1; ; page += 1) {
    const res = await admin.call('GET', `/api/issues/admin/all?limit=100&page=${page}${query}`);
    expect(res.status).toBe(200);
    listed.push(...(res.body.data.issues as Issue[]));
    if (page >= res.body.data.pagination.pages) return listed;
  }
}

describe('feedback issues', () => {
  let t: TestApp;
  let fake: FakeGithub;
  let admin: Member;
  let ana: Member;
  let luis: Member;
  /** What this suite stored, oldest first, with the status it should have now. */
  const created: Array<{ id: string; type: IssueType; status: IssueStatus }> = [];

  beforeAll(async () => {
    // GitHub points at a fake but has no token: nothing may reach it.
    fake = await startFakeGithub();
    t = await buildTestApp({ externals: { github: { token: undefined, repo: REPO, apiUrl: fake.apiUrl } } });
    admin = await member(t.app, t.database, 'Admin', { isAdmin: true });
    ana = await member(t.app, t.database, 'Ana');
    luis = await member(t.app, t.database, 'Luis');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function report(who: Member, overrides: Partial<typeof valid> = {}): Promise<Issue> {
    const res = await who.call('POST', '/api/issues', { ...valid, ...overrides });
    expect(res.status).toBe(201);
    const issue = res.body.data as Issue;
    created.push({ id: issue._id, type: issue.type, status: issue.status });
    return issue;
  }

  it('creates an issue for a signed-in member with page, browser and author', async () => {
    const res = await ana.call('POST', '/api/issues', valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: ISSUE_MESSAGES.created,
      data: {
        _id: expect.any(String),
        title: valid.title,
        description: valid.description,
        type: 'bug',
        status: 'open',
        priority: 'medium',
        userId: { _id: ana.id, name: 'Ana', email: expect.stringContaining('@') },
        url: valid.url,
        userAgent: valid.userAgent,
        browserInfo: valid.browserInfo,
        githubUrl: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    created.push({ id: res.body.data._id, type: 'bug', status: 'open' });

    const listed = await admin.call('GET', '/api/issues/admin/all');
    expect(listed.body.data.issues).toEqual([res.body.data]);
  });

  it('keeps the optional facts optional, accepts app paths and trims the text', async () => {
    const res = await ana.call('POST', '/api/issues', {
      title: '  ¿Cómo creo una guía?  ',
      description: ' Pregunta ',
      type: 'question',
      url: '/lists',
      userAgent: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: '¿Cómo creo una guía?', description: 'Pregunta', url: '/lists', userAgent: null, browserInfo: null });
    created.push({ id: res.body.data._id, type: 'question', status: 'open' });

    const longest = await report(luis, { title: 't'.repeat(200), description: 'd'.repeat(2000), type: 'feature', url: 'https://welink.test/settings' });
    expect(longest.title).toHaveLength(200);
  });

  it.each([
    ['no title', { title: undefined }, 'title', ISSUE_MESSAGES.required],
    ['a blank title', { title: '   ' }, 'title', ISSUE_MESSAGES.required],
    ['no description', { description: undefined }, 'description', ISSUE_MESSAGES.required],
    ['a blank description', { description: '' }, 'description', ISSUE_MESSAGES.required],
    ['a title over 200 characters', { title: 't'.repeat(201) }, 'title', ISSUE_MESSAGES.titleTooLong],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }, 'description', ISSUE_MESSAGES.descriptionTooLong],
    ['no type', { type: undefined }, 'type', ISSUE_MESSAGES.typeInvalid],
    ['an unknown type', { type: 'complaint' }, 'type', ISSUE_MESSAGES.typeInvalid],
    ['a javascript: url', { url: 'javascript:alert(1)' }, 'url', ISSUE_MESSAGES.urlInvalid],
    ['a protocol-relative url', { url: '//evil.example/x' }, 'url', ISSUE_MESSAGES.urlInvalid],
    ['an ftp url', { url: 'ftp://welink.test/' }, 'url', ISSUE_MESSAGES.urlInvalid],
    ['a relative path', { url: 'settings' }, 'url', ISSUE_MESSAGES.urlInvalid],
    ['an over-long url', { url: `/${'a'.repeat(2000)}` }, 'url', ISSUE_MESSAGES.urlInvalid],
    ['an over-long user agent', { userAgent: 'u'.repeat(501) }, 'userAgent', ISSUE_MESSAGES.userAgentTooLong],
    ['a user agent that is not text', { userAgent: 42 }, 'userAgent', ISSUE_MESSAGES.userAgentInvalid],
    ['a title that is not text', { title: 42 }, 'title', ISSUE_MESSAGES.required],
    ['a url that is not text', { url: 42 }, 'url', ISSUE_MESSAGES.urlInvalid],
    ['nested browser info', { browserInfo: { screen: { width: 1 } } }, 'browserInfo.screen', ISSUE_MESSAGES.browserInfoInvalid],
    ['browser info with a null', { browserInfo: { vendor: null } }, 'browserInfo.vendor', ISSUE_MESSAGES.browserInfoInvalid],
    ['browser info as a list', { browserInfo: ['es-ES'] }, 'browserInfo', ISSUE_MESSAGES.browserInfoInvalid],
    ['browser info with an empty key', { browserInfo: { '': 'x' } }, 'browserInfo.', ISSUE_MESSAGES.browserInfoInvalid],
    ['browser info with too many keys', { browserInfo: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) }, 'browserInfo', ISSUE_MESSAGES.browserInfoInvalid],
    ['a long browser info value', { browserInfo: { plugins: 'p'.repeat(501) } }, 'browserInfo.plugins', ISSUE_MESSAGES.browserInfoInvalid],
  ] as Array<[string, Record<string, unknown>, string, string]>)('refuses %s with 400 and stores nothing', async (_case, change, field, message) => {
    const before = await storedIssues(t);
    const res = await ana.call('POST', '/api/issues', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.message).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await storedIssues(t)).toBe(before);
  });

  it('refuses visitors with 401 on every route, storing nothing', async () => {
    const visitor = caller(t.app, null);
    const before = await storedIssues(t);
    for (const [method, url, payload] of [
      ['POST', '/api/issues', valid],
      ['GET', '/api/issues/admin/all', undefined],
      ['GET', '/api/issues/admin/stats', undefined],
      ['PUT', `/api/issues/admin/${created[0]?.id}/status`, { status: 'closed' }],
    ] as const) {
      const res = await visitor(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
    }
    expect(await storedIssues(t)).toBe(before);
  });

  it('refuses members that are not administrators with 403 on every admin route', async () => {
    const target = created[0];
    if (!target) throw new Error('no issue to target');
    for (const [method, url, payload] of [
      ['GET', '/api/issues/admin/all', undefined],
      ['GET', '/api/issues/admin/all?status=open&type=bug&page=1&limit=20', undefined],
      ['GET', '/api/issues/admin/stats', undefined],
      ['PUT', `/api/issues/admin/${target.id}/status`, { status: 'closed' }],
      ['PUT', `/api/issues/admin/${UNKNOWN_ID}/status`, { status: 'closed' }],
    ] as const) {
      const res = await ana.call(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
    const [row] = await t.database.db.select().from(issues).where(eq(issues.id, target.id));
    expect(row?.status).toBe('open');
  });

  it('changes the status of an issue, any to any', async () => {
    const issue = await report(luis, { type: 'suggestion', title: 'Modo oscuro' });
    for (const status of ['resolved', 'open', 'closed', 'in_progress'] as const) {
      const res = await admin.call('PUT', `/api/issues/admin/${issue._id}/status`, { status });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: ISSUE_MESSAGES.statusUpdated, data: { _id: issue._id, status, userId: { _id: luis.id, name: 'Luis' } } });
      expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(issue.updatedAt));
    }
    created[created.length - 1]!.status = 'in_progress';
  });

  it('answers 404 for an unknown issue and 400 for a malformed id or status', async () => {
    const missing = await admin.call('PUT', `/api/issues/admin/${UNKNOWN_ID}/status`, { status: 'closed' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: ISSUE_MESSAGES.notFound, code: 'NOT_FOUND' });

    const malformed = await admin.call('PUT', "/api/issues/admin/1' OR '1'='1/status", { status: 'closed' });
    expect(malformed.status).toBe(400);
    const badStatus = await admin.call('PUT', `/api/issues/admin/${created[0]?.id}/status`, { status: 'done' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(ISSUE_MESSAGES.statusInvalid);
    for (const query of ['status=done', 'type=complaint', 'page=0', 'limit=0', 'limit=101', 'page=uno']) {
      expect((await admin.call('GET', `/api/issues/admin/all?${query}`)).status, query).toBe(400);
    }
  });

  it('filters by status and type and pages newest first', async () => {
    for (const [type, who] of [
      ['bug', ana],
      ['feature', luis],
      ['bug', luis],
      ['question', ana],
      ['suggestion', ana],
      ['bug', ana],
    ] as const) {
      await report(who, { type, title: `Issue ${type}` });
    }
    const [toResolve, toClose] = created.filter((c) => c.type === 'bug').slice(-2);
    for (const [target, status] of [[toResolve, 'resolved'], [toClose, 'closed']] as const) {
      await admin.call('PUT', `/api/issues/admin/${target!.id}/status`, { status });
      target!.status = status;
    }

    const newestFirst = [...created].reverse();
    const all = await admin.call('GET', '/api/issues/admin/all');
    expect(all.body.data.pagination).toEqual({ current: 1, pages: 1, total: created.length });
    expect(all.body.data.issues.map((i: Issue) => i._id)).toEqual(newestFirst.map((c) => c.id));

    // Pages of 3: every issue once, in order, and an empty page past the end.
    const paged: string[] = [];
    const pages = Math.ceil(created.length / 3);
    for (let page = 1; page <= pages; page += 1) {
      const res = await admin.call('GET', `/api/issues/admin/all?page=${page}&limit=3`);
      expect(res.body.data.pagination).toEqual({ current: page, pages, total: created.length });
      expect(res.body.data.issues.length).toBe(page < pages ? 3 : created.length - 3 * (pages - 1));
      paged.push(...res.body.data.issues.map((i: Issue) => i._id));
    }
    expect(paged).toEqual(newestFirst.map((c) => c.id));
    const past = await admin.call('GET', `/api/issues/admin/all?page=${pages + 1}&limit=3`);
    expect(past.body.data).toEqual({ issues: [], pagination: { current: pages + 1, pages, total: created.length } });

    const expectIds = async (query: string, keep: (c: (typeof created)[number]) => boolean) => {
      const res = await admin.call('GET', `/api/issues/admin/all?${query}`);
      const expected = newestFirst.filter(keep).map((c) => c.id);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(res.body.data.issues.map((i: Issue) => i._id), query).toEqual(expected);
      expect(res.body.data.pagination.total, query).toBe(expected.length);
    };
    await expectIds('type=bug', (c) => c.type === 'bug');
    await expectIds('status=open', (c) => c.status === 'open');
    await expectIds('status=resolved', (c) => c.status === 'resolved');
    await expectIds('status=open&type=bug', (c) => c.status === 'open' && c.type === 'bug');
    await expectIds('type=feature&status=', (c) => c.type === 'feature');
    const none = await admin.call('GET', '/api/issues/admin/all?status=closed&type=question');
    expect(none.body.data).toEqual({ issues: [], pagination: { current: 1, pages: 0, total: 0 } });
  });

  it('keeps the stats consistent with the list after several status changes', async () => {
    const changes: Array<[number, IssueStatus]> = [[0, 'in_progress'], [1, 'closed'], [2, 'resolved'], [0, 'resolved'], [3, 'closed'], [4, 'in_progress']];
    for (const [index, status] of changes) {
      const target = created[index]!;
      expect((await admin.call('PUT', `/api/issues/admin/${target.id}/status`, { status })).status).toBe(200);
      target.status = status;

      const stats = await admin.call('GET', '/api/issues/admin/stats');
      expect(stats.status).toBe(200);
      expect(stats.body.success).toBe(true);
      const { total, byStatus } = stats.body.data as { total: number; byStatus: Array<{ _id: IssueStatus; count: number }> };
      expect(byStatus.map((s) => s._id)).toEqual([...ISSUE_STATUSES]);

      const listed = await allListed(admin);
      expect(total).toBe(listed.length);
      expect(total).toBe(created.length);
      for (const { _id: s, count: n } of byStatus) {
        expect(n, s).toBe(listed.filter((i) => i.status === s).length);
        expect(n, s).toBe((await allListed(admin, `&status=${s}`)).length);
        expect(n, s).toBe(created.filter((c) => c.status === s).length);
      }
    }
  });

  it('answers every status in the stats, zero counts included', async () => {
    const empty = await buildTestApp();
    try {
      const boss = await member(empty.app, empty.database, 'Jefa', { isAdmin: true });
      const res = await boss.call('GET', '/api/issues/admin/stats');
      expect(res.body).toEqual({ success: true, data: { total: 0, byStatus: ISSUE_STATUSES.map((s) => ({ _id: s, count: 0 })) } });
    } finally {
      await empty.close();
    }
  });

  it('keeps an issue with a null author once the account is deleted', async () => {
    const gone = await member(t.app, t.database, 'Temporal');
    const issue = await report(gone, { title: 'Me voy' });
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const listed = (await allListed(admin)).find((i) => i._id === issue._id);
    expect(listed).toMatchObject({ title: 'Me voy', userId: null });
  });

  it('sends nothing to GitHub without a token or a repository', async () => {
    await t.app.deps.background.idle();
    const withoutRepo = createGithubIssues({ token: TOKEN, repo: undefined, apiUrl: fake.apiUrl });
    expect(withoutRepo.isConfigured).toBe(false);
    expect(await withoutRepo.openIssue({ title: 'x', body: 'y', labels: [] })).toBeNull();
    expect(fake.requests).toEqual([]);
  });
});

describe('feedback issues copied to GitHub', () => {
  let t: TestApp;
  let fake: FakeGithub;
  let admin: Member;
  let author: Member & { email: string; phone: string; number: string };

  beforeAll(async () => {
    fake = await startFakeGithub();
    t = await buildTestApp({ externals: { github: { token: TOKEN, repo: REPO, apiUrl: fake.apiUrl } } });
    admin = await member(t.app, t.database, 'Admin', { isAdmin: true });
    const { row, password } = await createUser(t.database, { name: 'Marta', phone: { prefix: '+34', number: '612345678' } });
    const token = await loginToken(t.app, row.email, password);
    author = { id: row.id, name: row.name, token, call: caller(t.app, token), email: row.email, phone: '+34612345678', number: '612345678' };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const githubUrlOf = async (id: string) => (await allListed(admin)).find((i) => i._id === id)?.githubUrl;

  it('opens the GitHub issue with the documented request, anonymously, and keeps its address', async () => {
    fake.setMode({ kind: 'ok' });
    fake.requests.length = 0;
    const res = await author.call('POST', '/api/issues', {
      ...valid,
      title: 'Error al guardar',
      description: `Escribidme a ${author.email.toUpperCase()} o al ${author.phone} (${author.number}); cc @octocat`,
      url: 'https://welink.test/reset-password?token=secreto123#x',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.githubUrl).toBeNull();
    await t.app.deps.background.idle();

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: `/repos/${REPO}/issues`,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        'content-type': 'application/json',
      },
    });
    const body = sent!.body as { title: string; body: string; labels: string[] };
    expect(Object.keys(body).sort()).toEqual(['body', 'labels', 'title']);
    expect(body.title).toBe('[Error] Error al guardar');
    expect(body.labels).toEqual(['feedback', 'bug']);
    expect(body.body).toContain('**Tipo:** Error');
    expect(body.body).toContain('**Página:** /reset-password');
    expect(body.body).toContain(`**Navegador:** ${valid.userAgent}`);
    expect(body.body).toMatch(/\*\*Fecha:\*\* \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(body.body).toContain(ISSUE_MESSAGES.sentByMember);
    expect(body.body).toContain('"language": "es-ES"');
    expect(body.body).toContain(res.body.data._id);
    // Zero-width characters (used to defuse @mentions) must not be what hides an email.
    const raw = JSON.stringify(sent!.body).toLowerCase().replace(/[\u200b-\u200d]/g, '');
    for (const secret of [author.email, author.phone, author.number, 'secreto123', 'marta']) expect(raw).not.toContain(secret.toLowerCase());
    expect(body.body).not.toContain('@octocat');

    expect(await githubUrlOf(res.body.data._id)).toBe(`https://github.com/${REPO}/issues/1`);
  });

  it('still creates the issue when GitHub answers 500, with no address', async () => {
    fake.setMode({ kind: 'fail', status: 500 });
    fake.requests.length = 0;
    const before = await storedIssues(t);
    const res = await author.call('POST', '/api/issues', { ...valid, type: 'feature' });
    expect(res.status).toBe(201);
    await t.app.deps.background.idle();
    expect(fake.requests).toHaveLength(1);
    expect(await storedIssues(t)).toBe(before + 1);
    expect(await githubUrlOf(res.body.data._id)).toBeNull();
  });

  it('answers at once when GitHub never answers, and gives up after 5 seconds', async () => {
    fake.setMode({ kind: 'hang' });
    fake.requests.length = 0;
    const started = Date.now();
    const res = await author.call('POST', '/api/issues', { ...valid, type: 'question' });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);

    await t.app.deps.background.idle();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(4_500);
    expect(waited).toBeLessThan(10_000);
    expect(fake.requests).toHaveLength(1);
    fake.setMode({ kind: 'ok' });
    expect(await githubUrlOf(res.body.data._id)).toBeNull();
    const [row] = await t.database.db.select().from(issues).where(eq(issues.id, res.body.data._id));
    expect(row).toMatchObject({ status: 'open', type: 'question', githubUrl: null });
  }, 20_000);
});

describe('feedback rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it('lets a member send 10 reports an hour, then answers 429 and stores nothing', async () => {
    const ana = await member(t.app, t.database, 'Ana');
    const luis = await member(t.app, t.database, 'Luis');
    for (let i = 0; i < 10; i += 1) expect((await ana.call('POST', '/api/issues', valid)).status).toBe(201);
    const refused = await ana.call('POST', '/api/issues', valid);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedIssues(t)).toBe(10);
    expect((await luis.call('POST', '/api/issues', valid)).status).toBe(201);
  });
});
