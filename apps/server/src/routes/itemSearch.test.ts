import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { follow, member, type Member } from '../../test/members.js';

/**
 * The WeLink search's page: among everything the viewer may see (their own WeLinks, their
 * followees', and those given as answers to questions they see), their own first, then the newest,
 * at most a page, whatever the WeLinks' age. A shortcut that reads recent entries first must keep it.
 */
let t: TestApp;
let vera: Member; // searches; follows Fede
let fede: Member; // followed by Vera
let gael: Member; // follows Vera and answers her question; Vera does not follow him
let olga: Member; // a stranger to all of them

const PAGE = 20;

interface Made {
  id: string;
  own: boolean;
  daysAgo: number;
}

async function welink(owner: Member, title: string, daysAgo: number): Promise<string> {
  const res = await owner.call('POST', '/api/items', { title, category: 'Servicio', rating: 4 });
  expect(res.status).toBe(201);
  await t.database.db.execute(sql`UPDATE items SET created_at = now() - ${daysAgo} * interval '1 day' WHERE id = ${res.body._id}`);
  return res.body._id;
}

async function respondToVeraWith(title: string, daysAgo: number): Promise<string> {
  const question = await vera.call('POST', '/api/events', { type: 'Question', title: `¿Alguien conoce ${title}?` });
  const itemId = await welink(gael, title, daysAgo);
  const answer = await gael.call('POST', '/api/responses', { eventId: question.body._id, items: [{ itemId, rating: 4 }] });
  expect(answer.status).toBe(201);
  return itemId;
}

/** The page by the rule itself: own first, then newest first, at most a page. */
const expectedPage = (made: Made[]) =>
  [...made]
    .sort((a, b) => Number(b.own) - Number(a.own) || a.daysAgo - b.daysAgo)
    .slice(0, PAGE)
    .map((m) => m.id);

const search = async (viewer: Member, word: string) => {
  const res = await viewer.call('GET', `/api/items/search?title=${word}`);
  expect(res.status).toBe(200);
  return res.body.map((i: { _id: string }) => i._id);
};

beforeAll(async () => {
  t = await buildTestApp();
  vera = await member(t.app, t.database, 'Vera');
  fede = await member(t.app, t.database, 'Fede');
  gael = await member(t.app, t.database, 'Gael');
  olga = await member(t.app, t.database, 'Olga');
  await follow(t.database, vera, fede);
  await follow(t.database, gael, vera);
});
afterAll(() => t.close());

describe('GET /api/items/search, own first and then newest first', () => {
  it('puts an old own WeLink before the followees’ recent ones', async () => {
    const made: Made[] = [];
    for (let day = 1; day <= 25; day += 1) made.push({ id: await welink(fede, `Forja ${day}`, day), own: false, daysAgo: day });
    made.push({ id: await welink(vera, 'Forja propia', 400), own: true, daysAgo: 400 });
    made.push({ id: await respondToVeraWith('Forja de Gael', 300), own: false, daysAgo: 300 });
    await welink(olga, 'Forja ajena', 2);

    const page = await search(vera, 'forja');
    expect(page).toEqual(expectedPage(made));
    expect(page[0]).toBe(made.find((m) => m.own)?.id);
  });

  it('reaches older WeLinks, answered ones included, when the recent ones do not fill the page', async () => {
    const made: Made[] = [];
    for (const day of [5, 6, 7, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209]) {
      made.push({ id: await welink(fede, `Tonel ${day}`, day), own: false, daysAgo: day });
    }
    made.push({ id: await welink(vera, 'Tonel propio', 500), own: true, daysAgo: 500 });
    made.push({ id: await respondToVeraWith('Tonel de Gael', 150), own: false, daysAgo: 150 });
    await welink(olga, 'Tonel ajeno', 1);

    expect(await search(vera, 'tonel')).toEqual(expectedPage(made));
  });

  it('ranks an answered WeLink by its date among the followees’ ones', async () => {
    const made: Made[] = [];
    for (let day = 1; day <= 19; day += 1) made.push({ id: await welink(fede, `Vidriera ${day}`, day), own: false, daysAgo: day });
    made.push({ id: await welink(fede, 'Vidriera antigua', 100), own: false, daysAgo: 100 });
    const answered = await respondToVeraWith('Vidriera de Gael', 300);

    const page = await search(vera, 'vidriera');
    expect(page).toEqual(expectedPage(made));
    expect(page).not.toContain(answered);
  });

  it('takes a full page of older WeLinks in date order when nothing is recent', async () => {
    const made: Made[] = [];
    for (let day = 300; day < 330; day += 1) made.push({ id: await welink(fede, `Alfarería ${day}`, day), own: false, daysAgo: day });
    made.push({ id: await respondToVeraWith('Alfarería de Gael', 305.5), own: false, daysAgo: 305.5 });

    expect(await search(vera, 'alfareria')).toEqual(expectedPage(made));
  });

  it('finds a member’s own WeLinks when their Timeline is empty', async () => {
    const own = await welink(olga, 'Cerámica de Olga', 700);
    expect(await search(olga, 'ceramica')).toEqual([own]);
  });
});
