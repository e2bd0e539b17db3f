import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../db/schema/index.js';
import { caller, follow, type Member } from '../../test/members.js';
import { buildTestApp, createUser, type TestApp } from '../../test/testApp.js';

/** Pendientes en común (GET /api/users/{id}/pending-in-common). */

let t: TestApp;
let vera: Member;
let ana: Member;
const NO_ID = '00000000-0000-4000-8000-000000000000';

async function member(name: string): Promise<Member> {
  const { row } = await createUser(t.database, { name });
  const token = t.app.deps.tokens.sign({ userId: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, tv: row.tokenVersion });
  return { id: row.id, name, token, call: caller(t.app, token) };
}

interface Facts {
  category?: string;
  rating?: number;
  status?: 'rated' | 'pending_rating';
  address?: string;
  coordinates?: { lat: number; lng: number };
}

/** A WeLink: pending unless it has a rating. */
async function welink(owner: Member, title: string, facts: Facts = {}): Promise<string> {
  const rating = facts.rating ?? 0;
  const [row] = await t.database.db
    .insert(items)
    .values({
      userId: owner.id,
      title,
      category: facts.category ?? 'Película',
      rating,
      status: facts.status ?? (rating > 0 ? 'rated' : 'pending_rating'),
      address: facts.address,
      details: facts.coordinates ? { coordinates: facts.coordinates } : {},
    })
    .returning({ id: items.id });
  return row!.id;
}

const names = (things: Array<{ title: string }>) => things.map((thing) => thing.title);

beforeAll(async () => {
  t = await buildTestApp();
  [vera, ana] = await Promise.all([member('Vera'), member('Ana')]);
  await follow(t.database, vera, ana);
});
afterAll(() => t.close());

describe('who may ask', () => {
  it('answers 401 to a visitor, 400 to a bad id and 404 for anyone the viewer does not follow', async () => {
    expect((await caller(t.app, null)('GET', `/api/users/${ana.id}/pending-in-common`)).status).toBe(401);
    expect((await vera.call('GET', '/api/users/nope/pending-in-common')).status).toBe(400);

    const [stranger, fan] = await Promise.all([member('Sergio'), member('Fan')]);
    await follow(t.database, fan, vera); // one-way: the fan follows Vera, Vera does not follow the fan
    for (const id of [stranger.id, fan.id, vera.id, NO_ID]) {
      const res = await vera.call('GET', `/api/users/${id}/pending-in-common`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Usuario no encontrado' });
    }
    // Ana does not follow Vera back: she may not ask about Vera.
    expect((await ana.call('GET', `/api/users/${vera.id}/pending-in-common`)).status).toBe(404);
  });
});

describe('what the two have in common', () => {
  it('answers empty lists when nothing matches', async () => {
    const [solo] = await Promise.all([member('Solo')]);
    await follow(t.database, vera, solo);
    await welink(solo, 'Nada en común');
    const res = await vera.call('GET', `/api/users/${solo.id}/pending-in-common`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ friend: { _id: solo.id, name: 'Solo' }, bothPending: [], ratedByOne: [] });
  });

  it('groups what both have pending by category, and lists what one rated ≥ 4 and the other has pending, saying who', async () => {
    // Both pending: the same folded title and category.
    const dune = await welink(vera, 'Dune', { category: 'Libro' });
    const anaDune = await welink(ana, 'dúne', { category: 'Libro' });
    await welink(vera, 'Alien');
    await welink(ana, 'ALIEN');
    await welink(vera, 'Solaris', { category: 'Libro' });
    await welink(ana, 'Solaris', { category: 'Libro' });
    await welink(vera, 'Matrix', { category: 'Libro' }); // another category than Ana's
    await welink(ana, 'Matrix');
    // One rated ≥ 4, the other pending, both ways.
    const casa = await welink(vera, 'Casa Sol', { category: 'Restaurante' });
    await welink(ana, 'Casa Sol', { category: 'Restaurante', rating: 5 });
    await welink(vera, 'Heat', { rating: 4 });
    await welink(ana, 'Heat');
    // Below the threshold, both rated, rated 0, or only one has it: never.
    await welink(vera, 'Tenet');
    await welink(ana, 'Tenet', { rating: 3 });
    await welink(vera, 'Up', { rating: 5 });
    await welink(ana, 'Up', { rating: 5 });
    await welink(vera, 'Cero');
    await welink(ana, 'Cero', { status: 'rated', rating: 0 });
    await welink(vera, 'Solo de Vera');
    await welink(ana, 'Solo de Ana');

    const res = await vera.call('GET', `/api/users/${ana.id}/pending-in-common`);
    expect(res.status).toBe(200);
    expect(res.body.friend).toEqual({ _id: ana.id, name: 'Ana' });
    expect(res.body.bothPending.map((g: { category: string; items: Array<{ title: string }> }) => [g.category, names(g.items)])).toEqual([
      ['Libro', ['Dune', 'Solaris']],
      ['Película', ['Alien']],
    ]);
    expect(res.body.bothPending[0].items[0]).toEqual({ title: 'Dune', category: 'Libro', itemId: dune, friendItemId: anaDune });
    expect(res.body.ratedByOne).toEqual([
      expect.objectContaining({ title: 'Casa Sol', itemId: casa, ratedBy: { _id: ana.id, name: 'Ana' }, rating: 5 }),
      expect.objectContaining({ title: 'Heat', ratedBy: { _id: vera.id, name: 'Vera' }, rating: 4 }),
    ]);

    // Ana, following Vera back, sees the same things from her side.
    await follow(t.database, ana, vera);
    const hers = await ana.call('GET', `/api/users/${vera.id}/pending-in-common`);
    expect(hers.body.bothPending.flatMap((g: { items: Array<{ title: string }> }) => names(g.items))).toEqual(['dúne', 'Solaris', 'ALIEN']);
    expect(hers.body.ratedByOne.map((r: { title: string; ratedBy: { name: string } }) => [r.title, r.ratedBy.name])).toEqual([
      ['Casa Sol', 'Ana'],
      ['Heat', 'Vera'],
    ]);
  });

  it('tells places apart as the circle does: by pin, else by address', async () => {
    const lola = await member('Lola');
    await follow(t.database, vera, lola);
    const restaurant = { category: 'Restaurante' };
    await welink(vera, 'Bar Pepe', { ...restaurant, coordinates: { lat: 40.4168, lng: -3.7038 } });
    await welink(lola, 'Bar Pepe', { ...restaurant, rating: 5, coordinates: { lat: 41.3874, lng: 2.1686 } }); // Barcelona
    await welink(vera, 'Casa Lola', { ...restaurant, address: 'Gran Vía 2' });
    await welink(lola, 'Casa Lola', { ...restaurant, address: 'gran  vía 2' });
    const res = await vera.call('GET', `/api/users/${lola.id}/pending-in-common`);
    expect(res.body.ratedByOne).toEqual([]);
    expect(res.body.bothPending.map((g: { items: Array<{ title: string }> }) => names(g.items))).toEqual([['Casa Lola']]);
  });
});
