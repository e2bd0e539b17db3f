import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { follows, items } from '../db/schema/index.js';
import { caller, type Member } from '../../test/members.js';
import { buildTestApp, createUser, type TestApp } from '../../test/testApp.js';

/** Para ti (GET /api/recommendations): what is suggested, in which order, with which reason, and saving one. */

let t: TestApp;

async function member(name: string): Promise<Member> {
  const { row } = await createUser(t.database, { name });
  const token = t.app.deps.tokens.sign({ userId: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, tv: row.tokenVersion });
  return { id: row.id, name, token, call: caller(t.app, token) };
}

const follow = (a: Member, b: Member) => t.database.db.insert(follows).values({ followerId: a.id, followeeId: b.id });

let sequence = 0;
async function welink(owner: Member, title: string, rating: number, category = 'Película'): Promise<string> {
  sequence += 1;
  const [row] = await t.database.db
    .insert(items)
    .values({
      userId: owner.id,
      title,
      category,
      rating,
      status: rating > 0 ? 'rated' : 'pending_rating',
      synopsis: `Sinopsis de ${title}`,
      updatedAt: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
    })
    .returning({ id: items.id });
  return row!.id;
}

interface Suggestion {
  item: { _id: string; title: string; rating: number; user: { name: string } };
  recommender: { _id: string; name: string };
  shared: number;
  agreed: number;
  raters: number;
}
const suggestionsOf = async (who: Member): Promise<Suggestion[]> => {
  const res = await who.call('GET', '/api/recommendations');
  expect(res.status).toBe(200);
  return res.body as Suggestion[];
};

let vera: Member, ana: Member, bruno: Member, carla: Member, stranger: Member, fan: Member;

beforeAll(async () => {
  t = await buildTestApp();
  [vera, ana, bruno, carla, stranger, fan] = (await Promise.all(['Vera', 'Ana', 'Bruno', 'Carla', 'Sergio', 'Fan'].map((name) => member(name)))) as [
    Member,
    Member,
    Member,
    Member,
    Member,
    Member,
  ];
  for (const friend of [ana, bruno, carla]) await follow(vera, friend);
  // One-way: the fan follows Vera, who does not follow back; the stranger is nobody to her.
  await follow(fan, vera);

  // Five things Vera rated: Ana rates them within a star of her (5 of 5), Bruno far from her (0 of 5).
  const veras = [5, 5, 1, 4, 2];
  for (const [n, rating] of veras.entries()) {
    await welink(vera, `Común ${n}`, rating);
    await welink(ana, `común ${n}`, Math.max(1, rating - 1));
    await welink(bruno, `Común ${n}`, rating >= 3 ? 1 : 5);
  }
  // Fan and stranger agree with Vera on everything: still never read.
  for (const [n, rating] of veras.entries()) {
    await welink(fan, `Común ${n}`, rating);
    await welink(stranger, `Común ${n}`, rating);
  }

  await welink(ana, 'Lo de Ana', 5);
  await welink(bruno, 'Lo de Bruno', 5);
  await welink(carla, 'Lo de Carla', 4); // Carla shares nothing with Vera: the circle's mean stands for her.
  await welink(ana, 'Tibio', 3); // below 4: never suggested
  await welink(bruno, 'Ya lo tengo', 5);
  await welink(vera, 'ya lo tengo', 0); // Vera has it, pending: not suggested
  await welink(bruno, 'Ya lo tengo', 5, 'Libro'); // the same title in another category is another thing
  await welink(fan, 'Del fan', 5);
  await welink(stranger, 'Del desconocido', 5);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Moves the clock past the time a ranking is kept (RECOMMENDATIONS_KEEP_SECONDS' default). */
function afterRankingsExpire() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + loadConfig({}).recommendationsKeepMs + 1_000);
}

describe('Para ti', () => {
  it('answers 401 to a visitor', async () => {
    expect((await caller(t.app, null)('GET', '/api/recommendations')).status).toBe(401);
  });

  it("ranks followed members' WeLinks rated ≥ 4 that the viewer lacks by the raters' taste match, never reading whom she does not follow", async () => {
    const suggestions = await suggestionsOf(vera);
    // Circle mean 5/10. Ana: ((5 + 3 × 0,5) / (5 + 3) − 0,5) × 2 = 0,625; Carla, unknown: 0; Bruno: −0,625 (newest first).
    expect(suggestions.map((s) => [s.item.title, s.recommender.name, s.agreed, s.shared])).toEqual([
      ['Lo de Ana', 'Ana', 5, 5],
      ['Lo de Carla', 'Carla', 0, 0],
      ['Ya lo tengo', 'Bruno', 0, 5],
      ['Lo de Bruno', 'Bruno', 0, 5],
    ]);
    expect(suggestions.find((s) => s.item.title === 'Ya lo tengo')!.item).toMatchObject({ user: { name: 'Bruno' } });
    const named = suggestions.flatMap((s) => [s.recommender.name, s.item.user.name]);
    expect(named).not.toContain('Fan');
    expect(named).not.toContain('Sergio');
  });

  it('counts a thing once, with the best-matched rater named and the others counted', async () => {
    await welink(ana, 'Compartido', 4);
    await welink(bruno, 'compartido', 5);
    afterRankingsExpire();
    const shared = (await suggestionsOf(vera)).find((s) => s.item.title.toLowerCase() === 'compartido')!;
    expect(shared).toMatchObject({ recommender: { name: 'Ana' }, raters: 2, agreed: 5, shared: 5 });
  });

  it("answers nothing to a member who follows no one, and the fan is not told about Vera's WeLinks by Para ti's reasons", async () => {
    expect(await suggestionsOf(stranger)).toEqual([]);
    // The fan follows Vera: only Vera's WeLinks he lacks, named after her.
    const forFan = await suggestionsOf(fan);
    expect(forFan.map((s) => s.recommender.name)).toEqual(forFan.map(() => 'Vera'));
  });

  it('saving one as pending keeps the recommender, tells her, and takes it off the list', async () => {
    await follow(ana, vera); // Ana may see Vera's copy, so she is told
    const [first] = await suggestionsOf(vera);
    const full = (await vera.call('GET', `/api/items/${first!.item._id}`)).body;
    const saved = await vera.call('POST', '/api/items', {
      title: full.title,
      category: full.category,
      synopsis: full.synopsis,
      status: 'pending_rating',
      recommendedBy: first!.recommender._id,
      recommendedByName: first!.recommender.name,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ status: 'pending_rating', recommendedBy: ana.id, recommendedByName: 'Ana' });

    const told = (await ana.call('GET', '/api/notifications')).body;
    expect(told[0]).toMatchObject({ kind: 'item_saved', actor: { name: 'Vera' }, title: 'Lo de Ana' });
    expect((await suggestionsOf(vera)).map((s) => s.item.title)).not.toContain('Lo de Ana');
  });

  it("keeps a member's ranking a while, but a follow, an unfollow, a deletion or a lower rating shows at once", async () => {
    const titles = async () => (await suggestionsOf(vera)).map((s) => s.item.title);
    const diego = await member('Diego');
    await welink(diego, 'Lo de Diego', 5);
    await welink(carla, 'Nuevo de Carla', 5);
    const before = await titles();
    expect(before).not.toContain('Nuevo de Carla'); // kept: a friend's new rating waits for the ranking to be made again

    await follow(vera, diego);
    expect(await titles()).toEqual(expect.arrayContaining(['Lo de Diego', 'Nuevo de Carla']));

    expect((await vera.call('POST', `/api/users/unfollow/${diego.id}`)).status).toBe(200);
    expect(await titles()).not.toContain('Lo de Diego');

    const [brunos] = await t.database.db.select({ id: items.id }).from(items).where(eq(items.title, 'Lo de Bruno'));
    await t.database.db.update(items).set({ rating: 3 }).where(eq(items.id, brunos!.id));
    await t.database.db.delete(items).where(eq(items.title, 'Lo de Carla'));
    expect(await titles()).not.toContain('Lo de Bruno');
    expect(await titles()).not.toContain('Lo de Carla');
  });
});
