import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { follows, items } from '../db/schema/index.js';
import { caller, type Member } from '../../test/members.js';
import { buildTestApp, createUser, type TestApp } from '../../test/testApp.js';

/** A friend's hit rate (GET /api/users/me/hit-rates) and the circle's score (GET /api/items/{id}/circle). */

let t: TestApp;
let viewer: Member;
const NO_ID = '00000000-0000-4000-8000-000000000000';

async function member(name: string): Promise<Member> {
  const { row } = await createUser(t.database, { name });
  const token = t.app.deps.tokens.sign({ userId: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, tv: row.tokenVersion });
  return { id: row.id, name, token, call: caller(t.app, token) };
}

/** Several members at once, as a tuple of the names' length. */
function members<const Names extends readonly string[]>(...names: Names) {
  return Promise.all(names.map((name) => member(name))) as Promise<{ -readonly [K in keyof Names]: Member }>;
}

const follow = (a: Member, b: Member) => t.database.db.insert(follows).values({ followerId: a.id, followeeId: b.id });

let sequence = 0;
interface WeLinkFacts {
  title?: string;
  category?: string;
  rating?: number;
  status?: 'rated' | 'pending_rating';
  comment?: string;
  recommendedBy?: Member;
  address?: string;
  coordinates?: { lat: number; lng: number };
  updatedAt?: Date;
}

async function welink(owner: Member, facts: WeLinkFacts = {}): Promise<string> {
  sequence += 1;
  const rating = facts.rating ?? 0;
  const [row] = await t.database.db
    .insert(items)
    .values({
      userId: owner.id,
      title: facts.title ?? `Cosa ${sequence}`,
      category: facts.category ?? 'Película',
      rating,
      status: facts.status ?? (rating > 0 ? 'rated' : 'pending_rating'),
      comment: facts.comment,
      recommendedBy: facts.recommendedBy?.id,
      address: facts.address,
      details: facts.coordinates ? { coordinates: facts.coordinates } : {},
      updatedAt: facts.updatedAt ?? new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
    })
    .returning({ id: items.id });
  return row!.id;
}

/** `count` rated takes by `taker` of WeLinks `recommender` recommended, one per rating. */
async function takes(taker: Member, recommender: Member, ratings: number[]) {
  for (const rating of ratings) await welink(taker, { rating, recommendedBy: recommender });
}

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await member('Vera');
});
afterAll(() => t.close());

describe('who may ask', () => {
  it('answers 401 to a visitor on both calls', async () => {
    const visitor = caller(t.app, null);
    expect((await visitor('GET', '/api/users/me/hit-rates')).status).toBe(401);
    expect((await visitor('GET', `/api/items/${NO_ID}/circle`)).status).toBe(401);
  });

  it('answers 404 for a WeLink the viewer may not see, or none, and 400 for a bad id', async () => {
    const stranger = await member('Extraño');
    const hidden = await welink(stranger, { rating: 5 });
    for (const id of [hidden, NO_ID]) {
      const res = await viewer.call('GET', `/api/items/${id}/circle`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await viewer.call('GET', '/api/items/nope/circle')).status).toBe(400);
  });
});

describe('a friend\'s hit rate', () => {
  it('counts only the viewer\'s rated takes from each followed member, from 3 on, with the ≥ 4 rule', async () => {
    const [ana, bruno, carla, dani, stranger, other] = await members('Ana', 'Bruno', 'Carla', 'Dani', 'Sergio', 'Olga');
    for (const friend of [ana, bruno, carla, dani]) await follow(viewer, friend);
    await follow(other, ana);

    await takes(viewer, ana, [5, 4, 5]);
    // Neither a pending take nor one rated 0 counts.
    await welink(viewer, { recommendedBy: ana, status: 'pending_rating' });
    await welink(viewer, { recommendedBy: ana, status: 'rated', rating: 0 });
    await takes(viewer, bruno, [5, 5]); // below 3: no figure
    await takes(viewer, carla, [4, 4, 3]); // 3,67: a figure, no badge
    await takes(viewer, dani, [4, 4, 4]); // exactly 4 over 3: the badge
    await takes(viewer, stranger, [5, 5, 5]); // not followed: never counts
    await takes(other, ana, [1, 1, 1]); // someone else's takes are theirs

    const res = await viewer.call('GET', '/api/users/me/hit-rates');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { user: { _id: ana.id, name: 'Ana' }, average: expect.closeTo(14 / 3, 5), count: 3, isUsuallyRight: true },
      { user: { _id: dani.id, name: 'Dani' }, average: 4, count: 3, isUsuallyRight: true },
      { user: { _id: carla.id, name: 'Carla' }, average: expect.closeTo(11 / 3, 5), count: 3, isUsuallyRight: false },
    ]);

    const others = await other.call('GET', '/api/users/me/hit-rates');
    expect(others.body).toEqual([{ user: { _id: ana.id, name: 'Ana' }, average: 1, count: 3, isUsuallyRight: false }]);

    // Unfollowing takes the figure away.
    await t.database.db.delete(follows).where(and(eq(follows.followerId, viewer.id), eq(follows.followeeId, dani.id)));
    const after = await viewer.call('GET', '/api/users/me/hit-rates');
    expect(after.body.map((figure: { user: { name: string } }) => figure.user.name)).toEqual(['Ana', 'Carla']);
  });
});

describe("the circle's score", () => {
  it('gathers the followed members\' ratings of the same title and category, newest first, without the viewer\'s nor strangers\'', async () => {
    const [eva, fede, gala, hugo, stranger, fan] = await members('Eva', 'Fede', 'Gala', 'Hugo', 'Sonia', 'Fan');
    for (const friend of [eva, fede, gala, hugo]) await follow(viewer, friend);
    // One-way: the fan follows the viewer, whom the viewer does not follow; their WeLinks are not the viewer's to see.
    await follow(fan, viewer);
    const day = (n: number) => new Date(Date.UTC(2026, 2, n));

    const shown = await welink(eva, { title: 'Dune', category: 'Libro', rating: 5, updatedAt: day(1) });
    await welink(fede, { title: 'dúne', category: 'Libro', rating: 3, comment: 'Larga', updatedAt: day(3) });
    await welink(gala, { title: 'DUNE', category: 'Libro', rating: 4, updatedAt: day(2) });
    await welink(hugo, { title: 'Dune', category: 'Película', rating: 5 }); // another category
    await welink(viewer, { title: 'Dune', category: 'Libro', rating: 1 }); // the viewer's own
    await welink(stranger, { title: 'Dune', category: 'Libro', rating: 1 });
    await welink(fan, { title: 'Dune', category: 'Libro', rating: 1 });

    const res = await viewer.call('GET', `/api/items/${shown}/circle`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.average).toBeCloseTo(4, 5);
    expect(res.body.ratings.map((r: { user: { name: string }; rating: number; comment?: string }) => [r.user.name, r.rating, r.comment])).toEqual([
      ['Fede', 3, 'Larga'],
      ['Gala', 4, undefined],
      ['Eva', 5, undefined],
    ]);

    // A pending copy does not count; one nobody in the circle rated answers an empty score.
    const lonely = await welink(eva, { title: 'Solaris', category: 'Libro', rating: 4 });
    await welink(fede, { title: 'Solaris', category: 'Libro' });
    const own = await welink(viewer, { title: 'Solaris', category: 'Libro', rating: 2 });
    expect((await viewer.call('GET', `/api/items/${lonely}/circle`)).body).toMatchObject({ count: 1, average: 4 });
    const fromOwn = await viewer.call('GET', `/api/items/${own}/circle`);
    expect(fromOwn.body.ratings.map((r: { user: { name: string } }) => r.user.name)).toEqual(['Eva']);
    const mine = await welink(viewer, { title: 'Nadie más', rating: 5 });
    expect((await viewer.call('GET', `/api/items/${mine}/circle`)).body).toEqual({ count: 0, ratings: [] });
  });

  it('tells places apart by pin when both have one, else by address', async () => {
    const [iris, juan, kike, lola] = await members('Iris', 'Juan', 'Kike', 'Lola');
    for (const friend of [iris, juan, kike, lola]) await follow(viewer, friend);
    const sol = { title: 'Casa Sol', category: 'Restaurante' };

    const shown = await welink(iris, { ...sol, rating: 5, address: 'Calle Mayor 1, Madrid', coordinates: { lat: 40.4168, lng: -3.7038 } });
    await welink(juan, { ...sol, rating: 4, coordinates: { lat: 40.4171, lng: -3.704 } }); // ~40 m away
    await welink(kike, { ...sol, rating: 2, coordinates: { lat: 41.3874, lng: 2.1686 } }); // Barcelona
    await welink(lola, { ...sol, rating: 3, address: 'calle  mayor 1, MADRID' }); // no pin: the same address

    const res = await viewer.call('GET', `/api/items/${shown}/circle`);
    expect(res.body.ratings.map((r: { user: { name: string } }) => r.user.name).sort()).toEqual(['Iris', 'Juan', 'Lola']);

    const elsewhere = await welink(lola, { title: 'Bar Pepe', category: 'Restaurante', rating: 4, address: 'Gran Vía 2' });
    await welink(kike, { title: 'Bar Pepe', category: 'Restaurante', rating: 5, address: 'Rambla 9' });
    await welink(juan, { title: 'Bar Pepe', category: 'Restaurante', rating: 3 }); // nothing to tell it apart
    const pepe = await viewer.call('GET', `/api/items/${elsewhere}/circle`);
    expect(pepe.body.ratings.map((r: { user: { name: string } }) => r.user.name).sort()).toEqual(['Juan', 'Lola']);
  });
});
