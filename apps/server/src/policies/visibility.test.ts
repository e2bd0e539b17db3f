import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stillPending, withTwoConnections } from '../../test/database.js';
import { rowsOf } from '../db/rows.js';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { follow, member, type Member } from '../../test/members.js';

let t: TestApp;
let ana: Member; // asks a question
let bea: Member; // follows Ana only
let carlos: Member; // follows Ana, answers with his own WeLink
let dani: Member; // follows no one
let answered: string;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
  bea = await member(t.app, t.database, 'Bea');
  carlos = await member(t.app, t.database, 'Carlos');
  dani = await member(t.app, t.database, 'Dani');
  await follow(t.database, bea, ana);
  await follow(t.database, carlos, ana);
  const question = await ana.call('POST', '/api/events', { type: 'Question', title: '¿Un fontanero de confianza?' });
  const item = await carlos.call('POST', '/api/items', { title: 'Fontanería Ruiz', category: 'Servicio', rating: 5 });
  answered = item.body._id;
  const answer = await carlos.call('POST', '/api/responses', { eventId: question.body._id, items: [{ itemId: answered, rating: 5 }] });
  expect(answer.status).toBe(201);
});
afterAll(() => t.close());

/** The WeLink search uses canSeeTitleMatches, the similar-item walk ownsOrFollowsHashed over owners and askers (queries/items.ts), the single-item reads canSeeItem: all must draw the same line. */
describe('a WeLink given as an answer', () => {
  it('is found by whoever sees the question, as its own page is', async () => {
    for (const viewer of [ana, bea, carlos]) {
      expect((await viewer.call('GET', '/api/items/search?title=fontaneria')).body.map((i: { _id: string }) => i._id)).toEqual([answered]);
      const similar = await viewer.call('GET', `/api/items/search-similar?title=${encodeURIComponent('Fontaneria Ruis')}`);
      expect(similar.body.map((i: { _id: string }) => i._id)).toEqual([answered]);
      expect((await viewer.call('GET', `/api/items/${answered}`)).status).toBe(200);
    }
  });

  it('stays hidden from a member who sees neither its owner nor the question', async () => {
    expect((await dani.call('GET', '/api/items/search?title=fontaneria')).body).toEqual([]);
    expect((await dani.call('GET', `/api/items/search-similar?title=${encodeURIComponent('Fontaneria Ruis')}`)).body).toEqual([]);
    expect((await dani.call('GET', `/api/items/${answered}`)).status).toBe(404);
  });

  it('follows its question to whoever asks it, even when the question is moved by hand', async () => {
    const found = async (viewer: Member) => ({
      search: (await viewer.call('GET', '/api/items/search?title=fontaneria')).body.map((i: { _id: string }) => i._id),
      similar: (await viewer.call('GET', `/api/items/search-similar?title=${encodeURIComponent('Fontaneria Ruis')}`)).body.map((i: { _id: string }) => i._id),
      page: (await viewer.call('GET', `/api/items/${answered}`)).status,
    });
    const move = (to: Member) => t.database.db.execute(sql`UPDATE events SET user_id = ${to.id} WHERE title = '¿Un fontanero de confianza?'`);
    await move(dani);
    try {
      expect(await found(dani)).toEqual({ search: [answered], similar: [answered], page: 200 });
      expect(await found(bea)).toEqual({ search: [], similar: [], page: 404 });
    } finally {
      await move(ana);
    }
    expect(await found(bea)).toEqual({ search: [answered], similar: [answered], page: 200 });
  });

  it('is found by its new title once its owner renames it, and no longer by the old one', async () => {
    const rename = (title: string) => carlos.call('PUT', `/api/items/${answered}`, { title });
    const search = async (title: string) => (await bea.call('GET', `/api/items/search?title=${title}`)).body.map((i: { _id: string }) => i._id);
    expect((await rename('Desatascos Ruiz')).status).toBe(200);
    try {
      expect(await search('desatascos')).toEqual([answered]);
      expect(await search('fontaneria')).toEqual([]);
    } finally {
      await rename('Fontanería Ruiz');
    }
    expect(await search('fontaneria')).toEqual([answered]);
  });

  // PGlite has one connection, so nothing runs concurrently there.
  it.runIf(process.env.DATABASE_URL)('keeps the answer’s title true when the WeLink is renamed while the answer is saved', async () => {
    const answeredTitle = async () =>
      (await rowsOf<{ title: string }>(t.database.db, sql`SELECT item_folded_title AS title FROM response_items WHERE item_id = ${answered}`)).map((r) => r.title);
    const [answer] = await rowsOf<{ id: string }>(t.database.db, sql`SELECT response_id AS id FROM response_items WHERE item_id = ${answered}`);
    const responseId = answer!.id;
    const respondAgain = (responder: { query: (text: string, values: unknown[]) => Promise<unknown> }) =>
      responder.query(`INSERT INTO response_items (response_id, position, item_id) VALUES ($1, 1, $2)`, [responseId, answered]);
    await withTwoConnections(t.database, async (renamer, responder) => {
      // The rename is in flight: the answer waits for it and takes the new title.
      await renamer.query('BEGIN');
      await renamer.query(`UPDATE items SET title = 'Desatascos Ruiz' WHERE id = $1`, [answered]);
      const answering = respondAgain(responder);
      expect(await stillPending(answering)).toBe(true);
      await renamer.query('COMMIT');
      await answering;
      expect(await answeredTitle()).toEqual(['desatascos ruiz', 'desatascos ruiz']);

      // The answer is in flight: the rename waits for it and then updates it too.
      await responder.query('DELETE FROM response_items WHERE response_id = $1 AND position = 1', [responseId]);
      await responder.query('BEGIN');
      await respondAgain(responder);
      const renaming = renamer.query(`UPDATE items SET title = 'Fontanería Ruiz' WHERE id = $1`, [answered]);
      expect(await stillPending(renaming)).toBe(true);
      await responder.query('COMMIT');
      await renaming;
      expect(await answeredTitle()).toEqual(['fontaneria ruiz', 'fontaneria ruiz']);
      await responder.query('DELETE FROM response_items WHERE response_id = $1 AND position = 1', [responseId]);
    });
  });
});
