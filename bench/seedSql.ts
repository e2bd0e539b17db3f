import { BIG_GUIDE_ITEMS, benchEmail, type SeedSize } from './config.js';
import { CATEGORIES, CITIES, COMMENTS, FIRST_NAMES, QUESTION_TOPICS, SURNAME_INITIALS, TITLE_PARTS } from './vocabulary.js';

/** Everything is dated back from this instant, so a seed gives the same rows on any day. */
const ANCHOR = `'2026-11-01T00:00:00Z'::timestamptz`;

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(',')}]::text[]`;

/**
 * Session helpers, deterministic from the seed: rnd(salt, k) is a uniform
 * number in [0, 1) hashed from (seed, salt, k), uid(kind, k) a version-4
 * shaped UUID, so any row can be rebuilt without state and batches can run in any order.
 */
export function sessionSetup(seed: number): string {
  const vocab = CATEGORIES.map(
    (category, i) => `(${i}, ${literal(category)}, ${textArray(TITLE_PARTS[category].heads)}, ${textArray(TITLE_PARTS[category].tails)})`,
  ).join(',\n');
  return `
    CREATE OR REPLACE FUNCTION pg_temp.rnd(salt int, k bigint) RETURNS float8 LANGUAGE sql IMMUTABLE AS
      $$ SELECT ('x' || substr(md5('${seed}:' || salt || ':' || k), 1, 12))::bit(48)::bigint / 281474976710656.0 $$;
    CREATE OR REPLACE FUNCTION pg_temp.uid(kind text, k bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS
      $$ SELECT overlay(overlay(md5('${seed}:' || kind || ':' || k) placing '4' from 13) placing '8' from 17)::uuid $$;
    CREATE OR REPLACE FUNCTION pg_temp.pick(arr text[], r float8) RETURNS text LANGUAGE sql IMMUTABLE AS
      $$ SELECT arr[1 + floor(r * array_length(arr, 1))::int] $$;
    DROP TABLE IF EXISTS pg_temp.vocab;
    CREATE TEMP TABLE vocab (cat int PRIMARY KEY, category text, heads text[], tails text[]);
    INSERT INTO vocab VALUES ${vocab};`;
}

/** Empties a bench database before seeding again (every content table hangs off users, but for the title list). */
export const WIPE = `TRUNCATE users, item_titles CASCADE;`;

/** Heavy-tailed owner: user 1 is the most prolific; u^1.5 spreads the rest. */
const owner = (size: SeedSize, salt: number, k: string) => `1 + floor(${size.users} * pg_temp.rnd(${salt}, ${k}) ^ 1.5)::int`;

export function users(size: SeedSize, passwordHash: string): string {
  const emailPattern = literal(benchEmail(0).replace('0', '%s'));
  return `
    INSERT INTO users (id, name, email, password_hash, status, created_at, updated_at)
    SELECT pg_temp.uid('u', n),
           pg_temp.pick(${textArray(FIRST_NAMES)}, pg_temp.rnd(1, n)) || ' ' || pg_temp.pick(${textArray(SURNAME_INITIALS)}, pg_temp.rnd(2, n)) || '. ' || n,
           format(${emailPattern}, n), ${literal(passwordHash)}, 'approved',
           ${ANCHOR} - interval '800 days' + n * interval '1 minute', ${ANCHOR} - interval '800 days' + n * interval '1 minute'
    FROM generate_series(1, ${size.users}) n`;
}

/**
 * Each member follows min + (max - min)·u³ others (most few, some many), picked
 * with a u² skew so low-numbered members are popular; duplicates are dropped.
 */
export function follows(size: SeedSize, from: number, to: number): string {
  const span = size.followMax - size.followMin;
  return `
    INSERT INTO follows (follower_id, followee_id, created_at)
    SELECT pg_temp.uid('u', f), pg_temp.uid('u', g), ${ANCHOR} - interval '700 days' + floor(pg_temp.rnd(5, f * 1000 + k) * 25920000) * interval '1 second'
    FROM generate_series(${from}, ${to}) f
    CROSS JOIN LATERAL generate_series(1, ${size.followMin} + floor(${span} * pg_temp.rnd(3, f) ^ 3)::int) k
    CROSS JOIN LATERAL (SELECT 1 + floor(${size.users} * pg_temp.rnd(4, f * 1000 + k) ^ 2)::int AS g) pick
    WHERE g <> f
    ON CONFLICT DO NOTHING`;
}

/** WeLinks n in [from, to]: 90% rated (each shared by an informative event), 10% pending. */
export function items(size: SeedSize, from: number, to: number): string {
  return `
    INSERT INTO items (id, user_id, title, category, status, rating, comment, tags, created_at, updated_at)
    SELECT pg_temp.uid('i', n), pg_temp.uid('u', ${owner(size, 6, 'n')}),
           pg_temp.pick(v.heads, pg_temp.rnd(8, n)) || ' ' || pg_temp.pick(v.tails, pg_temp.rnd(9, n)),
           v.category,
           CASE WHEN pg_temp.rnd(10, n) < 0.9 THEN 'rated' ELSE 'pending_rating' END::item_status,
           CASE WHEN pg_temp.rnd(10, n) < 0.9 THEN 1 + floor(5 * pg_temp.rnd(11, n))::int ELSE 0 END,
           CASE WHEN pg_temp.rnd(12, n) < 0.4 THEN pg_temp.pick(${textArray(COMMENTS)}, pg_temp.rnd(13, n)) END,
           CASE WHEN pg_temp.rnd(14, n) < 0.2 THEN ARRAY[lower(pg_temp.pick(${textArray(CITIES)}, pg_temp.rnd(15, n)))] ELSE '{}' END,
           ${ANCHOR} - floor(pg_temp.rnd(16, n) * 63072000) * interval '1 second', ${ANCHOR} - floor(pg_temp.rnd(16, n) * 63072000) * interval '1 second'
    FROM generate_series(${from}, ${to}) n
    JOIN vocab v ON v.cat = floor(${CATEGORIES.length} * pg_temp.rnd(7, n))::int
    ON CONFLICT DO NOTHING`;
}

/**
 * Three in ten WeLinks n in [from, to] were taken from a friend: recommended by one of the
 * owner's first five mutual connections, so each member has friends with enough rated takes
 * for a hit rate, and the recommender may see the WeLink, so rating it in the mixed workload
 * notifies them as in the app.
 */
export function recommendations(from: number, to: number): string {
  return `
    UPDATE items i SET recommended_by = pick.followee_id, recommended_by_name = u.name
    FROM generate_series(${from}, ${to}) n
    CROSS JOIN LATERAL (
      SELECT f.followee_id FROM follows f
      JOIN follows back ON back.follower_id = f.followee_id AND back.followee_id = f.follower_id
      WHERE f.follower_id = (SELECT o.user_id FROM items o WHERE o.id = pg_temp.uid('i', n))
      ORDER BY f.followee_id OFFSET floor(5 * pg_temp.rnd(18, n))::int LIMIT 1
    ) pick
    JOIN users u ON u.id = pick.followee_id
    WHERE i.id = pg_temp.uid('i', n) AND pg_temp.rnd(17, n) < 0.3`;
}

/** The informative event of each rated WeLink in [from, to], as wl_item_event writes it (migration 0019). */
export function itemEvents(from: number, to: number): string {
  return `
    INSERT INTO events (id, user_id, type, title, comment, rating, category, tags, date, created_at, updated_at)
    SELECT pg_temp.uid('e', n), i.user_id, 'informative', i.title, i.comment, i.rating, i.category, i.tags, i.created_at, i.created_at, i.created_at
    FROM generate_series(${from}, ${to}) n JOIN items i ON i.id = pg_temp.uid('i', n)
    WHERE i.status = 'rated';
    INSERT INTO event_items (event_id, position, item_id)
    SELECT pg_temp.uid('e', n), 0, i.id
    FROM generate_series(${from}, ${to}) n JOIN items i ON i.id = pg_temp.uid('i', n)
    WHERE i.status = 'rated'`;
}

export function questions(size: SeedSize, from: number, to: number): string {
  return `
    INSERT INTO events (id, user_id, type, title, category, date, created_at, updated_at)
    SELECT pg_temp.uid('q', n), pg_temp.uid('u', ${owner(size, 20, 'n')}),
           'question',
           '¿Alguien me recomienda ' || pg_temp.pick(${textArray(QUESTION_TOPICS)}, pg_temp.rnd(21, n)) || ' en ' || pg_temp.pick(${textArray(CITIES)}, pg_temp.rnd(22, n)) || '?',
           (SELECT category FROM vocab WHERE cat = floor(${CATEGORIES.length} * pg_temp.rnd(23, n))::int),
           ${ANCHOR} - floor(pg_temp.rnd(24, n) * 31536000) * interval '1 second', ${ANCHOR} - floor(pg_temp.rnd(24, n) * 31536000) * interval '1 second', ${ANCHOR} - floor(pg_temp.rnd(24, n) * 31536000) * interval '1 second'
    FROM generate_series(${from}, ${to}) n`;
}

/** Followers of each member, so responders can be drawn from those who see the question. */
export const FANS = `
  DROP TABLE IF EXISTS pg_temp.fans;
  CREATE TEMP TABLE fans AS SELECT followee_id AS user_id, array_agg(follower_id ORDER BY follower_id) AS ids FROM follows GROUP BY followee_id;
  ALTER TABLE fans ADD PRIMARY KEY (user_id);`;

/** Up to 2·avg responses per question by its asker's followers; 30% still unread; a third name a WeLink. */
export function responses(size: SeedSize, from: number, to: number): string {
  const perQuestion = Math.max(1, Math.round((2 * size.responses) / size.questions));
  return `
    INSERT INTO responses (id, event_id, question_owner_id, user_id, text, read_at, created_at, updated_at)
    SELECT pg_temp.uid('r', n * 16 + j), e.id, e.user_id, f.ids[1 + floor(pg_temp.rnd(31, n * 16 + j) * cardinality(f.ids))::int],
           pg_temp.pick(${textArray(COMMENTS)}, pg_temp.rnd(32, n * 16 + j)),
           CASE WHEN pg_temp.rnd(33, n * 16 + j) < 0.7 THEN e.created_at + interval '2 days' END,
           e.created_at + floor(pg_temp.rnd(34, n * 16 + j) * 86400) * interval '1 second', e.created_at + floor(pg_temp.rnd(34, n * 16 + j) * 86400) * interval '1 second'
    FROM generate_series(${from}, ${to}) n
    JOIN events e ON e.id = pg_temp.uid('q', n)
    JOIN fans f ON f.user_id = e.user_id
    CROSS JOIN LATERAL generate_series(1, floor(${perQuestion + 1} * pg_temp.rnd(30, n))::int) j
    ON CONFLICT DO NOTHING;
    INSERT INTO response_items (response_id, position, item_id, rating, question_owner_id, item_folded_title)
    SELECT r.id, 0, mine.id, 1 + floor(5 * pg_temp.rnd(35, n * 16 + j))::int, q.user_id, wl_fold(mine.title)
    FROM generate_series(${from}, ${to}) n
    CROSS JOIN generate_series(1, ${perQuestion + 1}) j
    JOIN responses r ON r.id = pg_temp.uid('r', n * 16 + j)
    JOIN events q ON q.id = r.event_id
    CROSS JOIN LATERAL (SELECT i.id, i.title FROM items i WHERE i.user_id = r.user_id ORDER BY i.created_at DESC, i.id DESC LIMIT 1) mine
    WHERE pg_temp.rnd(36, n * 16 + j) < 0.33`;
}

/**
 * Guides n in [from, to]. The first `bigGuides` are public and hold 200 WeLinks
 * (their owner's, then their followees'); the rest hold 0–10 of their owner's. Each entry
 * keeps its WeLink's owner and facts, as migrations 0017 and 0026's triggers write them.
 */
export function guides(size: SeedSize, from: number, to: number): string {
  const stride = Math.floor(size.users / size.bigGuides);
  return `
    INSERT INTO lists (id, user_id, name, description, is_public, tags, created_at, updated_at)
    SELECT pg_temp.uid('l', n),
           pg_temp.uid('u', CASE WHEN n <= ${size.bigGuides} THEN 1 + (n - 1) * ${stride} ELSE ${owner(size, 40, 'n')} END),
           CASE WHEN n <= ${size.bigGuides} THEN 'Guía grande ' || n ELSE 'Favoritos de ' || pg_temp.pick(${textArray(CITIES)}, pg_temp.rnd(41, n)) END,
           '', n <= ${size.bigGuides} OR pg_temp.rnd(42, n) < 0.3, '{}',
           ${ANCHOR} - floor(pg_temp.rnd(43, n) * 31536000) * interval '1 second', ${ANCHOR} - floor(pg_temp.rnd(43, n) * 31536000) * interval '1 second'
    FROM generate_series(${from}, ${to}) n;
    INSERT INTO list_items (list_id, item_id, item_owner_id, item_title, item_category, item_subcategory, item_rating, added_at)
    SELECT l.id, pick.id, pick.user_id, i.title, i.category, i.subcategory, i.rating,
           ${ANCHOR} - floor(pg_temp.rnd(44, pick.ord) * 25920000) * interval '1 second'
    FROM generate_series(${from}, ${to}) n
    JOIN lists l ON l.id = pg_temp.uid('l', n)
    CROSS JOIN LATERAL (
      SELECT c.id, c.user_id, row_number() OVER () + n * 1000 AS ord FROM (
        (SELECT i.id, i.user_id FROM items i WHERE i.user_id = l.user_id ORDER BY i.created_at DESC, i.id DESC
          LIMIT CASE WHEN n <= ${size.bigGuides} THEN ${BIG_GUIDE_ITEMS} ELSE floor(11 * pg_temp.rnd(45, n))::int END)
        UNION ALL
        (SELECT fi.id, fi.user_id FROM follows f
          CROSS JOIN LATERAL (SELECT i.id, i.user_id FROM items i WHERE i.user_id = f.followee_id ORDER BY i.created_at DESC, i.id DESC LIMIT 10) fi
          WHERE n <= ${size.bigGuides} AND f.follower_id = l.user_id
          LIMIT ${BIG_GUIDE_ITEMS})
      ) c LIMIT CASE WHEN n <= ${size.bigGuides} THEN ${BIG_GUIDE_ITEMS} ELSE 10 END
    ) pick
    JOIN items i ON i.id = pick.id
    ON CONFLICT DO NOTHING`;
}

/**
 * Marks the database as a bench database first (so an interrupted seed may be wiped), complete
 * at the end. It also keeps the data set's password, drawn at random per seed: the bench reads
 * it from here, so no password lives in the code.
 */
export function recordStart(sizeName: string, seed: number, password: string): string {
  return `
    CREATE TABLE IF NOT EXISTS bench_seed (size text NOT NULL, seed int NOT NULL, complete boolean NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE bench_seed ADD COLUMN IF NOT EXISTS password text;
    DELETE FROM bench_seed;
    INSERT INTO bench_seed (size, seed, complete, password) VALUES (${literal(sizeName)}, ${seed}, false, ${literal(password)});`;
}

/**
 * Writing a million events through the fan-out triggers of migration 0007 would
 * materialise every Timeline in full (~190M rows at large); the seed turns the
 * session's triggers off (and with them the foreign-key checks its rows do not need)
 * and materialises each member's newest TIMELINE_KEEP events at the end.
 */
export const TRIGGERS_OFF = `SET session_replication_role = replica;`;
export const TRIGGERS_ON = `SET session_replication_role = DEFAULT;`;

/** The similar-item search's title list (migration 0010), which the seed's WeLinks bypass with the triggers off. */
export const ITEM_TITLES = `INSERT INTO item_titles (folded) SELECT DISTINCT wl_fold(title) FROM items ON CONFLICT DO NOTHING;`;

/** How many notifications each member has after the seed: a first page of 20 and a second one. */
export const NOTIFICATIONS_PER_MEMBER = 30;

/**
 * Each member's notifications: ratings of what they recommended by other members, one an hour
 * back from the anchor, the newest five unread.
 */
export function notifications(size: SeedSize, from: number, to: number): string {
  return `
    INSERT INTO notifications (recipient_id, kind, actor_id, title, rating, created_at, read_at)
    SELECT pg_temp.uid('u', r), 'item_rated', pg_temp.uid('u', a), 'Recomendación ' || k, 1 + floor(5 * pg_temp.rnd(41, r * 100 + k))::int,
           ${ANCHOR} - k * interval '1 hour', CASE WHEN k > 5 THEN ${ANCHOR} END
    FROM generate_series(${from}, ${to}) r
    CROSS JOIN generate_series(1, ${NOTIFICATIONS_PER_MEMBER}) k
    CROSS JOIN LATERAL (SELECT 1 + floor(${size.users} * pg_temp.rnd(40, r * 100 + k))::int AS a) pick
    WHERE a <> r`;
}

/** History's list of WeLinks no own event shows (migration 0022), which the seed's WeLinks and events bypass too. */
export const UNSHOWN_ITEMS = `SELECT wl_unshown_items_fill();`;

/** What a busy member's materialised Timeline holds after the seed: four pages of 50. */
export const TIMELINE_KEEP = 200;

export function timelines(from: number, to: number): string {
  return `SELECT wl_timeline_rebuild(pg_temp.uid('u', n), ${TIMELINE_KEEP}) FROM generate_series(${from}, ${to}) n`;
}

export const RECORD_COMPLETE = `UPDATE bench_seed SET complete = true, seeded_at = now();`;
