import { sql } from 'drizzle-orm';
import { ItemSchema } from '@welink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMembers, openTestDatabase } from '../../test/database.js';
import { everyFact, insertItem, presentedInTypeScript } from '../../test/itemFacts.js';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { itemJsonText } from './item.js';

let database: Database;
let ana: string;
let luis: string;

beforeAll(async () => {
  database = await openTestDatabase();
  [ana, luis] = (await approvedMembers(database, ['Ana "la de Sevilla" \\ Núñez', 'Luis 😀'])) as [string, string];
});
afterAll(() => database.close());

/** Items as itemJsonText answers them (History's WeLinks, the searches), by id. */
async function presentedInSql(ids: string[]): Promise<Map<string, string>> {
  const rows = await rowsOf<{ id: string; json: string }>(
    database.db,
    sql`SELECT i.id, ${itemJsonText(sql`u.name`)} AS json FROM items i JOIN users u ON u.id = i.user_id WHERE i.id IN ${ids}`,
  );
  return new Map(rows.map((r) => [r.id, r.json]));
}

describe('an item presented in SQL (itemJsonText)', () => {
  it('answers exactly as presentItem does: every fact, no nulls, extras flat, only known keys', async () => {
    const full = await insertItem(database, ana, { ...everyFact(), recommendedBy: luis });
    const bare = await insertItem(database, luis, { title: 'Solo título', category: 'Servicio' });
    const presented = await presentedInSql([full, bare]);

    for (const id of [full, bare]) {
      const answer = JSON.parse(presented.get(id)!);
      expect(answer).toEqual(await presentedInTypeScript(database, id));
      expect(ItemSchema.strict().parse(answer)).toEqual(answer);
    }
    expect(JSON.parse(presented.get(full)!)).toMatchObject({ updatedAt: '2026-03-04T05:06:07.123Z', price: 12.5, coordinates: { lat: 40.4168, lng: -3.7038 } });
    expect(JSON.parse(presented.get(bare)!)).not.toHaveProperty('description');
  });

  it('answers only the contract’s keys inside stored JSON too (references and coordinates)', async () => {
    const id = await insertItem(database, ana, { title: 'Con claves de más', category: 'Lugar' });
    await database.db.execute(sql`UPDATE items SET
      external_refs = '[{"provider":"tmdb","externalId":"7","url":null,"secret":"x"}]'::jsonb,
      details = '{"coordinates":{"lat":1.5,"lng":-2,"note":"x"},"notAnExtra":1}'::jsonb
      WHERE id = ${id}`);
    const answer = JSON.parse((await presentedInSql([id])).get(id)!);
    expect(answer.externalRefs).toEqual([{ provider: 'tmdb', externalId: '7' }]);
    expect(answer.coordinates).toEqual({ lat: 1.5, lng: -2 });
    expect(answer).not.toHaveProperty('notAnExtra');
  });
});
