import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/migrationsBefore.js';
import { answered } from '../../test/presented.js';
import { PGLITE_EXTENSIONS, type Db } from './client.js';
import { migratePglite, migrationsFolder } from './migrate.js';
import { followingEventsPage } from './queries/events.js';
import { searchVisibleItems, similarVisibleItems } from './queries/items.js';
import { readableGuideJson } from './queries/guides.js';
import { isForeignKeyViolation } from './pgErrors.js';
import { decodeCursor } from './queries/pagination.js';
import { findUserById } from './queries/users.js';
import { rowsOf } from './rows.js';
import * as schema from './schema/index.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-migrations-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function walk(db: Db, ownerId: string): Promise<string[]> {
  const owner = await findUserById(db, ownerId);
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await followingEventsPage(db, owner!, 100, decodeCursor(cursor));
    seen.push(...page.events.map((event) => (JSON.parse(event.json) as { _id: string })._id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

/**
 * An installation migrated up to just before `tag`, holding members uid(1)…uid(members):
 * `check` writes its data, calls `upgrade` to bring it up as a start does (the remaining
 * migrations, then db/sql), then looks.
 */
async function upgrading(tag: string, members: number, check: (db: Db, upgrade: () => Promise<void>) => Promise<void>): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const migrating = drizzle({ client, schema, casing: 'snake_case' });
  const db = migrating as unknown as Db;
  try {
    await migrate(migrating, { migrationsFolder: migrationsBefore(tag, scratch) });
    await db.execute(sql`
      INSERT INTO users (id, name, email, password_hash, status)
      SELECT ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Miembro ' || n, 'm' || n || '@example.com', 'x', 'approved'
      FROM generate_series(1, ${members}) n`);
    await check(db, async () => {
      await migratePglite(client);
    });
  } finally {
    await client.close();
  }
}

describe('migration 0007 on an installation that already has Timelines', () => {
  it('materialises each member’s newest 1,000 and pages every Timeline as before', () =>
    upgrading('0007_timeline_entries', 3, async (db, upgrade) => {
      // Member 1 follows 2 and 3 (1,150 events between them); member 2 follows 3 (50); member 3 nobody.
      await db.execute(sql`INSERT INTO follows (follower_id, followee_id) VALUES (${uid(1)}, ${uid(2)}), (${uid(1)}, ${uid(3)}), (${uid(2)}, ${uid(3)})`);
      await db.execute(sql`
        INSERT INTO events (user_id, title, created_at)
        SELECT CASE WHEN n <= 1100 THEN ${uid(2)}::uuid ELSE ${uid(3)}::uuid END, 'Evento ' || n,
               timestamptz '2026-01-01' + (n % 700) * interval '1 minute'
        FROM generate_series(1, 1150) n`);

      await upgrade();

      const reference = async (owner: string) =>
        (
          await rowsOf<{ id: string }>(
            db,
            sql`SELECT e.id FROM events e JOIN follows f ON f.followee_id = e.user_id WHERE f.follower_id = ${owner} ORDER BY e.created_at DESC, e.id DESC`,
          )
        ).map((r) => r.id);
      const counts = await rowsOf<{ owner_id: string; n: number }>(db, sql`SELECT owner_id, count(*)::int AS n FROM timeline_entries GROUP BY owner_id`);
      expect(Object.fromEntries(counts.map((c) => [c.owner_id, c.n]))).toEqual({ [uid(1)]: 1000, [uid(2)]: 50 });
      expect((await findUserById(db, uid(1)))?.timelineHorizonAt).toBeInstanceOf(Date);
      expect((await findUserById(db, uid(2)))?.timelineHorizonAt).toBeNull();
      for (const n of [1, 2, 3]) expect(await walk(db, uid(n))).toEqual(await reference(uid(n)));
      expect(await walk(db, uid(1))).toHaveLength(1150);
    }));
});

describe('migration 0009 on an installation that already has answers', () => {
  it('writes who asked each answered question, so searches find the WeLinks answered to it', () =>
    upgrading('0009_answered_items_by_asker', 2, async (db, upgrade) => {
      await db.execute(sql`INSERT INTO events (id, user_id, type, title) VALUES (${uid(10)}, ${uid(1)}, 'question', '¿Fontanero?'), (${uid(11)}, ${uid(1)}, 'informative', 'Compartido')`);
      await db.execute(sql`INSERT INTO items (id, user_id, title, category) VALUES (${uid(20)}, ${uid(2)}, 'Fontanería Ruiz', 'Servicio')`);
      await db.execute(sql`INSERT INTO responses (id, event_id, user_id) VALUES (${uid(30)}, ${uid(10)}, ${uid(2)}), (${uid(31)}, ${uid(11)}, ${uid(2)})`);
      await db.execute(sql`INSERT INTO response_items (response_id, position, item_id) VALUES (${uid(30)}, 0, ${uid(20)}), (${uid(31)}, 0, ${uid(20)})`);

      await upgrade();

      const owners = await rowsOf<{ response_id: string; question_owner_id: string | null }>(
        db,
        sql`SELECT response_id, question_owner_id FROM response_items ORDER BY response_id`,
      );
      // An answer on anything but a question names no one: only questions make answers visible.
      expect(owners).toEqual([
        { response_id: uid(30), question_owner_id: uid(1) },
        { response_id: uid(31), question_owner_id: null },
      ]);
    }));
});

describe('migration 0010 on an installation that already has WeLinks', () => {
  it('lists every title already held, once, so the similar-item search finds the old WeLinks', () =>
    upgrading('0010_similar_titles', 2, async (db, upgrade) => {
      await db.execute(sql`INSERT INTO items (user_id, title, category) VALUES
        (${uid(1)}, 'Cafetería Central', 'Lugar'), (${uid(2)}, 'cafeteria central', 'Lugar'), (${uid(2)}, 'Mar adentro', 'Película')`);

      await upgrade();

      const titles = await rowsOf<{ folded: string }>(db, sql`SELECT folded FROM item_titles ORDER BY folded`);
      expect(titles.map((t) => t.folded)).toEqual(['cafeteria central', 'mar adentro']);
      const found = await similarVisibleItems(db, uid(1), 'Cafeteria Centrl', undefined, 10);
      expect(found.map((row) => row.title)).toEqual(['Cafetería Central']);
    }));
});

describe('migration 0011 on an installation that already has answers', () => {
  it('writes each answered WeLink’s folded title, so the WeLink search finds what was answered before', () =>
    upgrading('0011_answered_titles', 2, async (db, upgrade) => {
      await db.execute(sql`INSERT INTO events (id, user_id, type, title) VALUES (${uid(10)}, ${uid(1)}, 'question', '¿Fontanero?')`);
      await db.execute(sql`INSERT INTO items (id, user_id, title, category) VALUES (${uid(20)}, ${uid(2)}, 'Fontanería Ruiz', 'Servicio')`);
      await db.execute(sql`INSERT INTO responses (id, event_id, user_id) VALUES (${uid(30)}, ${uid(10)}, ${uid(2)})`);
      await db.execute(sql`INSERT INTO response_items (response_id, position, item_id) VALUES (${uid(30)}, 0, ${uid(20)})`);

      await upgrade();

      const titles = await rowsOf<{ item_folded_title: string | null }>(db, sql`SELECT item_folded_title FROM response_items`);
      expect(titles).toEqual([{ item_folded_title: 'fontaneria ruiz' }]);
      // Member 1 follows no one: the asker sees member 2's WeLink only as an answer.
      const found = await searchVisibleItems(db, uid(1), 'fontaneria', 10);
      expect(answered(found).map((item) => item.title)).toEqual(['Fontanería Ruiz']);
    }));
});

describe('migration 0012 on an installation that already has WeLinks', () => {
  it('folds every existing title into the walk’s index, and still forgets a title no WeLink holds', () =>
    upgrading('0012_similar_walk_covered', 2, async (db, upgrade) => {
      await db.execute(sql`INSERT INTO items (id, user_id, title, category) VALUES
        (${uid(20)}, ${uid(1)}, 'Cafetería Central', 'Lugar'), (${uid(21)}, ${uid(2)}, 'Heladería Única', 'Lugar')`);

      await upgrade();

      const found = await similarVisibleItems(db, uid(1), 'Cafeteria Centrl', undefined, 10);
      expect(found.map((row) => row.id)).toEqual([uid(20)]);
      await db.execute(sql`DELETE FROM items WHERE id = ${uid(21)}`);
      const titles = await rowsOf<{ folded: string }>(db, sql`SELECT folded FROM item_titles ORDER BY folded`);
      expect(titles.map((t) => t.folded)).toEqual(['cafeteria central']);
    }));
});

describe('migration 0013 on an installation that already has WeLinks', () => {
  it('still finds every visible WeLink by a word of its title, own first, and none of a stranger’s', () =>
    upgrading('0013_search_by_circle', 3, async (db, upgrade) => {
      await db.execute(sql`INSERT INTO follows (follower_id, followee_id) VALUES (${uid(1)}, ${uid(2)})`);
      await db.execute(sql`INSERT INTO items (id, user_id, title, category, created_at) VALUES
        (${uid(20)}, ${uid(1)}, 'Bar Triana', 'Lugar', '2026-01-01'),
        (${uid(21)}, ${uid(2)}, 'Triana de noche', 'Lugar', '2026-02-01'),
        (${uid(22)}, ${uid(3)}, 'Mercado de Triana', 'Lugar', '2026-03-01')`);

      await upgrade();

      const found = await searchVisibleItems(db, uid(1), 'TRIANA', 10);
      expect(answered(found).map((item) => [item._id, item.user.name])).toEqual([
        [uid(20), 'Miembro 1'],
        [uid(21), 'Miembro 2'],
      ]);
    }));
});

describe('migration 0017 on an installation that already has guides', () => {
  it('writes each entry’s WeLink owner, keeps it true on every insert, and shows a reader only what they may see', () =>
    upgrading('0017_guide_item_owners', 3, async (db, upgrade) => {
      // Member 1 follows 2; member 3's public guide holds a WeLink of each member.
      await db.execute(sql`INSERT INTO follows (follower_id, followee_id) VALUES (${uid(1)}, ${uid(2)})`);
      await db.execute(sql`INSERT INTO items (id, user_id, title, category) VALUES
        (${uid(20)}, ${uid(1)}, 'Mío', 'Lugar'), (${uid(21)}, ${uid(2)}, 'De Miembro 2', 'Lugar'), (${uid(22)}, ${uid(3)}, 'De Miembro 3', 'Lugar')`);
      await db.execute(sql`INSERT INTO lists (id, user_id, name, is_public) VALUES (${uid(40)}, ${uid(3)}, 'Guía', true)`);
      await db.execute(sql`INSERT INTO list_items (list_id, item_id) VALUES (${uid(40)}, ${uid(20)}), (${uid(40)}, ${uid(21)})`);

      await upgrade();

      const owners = async () => rowsOf<{ item_id: string; item_owner_id: string }>(db, sql`SELECT item_id, item_owner_id FROM list_items ORDER BY item_id`);
      expect(await owners()).toEqual([
        { item_id: uid(20), item_owner_id: uid(1) },
        { item_id: uid(21), item_owner_id: uid(2) },
      ]);
      // An insert that names another owner, or none, gets the WeLink's.
      await db.execute(sql`INSERT INTO list_items (list_id, item_id, item_owner_id) VALUES (${uid(40)}, ${uid(22)}, ${uid(1)})`);
      expect((await owners())[2]).toEqual({ item_id: uid(22), item_owner_id: uid(3) });
      // A WeLink that does not exist is still refused by the foreign key.
      const missing = await db.execute(sql`INSERT INTO list_items (list_id, item_id) VALUES (${uid(40)}, ${uid(99)})`).catch((error: unknown) => error);
      expect(isForeignKeyViolation(missing)).toBe(true);

      const guide = JSON.parse((await readableGuideJson(db, uid(1), uid(40)))!) as { items: Array<{ title: string }> };
      expect(guide.items.map((i) => i.title).sort()).toEqual(['De Miembro 2', 'Mío']);
    }));
});

describe('migration 0026 on an installation that already has guides', () => {
  it('copies each entry’s WeLink facts, keeps them true on every insert and change, and reads the guide from them', () =>
    upgrading('0026_guide_entry_facts', 1, async (db, upgrade) => {
      await db.execute(sql`INSERT INTO items (id, user_id, title, category, subcategory, rating) VALUES
        (${uid(20)}, ${uid(1)}, 'Bar Pepe', 'Lugar', 'Bar', 4), (${uid(21)}, ${uid(1)}, 'Dune', 'Película', NULL, 0)`);
      await db.execute(sql`INSERT INTO lists (id, user_id, name) VALUES (${uid(40)}, ${uid(1)}, 'Guía')`);
      await db.execute(sql`INSERT INTO list_items (list_id, item_id) VALUES (${uid(40)}, ${uid(20)})`);

      await upgrade();

      type Facts = { item_id: string; item_title: string; item_category: string; item_subcategory: string | null; item_rating: number };
      const facts = async () =>
        rowsOf<Facts>(db, sql`SELECT item_id, item_title, item_category, item_subcategory, item_rating FROM list_items ORDER BY item_id`);
      expect(await facts()).toEqual([{ item_id: uid(20), item_title: 'Bar Pepe', item_category: 'Lugar', item_subcategory: 'Bar', item_rating: 4 }]);
      // An insert that says other facts, or none, gets the WeLink's.
      await db.execute(sql`INSERT INTO list_items (list_id, item_id, item_title, item_rating) VALUES (${uid(40)}, ${uid(21)}, 'Otro', 5)`);
      expect((await facts())[1]).toEqual({ item_id: uid(21), item_title: 'Dune', item_category: 'Película', item_subcategory: null, item_rating: 0 });
      // A change of what the guide shows reaches the entry.
      await db.execute(sql`UPDATE items SET title = 'Bar Pepe II', rating = 5, subcategory = NULL WHERE id = ${uid(20)}`);
      expect((await facts())[0]).toEqual({ item_id: uid(20), item_title: 'Bar Pepe II', item_category: 'Lugar', item_subcategory: null, item_rating: 5 });

      const guide = JSON.parse((await readableGuideJson(db, uid(1), uid(40)))!) as { items: unknown[] };
      expect(guide.items).toEqual([
        { _id: uid(21), title: 'Dune', category: 'Película', rating: 0 },
        { _id: uid(20), title: 'Bar Pepe II', category: 'Lugar', rating: 5 },
      ]);
    }));
});

describe('migration 0040 on an installation that already has guides', () => {
  it('gives each entry its WeLink’s pin, and keeps it true when the WeLink’s pin changes', () =>
    upgrading('0040_guide_entry_coordinates', 1, async (db, upgrade) => {
      await db.execute(sql`INSERT INTO items (id, user_id, title, category, details) VALUES
        (${uid(20)}, ${uid(1)}, 'Bar Pepe', 'Lugar', '{"coordinates": {"lat": 40.411893, "lng": -3.708347}, "cuisine": "Tapas"}'),
        (${uid(21)}, ${uid(1)}, 'Dune', 'Película', '{}')`);
      await db.execute(sql`INSERT INTO lists (id, user_id, name) VALUES (${uid(40)}, ${uid(1)}, 'Guía')`);
      await db.execute(sql`INSERT INTO list_items (list_id, item_id) VALUES (${uid(40)}, ${uid(20)}), (${uid(40)}, ${uid(21)})`);

      await upgrade();

      const pins = async () => rowsOf<{ item_coordinates: unknown }>(db, sql`SELECT item_coordinates FROM list_items ORDER BY item_id`);
      expect(await pins()).toEqual([{ item_coordinates: { lat: 40.411893, lng: -3.708347 } }, { item_coordinates: null }]);
      await db.execute(sql`UPDATE items SET details = '{"coordinates": {"lat": 41.38, "lng": 2.17}}' WHERE id = ${uid(21)}`);
      expect((await pins())[1]).toEqual({ item_coordinates: { lat: 41.38, lng: 2.17 } });
    }));
});

describe('migration 0030 on an installation that already has films saved with the placeholder description', () => {
  it('drops only the placeholder, gives copies their original’s synopsis, and shows it on the events', () =>
    upgrading('0030_keep_synopsis', 3, async (db, upgrade) => {
      await db.execute(sql`INSERT INTO items (id, user_id, title, category, description, synopsis, recommended_by, rating) VALUES
        (${uid(20)}, ${uid(1)}, 'Dune', 'Película', 'Sin descripción', 'Arena y especia.', NULL, 4),
        (${uid(21)}, ${uid(2)}, 'dune', 'Película', 'Sin descripción', NULL, ${uid(1)}, 0),
        (${uid(22)}, ${uid(3)}, 'Dune', 'Película', 'Sin descripción', NULL, NULL, 3),
        (${uid(23)}, ${uid(1)}, 'Bar Pepe', 'Lugar', 'Vermut de grifo', NULL, NULL, 5),
        (${uid(24)}, ${uid(2)}, 'Bar Pepe', 'Lugar', 'WeLink guardado desde respuestas', NULL, ${uid(1)}, 0)`);
      await db.execute(sql`INSERT INTO events (id, user_id, type, title, description) VALUES
        (${uid(30)}, ${uid(1)}, 'informative', 'Dune', 'Sin descripción'),
        (${uid(31)}, ${uid(3)}, 'informative', 'Dune', 'Sin descripción'),
        (${uid(32)}, ${uid(3)}, 'question', '¿Sin descripción?', 'Sin descripción')`);
      await db.execute(sql`INSERT INTO event_items (event_id, position, item_id) VALUES (${uid(30)}, 0, ${uid(20)}), (${uid(31)}, 0, ${uid(22)})`);

      await upgrade();

      type Texts = { id: string; description: string | null; synopsis: string | null };
      expect(await rowsOf<Texts>(db, sql`SELECT id, description, synopsis FROM items ORDER BY id`)).toEqual([
        { id: uid(20), description: null, synopsis: 'Arena y especia.' },
        // Bruno's copy of Ana's film takes her synopsis; Carla's own film had none to take.
        { id: uid(21), description: null, synopsis: 'Arena y especia.' },
        { id: uid(22), description: null, synopsis: null },
        { id: uid(23), description: 'Vermut de grifo', synopsis: null },
        { id: uid(24), description: 'WeLink guardado desde respuestas', synopsis: null },
      ]);
      expect(await rowsOf<{ id: string; description: string | null }>(db, sql`SELECT id, description FROM events ORDER BY id`)).toEqual([
        { id: uid(30), description: 'Arena y especia.' },
        { id: uid(31), description: null },
        { id: uid(32), description: 'Sin descripción' },
      ]);
    }));
});

describe('migration 0031 on an installation with books saved from Google Books', () => {
  it('spells their provider google_books, leaving other references and their order alone', () =>
    upgrading('0031_google_books_provider', 1, async (db, upgrade) => {
      const googleRef = { provider: 'googleBooks', externalId: 'abc', url: 'https://books.google.com/books?id=abc' };
      const tmdbRef = { provider: 'tmdb', externalId: '438631' };
      await db.execute(sql`INSERT INTO items (id, user_id, title, category, external_refs) VALUES
        (${uid(20)}, ${uid(1)}, 'Rayuela', 'Libro', ${JSON.stringify([tmdbRef, googleRef])}::jsonb),
        (${uid(21)}, ${uid(1)}, 'Dune', 'Película', ${JSON.stringify([tmdbRef])}::jsonb)`);

      await upgrade();

      type Refs = { id: string; externalRefs: unknown };
      expect(await rowsOf<Refs>(db, sql`SELECT id, external_refs AS "externalRefs" FROM items ORDER BY id`)).toEqual([
        { id: uid(20), externalRefs: [tmdbRef, { ...googleRef, provider: 'google_books' }] },
        { id: uid(21), externalRefs: [tmdbRef] },
      ]);
    }));
});

describe('the migrations’ dates', () => {
  // drizzle applies only the migrations dated after the newest one an installation has.
  it('follow their order, so an installation at any of them gets every later one', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number; tag: string }> };
    const outOfOrder = journal.entries.filter((entry, n) => n > 0 && entry.when <= journal.entries[n - 1]!.when).map((entry) => entry.tag);
    expect(outOfOrder).toEqual([]);
  });

  const tableAndIndexes = (db: Db) =>
    rowsOf<{ name: string }>(
      db,
      sql`SELECT relname AS name FROM pg_class WHERE relname IN ('notifications', 'notifications_unread_idx', 'items_user_thing_idx') ORDER BY relname`,
    );

  it('bring notifications to an installation at 0033, which once skipped them', () =>
    upgrading('0034_notifications', 1, async (db, upgrade) => {
      await upgrade();
      expect(await tableAndIndexes(db)).toEqual([{ name: 'items_user_thing_idx' }, { name: 'notifications' }, { name: 'notifications_unread_idx' }]);
    }));

  it('run 0034 again, harmlessly, on an installation that has it under its first date', () =>
    upgrading('0035_para_ti_thing_index', 2, async (db, upgrade) => {
      const FIRST_DATE_OF_0034 = 1795787702131;
      await db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = ${FIRST_DATE_OF_0034} WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`);
      await db.execute(sql`INSERT INTO notifications (recipient_id, kind, actor_id) VALUES (${uid(1)}, 'follow_request', ${uid(2)})`);
      await upgrade();
      expect(await tableAndIndexes(db)).toEqual([{ name: 'items_user_thing_idx' }, { name: 'notifications' }, { name: 'notifications_unread_idx' }]);
      expect(await rowsOf(db, sql`SELECT kind FROM notifications`)).toEqual([{ kind: 'follow_request' }]);
    }));
});
