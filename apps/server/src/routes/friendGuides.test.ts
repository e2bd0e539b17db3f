import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_MESSAGES, GUIDE_PROGRESS_MESSAGES, MESSAGES, SAVED_FROM_ANSWER_DESCRIPTION, type Guide } from '@welink/domain';
import { items, notifications } from '../db/schema/index.js';
import { caller, follow, member, type Member } from '../../test/members.js';
import { buildTestApp, type TestApp } from '../../test/testApp.js';

/** A friend's guides (GET /api/users/{id}/lists), a guide's progress and saving its rest as pending. */

let t: TestApp;
let ana: Member;
let bruno: Member;
let carla: Member;
const NO_ID = '00000000-0000-4000-8000-000000000000';

interface Facts {
  category?: string;
  rating?: number;
  status?: 'rated' | 'pending_rating';
  address?: string;
  synopsis?: string;
  subcategory?: string;
}

/** A WeLink, stored as it is: rated when it has a rating, else pending unless told. */
async function welink(owner: Member, title: string, facts: Facts = {}): Promise<string> {
  const rating = facts.rating ?? 0;
  const [row] = await t.database.db
    .insert(items)
    .values({ userId: owner.id, title, category: facts.category ?? 'Película', ...facts, rating, status: facts.status ?? (rating > 0 ? 'rated' : 'pending_rating') })
    .returning({ id: items.id });
  return row!.id;
}

async function guide(owner: Member, name: string, itemIds: string[], isPublic = true): Promise<Guide> {
  const res = await owner.call('POST', '/api/lists', { name, isPublic, itemIds });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Guide;
}

/** A progress answer with its ids sorted: a guide made at once holds its WeLinks in no set order. */
const sorted = (progress: { ratedItemIds: string[]; pendingItemIds: string[] }) => ({
  ...progress,
  ratedItemIds: [...progress.ratedItemIds].sort(),
  pendingItemIds: [...progress.pendingItemIds].sort(),
});

const ownItems = (who: Member) => t.database.db.select().from(items).where(eq(items.userId, who.id));

beforeAll(async () => {
  t = await buildTestApp();
  [ana, bruno, carla] = await Promise.all([member(t.app, t.database, 'Ana'), member(t.app, t.database, 'Bruno'), member(t.app, t.database, 'Carla')]);
  // Bruno follows Ana; Ana follows Carla, whom Bruno does not follow.
  await follow(t.database, bruno, ana);
  await follow(t.database, ana, carla);
});
afterAll(() => t.close());

describe('who may ask', () => {
  it('answers a visitor 401 and a malformed id 400 on every call', async () => {
    const shared = await guide(ana, 'Para visitas', []);
    const visitor = caller(t.app, null);
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', `/api/users/${ana.id}/lists`],
      ['GET', `/api/lists/${shared._id}/progress`],
      ['POST', `/api/lists/${shared._id}/save-pending`],
    ];
    for (const [method, url] of calls) expect((await visitor(method, url)).status, url).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/users/nope/lists'],
      ['GET', '/api/lists/nope/progress'],
      ['POST', '/api/lists/nope/save-pending'],
    ] as const) {
      const res = await bruno.call(method, url);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
  });

  it("answers 404 for the guides of a member the viewer does not follow, as Pendientes en común does", async () => {
    await guide(carla, 'De Carla', []);
    for (const id of [carla.id, NO_ID]) {
      const res = await bruno.call('GET', `/api/users/${id}/lists`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: MESSAGES.userNotFound });
    }
    // Ana does not follow Bruno back.
    expect((await ana.call('GET', `/api/users/${bruno.id}/lists`)).status).toBe(404);
  });

  it("answers a private guide of someone else 404, the viewer's own 403 and an unknown one 404, saving nothing", async () => {
    const film = await welink(ana, 'Privada de Ana', { rating: 4 });
    const hidden = await guide(ana, 'Secreta', [film], false);
    const mine = await guide(bruno, 'Mía', [await welink(bruno, 'De Bruno', { rating: 3 })]);
    const before = (await ownItems(bruno)).length;
    for (const [listId, status, message] of [
      [hidden._id, 404, GUIDE_MESSAGES.notFound],
      [NO_ID, 404, GUIDE_MESSAGES.notFound],
      [mine._id, 403, GUIDE_PROGRESS_MESSAGES.ownGuide],
    ] as const) {
      for (const [method, url] of [
        ['GET', `/api/lists/${listId}/progress`],
        ['POST', `/api/lists/${listId}/save-pending`],
      ] as const) {
        const res = await bruno.call(method, url);
        expect(res.status, `${method} ${url}`).toBe(status);
        expect(res.body.message).toBe(message);
      }
    }
    expect(await ownItems(bruno)).toHaveLength(before);
  });
});

describe('GET /api/users/{id}/lists', () => {
  it("answers a followed member's public guides newest first, with only the WeLinks the viewer may see", async () => {
    const dora = await member(t.app, t.database, 'Dora');
    const eloy = await member(t.app, t.database, 'Eloy');
    await follow(t.database, bruno, dora);
    await follow(t.database, dora, eloy);
    const own = await welink(dora, 'Casa Dora', { category: 'Servicio', rating: 5 });
    const eloys = await welink(eloy, 'Bar de Eloy', { category: 'Servicio', rating: 4 });
    const first = await guide(dora, 'Primera', [own]);
    await guide(dora, 'Privada', [own], false);
    const second = await guide(dora, 'Segunda', [own, eloys]);

    const res = await bruno.call('GET', `/api/users/${dora.id}/lists`);
    expect(res.status).toBe(200);
    const answer = res.body as Guide[];
    expect(answer.map((g) => g._id)).toEqual([second._id, first._id]);
    expect(answer[0]).toMatchObject({ name: 'Segunda', isPublic: true, user: { _id: dora.id, name: 'Dora' } });
    // Bruno does not follow Eloy: Eloy's WeLink stays out of what he reads.
    expect(answer[0]!.items.map((i) => i._id)).toEqual([own]);

    // Dora herself reads every guide of hers through it, the private one too, with Eloy's WeLink.
    const hers = (await dora.call('GET', `/api/users/${dora.id}/lists`)).body as Guide[];
    expect(hers.map((g) => g.name)).toEqual(['Segunda', 'Privada', 'Primera']);
    expect(hers[0]!.items.map((i) => i._id).sort()).toEqual([own, eloys].sort());
  });

  it('answers an empty list for a friend without public guides', async () => {
    const fede = await member(t.app, t.database, 'Fede');
    await follow(t.database, bruno, fede);
    await guide(fede, 'Solo mía', [], false);
    expect((await bruno.call('GET', `/api/users/${fede.id}/lists`)).body).toEqual([]);
  });
});

describe('progress and saving the rest', () => {
  it('counts what the viewer rated of the same thing, what they have pending, and nothing they may not see', async () => {
    const viewer = await member(t.app, t.database, 'Vera');
    await follow(t.database, viewer, ana);
    const dune = await welink(ana, 'Dune', { rating: 5 });
    const heat = await welink(ana, 'Heat', { rating: 4 });
    const alien = await welink(ana, 'Alien', { rating: 3 });
    const solaris = await welink(ana, 'Solaris', { rating: 2 });
    const bar = await welink(ana, 'Bar Pepe', { category: 'Servicio', address: 'Calle Mayor 1, Madrid', rating: 4 });
    const carlas = await welink(carla, 'La de Carla', { rating: 5 });
    const trip = await guide(ana, 'Mis favoritas', [dune, heat, alien, solaris, bar, carlas]);
    expect(trip.items).toHaveLength(6); // Ana follows Carla: her guide holds Carla's WeLink

    await welink(viewer, 'DÚNE', { rating: 4 }); // the same thing: title folded (case and accents)
    await welink(viewer, 'Heat'); // pending
    await welink(viewer, 'Solaris', { status: 'rated' }); // saved with no stars: not rated yet
    await welink(viewer, 'Alien', { category: 'Libro', rating: 5 }); // another category: another thing
    await welink(viewer, 'Bar Pepe', { category: 'Servicio', address: 'Avenida del Puerto 9, Valencia', rating: 5 }); // another place
    await welink(viewer, 'La de Carla', { rating: 5 }); // Vera cannot see Carla's: it does not count

    const res = await viewer.call('GET', `/api/lists/${trip._id}/progress`);
    expect(res.status).toBe(200);
    expect(sorted(res.body)).toEqual({ rated: 1, total: 5, ratedItemIds: [dune], pendingItemIds: [heat, solaris].sort() });
  });

  it('saves, in one call, the WeLinks the viewer has neither rated nor pending as pending copies recommended by their owner; again saves nothing', async () => {
    const viewer = await member(t.app, t.database, 'Nico');
    // Connected both ways, as accepting a request leaves them: Ana may see what Nico saves.
    await follow(t.database, viewer, ana);
    await follow(t.database, ana, viewer);
    const film = await welink(ana, 'Paris, Texas', { rating: 5, synopsis: 'Un hombre vuelve del desierto.' });
    const place = await welink(ana, 'Taberna Sur', { category: 'Servicio', subcategory: 'Bar', address: 'Calle Sur 2, Madrid', rating: 4 });
    const rated = await welink(ana, 'Ya vista', { rating: 3 });
    const pending = await welink(ana, 'Ya guardada', { rating: 3 });
    const carlas = await welink(carla, 'Oculta de Carla', { rating: 5 });
    const trip = await guide(ana, 'Para Nico', [film, place, rated, pending, carlas]);
    await welink(viewer, 'Ya vista', { rating: 2 });
    await welink(viewer, 'Ya guardada');
    const before = await t.database.db.select().from(notifications).where(and(eq(notifications.recipientId, ana.id), eq(notifications.kind, 'item_saved')));

    const res = await viewer.call('POST', `/api/lists/${trip._id}/save-pending`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ saved: 2, message: 'Guardados 2 WeLinks como pendientes en tu historial' });

    const copies = (await ownItems(viewer)).filter((i) => ['Paris, Texas', 'Taberna Sur'].includes(i.title));
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy).toMatchObject({ status: 'pending_rating', rating: 0, recommendedBy: ana.id, recommendedByName: 'Ana' });
    }
    // The copy is the single save's: a film keeps its synopsis and no default description; a place its address.
    expect(copies.find((c) => c.title === 'Paris, Texas')).toMatchObject({ category: 'Película', synopsis: 'Un hombre vuelve del desierto.', description: null });
    expect(copies.find((c) => c.title === 'Taberna Sur')).toMatchObject({
      category: 'Servicio',
      subcategory: 'Bar',
      address: 'Calle Sur 2, Madrid',
      description: SAVED_FROM_ANSWER_DESCRIPTION,
    });
    // Carla's WeLink, which Nico may not see, was neither counted nor saved.
    expect((await ownItems(viewer)).some((i) => i.title === 'Oculta de Carla')).toBe(false);
    // Ana is told of each save, as by a single save.
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.recipientId, ana.id), eq(notifications.kind, 'item_saved')));
    expect(told.length - before.length).toBe(2);
    expect(told.filter((n) => n.actorId === viewer.id).map((n) => n.title).sort()).toEqual(['Paris, Texas', 'Taberna Sur']);

    // They show in the viewer's pending WeLinks, and the progress counts them as pending.
    const pendingTitles = ((await viewer.call('GET', '/api/items?status=pending_rating')).body as Array<{ title: string }>).map((i) => i.title);
    expect(pendingTitles).toEqual(expect.arrayContaining(['Paris, Texas', 'Taberna Sur', 'Ya guardada']));
    expect(sorted((await viewer.call('GET', `/api/lists/${trip._id}/progress`)).body)).toEqual({
      rated: 1,
      total: 4,
      ratedItemIds: [rated],
      pendingItemIds: [film, place, pending].sort(),
    });

    // A second tap creates nothing new and tells nobody again.
    const again = await viewer.call('POST', `/api/lists/${trip._id}/save-pending`);
    expect(again.body).toEqual({ saved: 0, message: GUIDE_PROGRESS_MESSAGES.nothingLeft });
    expect(await ownItems(viewer)).toHaveLength(4);
    const toldAfter = await t.database.db.select().from(notifications).where(and(eq(notifications.recipientId, ana.id), eq(notifications.kind, 'item_saved')));
    expect(toldAfter).toHaveLength(told.length);
  });

  it('saves a thing the guide holds twice once, and leaves one the viewer holds at another place unsaved', async () => {
    const viewer = await member(t.app, t.database, 'Olga');
    await follow(t.database, viewer, ana);
    await follow(t.database, viewer, carla);
    const anas = await welink(ana, 'Rayuela', { category: 'Libro', rating: 5 });
    const carlas = await welink(carla, 'rayuela', { category: 'Libro', rating: 4 });
    const bar = await welink(ana, 'El Rincón', { category: 'Servicio', address: 'Plaza Mayor 3, Madrid', rating: 4 });
    const trip = await guide(ana, 'Dos veces', [anas, carlas, bar]);
    await welink(viewer, 'El Rincón', { category: 'Servicio', address: 'Rúa Nova 5, Santiago', rating: 3 });

    const res = await viewer.call('POST', `/api/lists/${trip._id}/save-pending`);
    expect(res.body.saved).toBe(1);
    expect((await ownItems(viewer)).map((i) => i.title).sort()).toEqual(['El Rincón', expect.stringMatching(/^[Rr]ayuela$/)].sort());
    expect(sorted((await viewer.call('GET', `/api/lists/${trip._id}/progress`)).body)).toEqual({
      rated: 0,
      total: 3,
      ratedItemIds: [],
      pendingItemIds: [anas, carlas].sort(),
    });
  });
});
