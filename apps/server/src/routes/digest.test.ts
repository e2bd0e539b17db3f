import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DIGEST_MESSAGES, MESSAGES } from '@welink/domain';
import domainEnglish from '@welink/domain/i18n/en.json';
import type { MailMessage } from '../adapters/mail.js';
import { createTokenService } from '../adapters/tokens.js';
import { openDatabase, type Database } from '../db/client.js';
import { digestRuns, events, follows, items, responses, users } from '../db/schema/index.js';
import { DIGEST_CLAIM_STALE_MS, sendDueDigests, type DigestDeps } from '../services/digest/sendDueDigests.js';
import { unsubscribeSubject } from '../services/digest/unsubscribe.js';
import { escapeHtml } from '../presenters/html.js';
import { caller, type Member } from '../../test/members.js';
import { APP_URL, buildTestApp, createUser, type TestApp } from '../../test/testApp.js';

/**
 * The weekly digest: who gets it, what it says, once per member per week whatever the number of
 * senders, and its one-click unsubscribe link. Every test has a week of its own (its Monday), and
 * only WeLinks and questions dated in that week count, so earlier tests' members send nothing.
 */

let t: TestApp;
/** A second connection pool to the same database on PostgreSQL, as a second server process has; PGlite has one. */
let second: Database | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  if (t.database.kind === 'postgres') {
    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    second = await openDatabase({ url }, { migrate: false });
  }
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function member(name: string, weeklyDigest = true): Promise<Member & { email: string }> {
  const { row } = await createUser(t.database, { name });
  const token = t.app.deps.tokens.sign({ userId: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, tv: row.tokenVersion });
  const m = { id: row.id, name, token, email: row.email, call: caller(t.app, token) };
  if (weeklyDigest) expect((await m.call('PUT', '/api/users/me/weekly-digest', { weeklyDigest: true })).status).toBe(200);
  return m;
}

const follow = (a: Member, b: Member) => t.database.db.insert(follows).values({ followerId: a.id, followeeId: b.id });

/** The Monday 08:05 in Madrid (07:05 UTC, winter) of the n-th week after 16 November 2026, and a moment inside the week before. */
function week(n: number) {
  const monday = Date.UTC(2026, 10, 16 + 7 * n, 7, 5);
  return { now: new Date(monday), during: new Date(monday - 3 * 86_400_000), weekStart: new Date(monday).toISOString().slice(0, 10) };
}

async function welink(owner: Member, title: string, rating: number, at: Date): Promise<string> {
  const [row] = await t.database.db
    .insert(items)
    .values({ userId: owner.id, title, category: 'Película', rating, status: rating > 0 ? 'rated' : 'pending_rating', createdAt: at, updatedAt: at })
    .returning({ id: items.id });
  return row!.id;
}

async function question(owner: Member, title: string, at: Date): Promise<string> {
  const [row] = await t.database.db.insert(events).values({ userId: owner.id, type: 'question', title, createdAt: at, date: at }).returning({ id: events.id });
  return row!.id;
}

function sender(database: Database = t.database) {
  const sent: MailMessage[] = [];
  let failing = false;
  const deps: DigestDeps = {
    db: database.db,
    mailer: {
      send: async (message) => {
        if (failing) throw new Error('SMTP down');
        sent.push(message);
      },
    },
    appUrl: APP_URL,
    unsubscribeLinks: t.app.deps.tokens.digestUnsubscribe,
    log: { error: () => {} },
  };
  return { deps, sent, to: (who: { email: string }) => sent.filter((m) => m.to === who.email), fail: (value: boolean) => (failing = value) };
}

const unsubscribeUrl = (mail: MailMessage) => /<(http[^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!.replace(APP_URL, '');

describe('the weekly digest', () => {
  it("tells the circle's best-rated WeLinks of the week, its unanswered questions and the pending WeLinks friends rated well, escaped in the html", async () => {
    const w = week(0);
    const vera = await member('Vera');
    const ana = await member('Ana', false);
    const bruno = await member('Bruno', false);
    await follow(vera, ana);
    await follow(vera, bruno);
    await welink(ana, 'Dune <script>alert(1)</script>', 5, w.during);
    await welink(ana, 'Regular', 3, w.during);
    await welink(ana, 'De hace un mes', 5, new Date(w.now.getTime() - 30 * 86_400_000));
    await question(bruno, '¿Un libro para el verano?', w.during);
    const answered = await question(bruno, '¿Una serie corta?', w.during);
    await t.database.db.insert(responses).values({ eventId: answered, userId: vera.id, text: 'Chernobyl', questionOwnerId: bruno.id });
    await welink(vera, 'Oppenheimer', 0, new Date(w.now.getTime() - 60 * 86_400_000));
    await welink(bruno, 'Oppenheimer', 4, w.during);

    const { deps, to } = sender();
    await sendDueDigests(deps, w.now);
    const [mail, ...more] = to(vera);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Tu resumen semanal de WeLink');
    expect(mail!.text).toContain('«Dune <script>alert(1)</script>» — 5★ de Ana');
    expect(mail!.text).toContain('Bruno pregunta: «¿Un libro para el verano?»');
    expect(mail!.text).toContain('«Oppenheimer» — 4★ de Bruno');
    expect(mail!.text).not.toMatch(/Regular|De hace un mes|Una serie corta/);
    expect(mail!.html).toContain('Dune &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.text).toContain(`${APP_URL}${unsubscribeUrl(mail!)}`);
    // Ana and Bruno did not opt in.
    expect(to(ana)).toHaveLength(0);
    expect(to(bruno)).toHaveLength(0);
  });

  it("is written in the member's language: English for one who chose it, the same Spanish as ever for one who did not (null)", async () => {
    const w = week(20);
    const ana = await member('Ana', false);
    const eve = await member('Eve');
    const vera = await member('Vera');
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, eve.id));
    for (const reader of [eve, vera]) await follow(reader, ana);
    await welink(ana, 'Dune', 5, w.during);
    await question(ana, '¿Un libro?', w.during);
    await welink(eve, 'Oppenheimer', 0, new Date(w.now.getTime() - 60 * 86_400_000));
    await welink(vera, 'Oppenheimer', 0, new Date(w.now.getTime() - 60 * 86_400_000));
    await welink(ana, 'Oppenheimer', 4, w.during);

    const { deps, to } = sender();
    await sendDueDigests(deps, w.now);
    const [english] = to(eve);
    const [spanish] = to(vera);
    const link = (mail: MailMessage) => `${APP_URL}${unsubscribeUrl(mail)}`;
    expect(english!.subject).toBe('Your weekly WeLink summary');
    expect(english!.text).toBe(
      [
        'Hello, Eve:',
        'This is what happened in your WeLink circle this week.',
        'Your contacts’ best-rated this week\n- “Dune” — 5★ from Ana\n- “Oppenheimer” — 4★ from Ana',
        'Questions you have not answered yet\n- Ana asks: “¿Un libro?”',
        'Your pending WeLinks your contacts rated well\n- “Oppenheimer” — 4★ from Ana',
        `Open WeLink: ${APP_URL}`,
        `You get this summary because you turned it on in Settings. To stop getting it: ${link(english!)}`,
        '— The WeLink team\n',
      ].join('\n\n'),
    );
    expect(english!.html).toContain('<html lang="en">');
    expect(english!.html).toContain('>Unsubscribe</a>');
    expect(english!.html).not.toMatch(/Hola|pregunta|Darme de baja|Ajustes/);

    expect(spanish!.subject).toBe('Tu resumen semanal de WeLink');
    expect(spanish!.text).toBe(
      [
        'Hola, Vera:',
        'Esto es lo que ha pasado esta semana en tu círculo de WeLink.',
        'Lo mejor valorado de tus contactos esta semana\n- «Dune» — 5★ de Ana\n- «Oppenheimer» — 4★ de Ana',
        'Preguntas que aún no has respondido\n- Ana pregunta: «¿Un libro?»',
        'Tus pendientes que tus contactos han valorado bien\n- «Oppenheimer» — 4★ de Ana',
        `Abrir WeLink: ${APP_URL}`,
        `Recibes este resumen porque lo activaste en Ajustes. Para no recibirlo más: ${link(spanish!)}`,
        '— El equipo de WeLink\n',
      ].join('\n\n'),
    );
    expect(spanish!.html).toBe(`<!doctype html><html lang="es"><body style="font-family:sans-serif;line-height:1.5">
<p>Hola, Vera:</p><p>Esto es lo que ha pasado esta semana en tu círculo de WeLink.</p>
<h2 style="font-size:17px">Lo mejor valorado de tus contactos esta semana</h2><ul><li>«Dune» — 5★ de Ana</li><li>«Oppenheimer» — 4★ de Ana</li></ul>
<h2 style="font-size:17px">Preguntas que aún no has respondido</h2><ul><li>Ana pregunta: «¿Un libro?»</li></ul>
<h2 style="font-size:17px">Tus pendientes que tus contactos han valorado bien</h2><ul><li>«Oppenheimer» — 4★ de Ana</li></ul>
<p><a href="${APP_URL}">Abrir WeLink</a></p>
<p style="font-size:13px;color:#555">Recibes este resumen porque lo activaste en Ajustes. <a href="${link(spanish!).replaceAll('&', '&amp;')}">Darme de baja</a></p>
</body></html>`);
  });

  it('shows only what each member lets the reader see: never a WeLink or question of someone the reader does not follow', async () => {
    const w = week(1);
    const vera = await member('Vera');
    const fan = await member('Fan', false);
    const stranger = await member('Desconocida', false);
    await follow(fan, vera);
    await welink(fan, 'Lo de quien me sigue', 5, w.during);
    await welink(stranger, 'Lo de una desconocida', 5, w.during);
    await question(stranger, '¿Alguien?', w.during);
    await welink(vera, 'Lo mío', 5, w.during);
    await welink(vera, 'Pendiente', 0, w.during);
    await welink(stranger, 'Pendiente', 5, w.during);

    const { deps, sent } = sender();
    await sendDueDigests(deps, w.now);
    expect(sent).toHaveLength(0);
  });

  it('is not sent to a member who did not opt in, nor when there is nothing to tell', async () => {
    const w = week(2);
    const quiet = await member('Quieta');
    const off = await member('Apagada', false);
    const ana = await member('Ana', false);
    await follow(off, ana);
    await welink(ana, 'Dune', 5, w.during);

    const { deps, sent } = sender();
    expect(await sendDueDigests(deps, w.now)).toBe(0);
    expect(sent).toHaveLength(0);
    // The empty week counts as done: a friend's rating later that Monday adds nothing.
    await follow(quiet, ana);
    expect(await sendDueDigests(deps, new Date(w.now.getTime() + 3_600_000))).toBe(0);
  });

  it('goes out once per member per week with two senders at once, and not again after a restart; next week again', async () => {
    const w = week(3);
    const ana = await member('Ana', false);
    const readers = await Promise.all(['Lector 1', 'Lector 2', 'Lector 3', 'Lector 4', 'Lector 5'].map((name) => member(name)));
    for (const reader of readers) await follow(reader, ana);
    await welink(ana, 'Dune', 5, w.during);

    const a = sender();
    const b = sender(second ?? t.database);
    await Promise.all([sendDueDigests(a.deps, w.now, { batch: 2 }), sendDueDigests(b.deps, w.now, { batch: 2 })]);
    for (const reader of readers) expect(a.to(reader).length + b.to(reader).length).toBe(1);

    const restarted = sender();
    expect(await sendDueDigests(restarted.deps, new Date(w.now.getTime() + 2 * 3_600_000))).toBe(0);

    const next = week(4);
    await welink(ana, 'Solaris', 4, next.during);
    const nextWeek = sender();
    await sendDueDigests(nextWeek.deps, next.now);
    for (const reader of readers) expect(nextWeek.to(reader)).toHaveLength(1);
  });

  it('sends a week whose claim was lost (a crash before sending) once the claim is stale, and after a failed mail', async () => {
    const w = week(5);
    const ana = await member('Ana', false);
    const crashed = await member('Caída');
    const failed = await member('Fallida');
    await follow(crashed, ana);
    await follow(failed, ana);
    await welink(ana, 'Dune', 5, w.during);
    await t.database.db.insert(digestRuns).values({ userId: crashed.id, weekStart: w.weekStart, claimedAt: w.now });

    const first = sender();
    first.fail(true);
    expect(await sendDueDigests(first.deps, new Date(w.now.getTime() + 60_000))).toBe(0);

    const soon = sender();
    expect(await sendDueDigests(soon.deps, new Date(w.now.getTime() + DIGEST_CLAIM_STALE_MS - 60_000))).toBe(0);

    const later = sender();
    expect(await sendDueDigests(later.deps, new Date(w.now.getTime() + DIGEST_CLAIM_STALE_MS + 2 * 60_000))).toBe(2);
    expect(later.to(crashed)).toHaveLength(1);
    expect(later.to(failed)).toHaveLength(1);
    const [run] = await t.database.db.select().from(digestRuns).where(and(eq(digestRuns.userId, crashed.id), eq(digestRuns.weekStart, w.weekStart)));
    expect(run?.sentAt).not.toBeNull();
  });

  it('does not send a week after its Monday is over', async () => {
    const w = week(6);
    const ana = await member('Ana', false);
    const late = await member('Tardía');
    await follow(late, ana);
    await welink(ana, 'Dune', 5, w.during);
    const { deps, sent } = sender();
    expect(await sendDueDigests(deps, new Date(w.now.getTime() + 86_400_000))).toBe(0);
    expect(sent).toHaveLength(0);
  });
});

describe('the weekly digest preference', () => {
  it('is off for a new member, turned on and off by PUT and read in /api/users/me', async () => {
    const vera = await member('Vera', false);
    expect((await vera.call('GET', '/api/users/me')).body.weeklyDigest).toBe(false);
    expect((await vera.call('PUT', '/api/users/me/weekly-digest', { weeklyDigest: true })).body).toEqual({ weeklyDigest: true });
    expect((await vera.call('GET', '/api/users/me')).body.weeklyDigest).toBe(true);
    expect((await vera.call('PUT', '/api/users/me/weekly-digest', { weeklyDigest: false })).body).toEqual({ weeklyDigest: false });
    expect((await vera.call('GET', '/api/users/me')).body.weeklyDigest).toBe(false);
  });

  it('needs a signed-in member and a boolean', async () => {
    const vera = await member('Vera', false);
    expect((await caller(t.app, null)('PUT', '/api/users/me/weekly-digest', { weeklyDigest: true })).status).toBe(401);
    const bad = await vera.call('PUT', '/api/users/me/weekly-digest', { weeklyDigest: 'sí' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).not.toBe(MESSAGES.bodyRequired);
    expect(bad.body.fields).toHaveProperty('weeklyDigest');
    expect((await vera.call('GET', '/api/users/me')).body.weeklyDigest).toBe(false);
  });
});

describe('the unsubscribe link', () => {
  async function mailedMember(n: number, language: 'en' | null = null) {
    const w = week(n);
    const ana = await member('Ana', false);
    const vera = await member('Vera');
    if (language) await t.database.db.update(users).set({ language }).where(eq(users.id, vera.id));
    await follow(vera, ana);
    await welink(ana, 'Dune', 5, w.during);
    const { deps, to } = sender();
    await sendDueDigests(deps, w.now);
    const [mail] = to(vera);
    return { vera, w, url: unsubscribeUrl(mail!) };
  }
  const weeklyDigestOf = async (id: string) =>
    (await t.database.db.select({ on: users.weeklyDigest }).from(users).where(eq(users.id, id)))[0]?.on;
  /** What a mail client sends on its own (RFC 8058). */
  const oneClick = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('opens a Spanish page in a browser that asks first (a GET changes nothing); its button turns the digest off without login', async () => {
    const { vera, url } = await mailedMember(10);
    const page = await t.app.inject({ method: 'GET', url, headers: asBrowser });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(DIGEST_MESSAGES.unsubscribeConfirm);
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&');
    expect(await weeklyDigestOf(vera.id)).toBe(true);

    const done = await t.app.inject({ method: 'POST', url: action, headers: { ...asBrowser, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.body).toContain(DIGEST_MESSAGES.unsubscribed);
    expect(await weeklyDigestOf(vera.id)).toBe(false);
  });

  it("works once from a mail client's one-click POST: a used link does not turn the digest off again", async () => {
    const { vera, url } = await mailedMember(12);
    const done = await oneClick(url);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: DIGEST_MESSAGES.unsubscribed });
    expect(await weeklyDigestOf(vera.id)).toBe(false);

    // Back on in Settings: the used link does not turn it off again.
    await vera.call('PUT', '/api/users/me/weekly-digest', { weeklyDigest: true });
    const again = await oneClick(url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: DIGEST_MESSAGES.linkUsed, code: 'CONFLICT' });
    expect(await weeklyDigestOf(vera.id)).toBe(true);
  });

  it("answers in the member's language, else the browser's, else Spanish", async () => {
    const english = await mailedMember(21, 'en');
    const page = await t.app.inject({ method: 'GET', url: english.url, headers: asBrowser });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`<p>${escapeHtml(domainEnglish['digest.unsubscribeConfirm'])}</p>`);
    expect(page.body).toContain(`>${domainEnglish['digest.unsubscribeButton']}</button>`);
    expect(page.body).toContain('<title>Weekly summary · WeLink</title>');
    expect((await oneClick(english.url)).json()).toEqual({ message: domainEnglish['digest.unsubscribed'] });
    const used = await oneClick(english.url);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ message: domainEnglish['digest.linkUsed'] });

    // No language chosen: the browser's, which a click from the mail brings.
    const following = await mailedMember(22);
    const inEnglish = await t.app.inject({ method: 'GET', url: following.url, headers: { ...asBrowser, 'accept-language': 'en-GB,en;q=0.9' } });
    expect(inEnglish.body).toContain(escapeHtml(domainEnglish['digest.unsubscribeConfirm']));
    const inSpanish = await t.app.inject({ method: 'GET', url: following.url, headers: asBrowser });
    expect(inSpanish.body).toContain('<html lang="es">');
    expect(inSpanish.body).toContain('<title>Resumen semanal · WeLink</title>');
    expect(inSpanish.body).toContain(`>${DIGEST_MESSAGES.unsubscribeButton}</button>`);
    const forged = await t.app.inject({ method: 'GET', url: '/api/digest/unsubscribe?token=x', headers: { ...asBrowser, 'accept-language': 'en' } });
    expect(forged.body).toContain(domainEnglish['digest.linkInvalid']);
  });

  it('does nothing with a forged, altered or session token (4xx)', async () => {
    const { vera, w, url } = await mailedMember(11);
    const token = decodeURIComponent(new URL(url, APP_URL).searchParams.get('token')!);
    const otherSecret = createTokenService(randomBytes(32).toString('hex')).digestUnsubscribe.sign(unsubscribeSubject(vera.id, w.weekStart));
    const [payload, signature] = token.split('.') as [string, string];
    const someoneElse = await member('Otra');
    const altered = `${Buffer.from(unsubscribeSubject(someoneElse.id, w.weekStart)).toString('base64url')}.${signature}`;
    const neverMailed = t.app.deps.tokens.digestUnsubscribe.sign(unsubscribeSubject(someoneElse.id, w.weekStart));
    for (const forged of [otherSecret, altered, `${payload}.`, vera.token, neverMailed, '']) {
      const res = await oneClick(`/api/digest/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json()).toMatchObject({ message: DIGEST_MESSAGES.linkInvalid });
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/digest/unsubscribe?token=${encodeURIComponent(otherSecret)}`, headers: asBrowser });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(DIGEST_MESSAGES.linkInvalid);
    expect(page.body).not.toContain('<form');
    expect(await weeklyDigestOf(vera.id)).toBe(true);
    expect(await weeklyDigestOf(someoneElse.id)).toBe(true);
    const used = await t.database.db
      .select({ userId: digestRuns.userId })
      .from(digestRuns)
      .where(and(isNotNull(digestRuns.unsubscribedAt), inArray(digestRuns.userId, [vera.id, someoneElse.id])));
    expect(used).toHaveLength(0);
  });
});
