/**
 * `npm run eval:recommend`: the offline evaluation of Para ti (docs/recommendations.md).
 *
 * Generates deterministic circles with planted taste groups in in-memory PGlite databases
 * migrated like the server's: every thing belongs to one group's genre, which that group rates
 * 4 or 5 and the other groups 1 to 3; each member rates things of every genre (the popular ones
 * more often), a star off their group's view now and then, and follows members drawn at random.
 * Then, for each member, hides one of their WeLinks rated ≥ 4 (in a transaction rolled back
 * after) and asks where it lands in the top 10 of rankers fed the same rows, read by the
 * endpoint's own queries: Para ti (the endpoint's ranking), the most rated ≥ 4 among followed
 * members, a random order, and, as a ceiling, counting only the viewer's planted group.
 */
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import type { CandidateRow } from '../apps/server/src/db/queries/recommendations.js';
import { follows, items, users } from '../apps/server/src/db/schema/index.js';
import { rankRecommendations } from '../apps/server/src/services/recommendations/rank.js';
import { rankingInputsOf } from '../apps/server/src/services/recommendations/recommendFor.js';

const SEED = 34;
const GROUPS = 4;
const MEMBERS_PER_GROUP = 40;
const THINGS = 200;
const RATED_PER_MEMBER = 40;
const FOLLOWS_PER_MEMBER = 20;
const CUTOFF = 10;
/** Circles generated from SEED, SEED + 1…: one circle's figures swing with which popular things each group likes. */
const WORLDS = 4;
/** Chance that a member's rating is a star off their group's view. */
const NOISE = 0.3;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let random = mulberry32(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function shuffled<T>(list: readonly T[], rnd = random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface Thing {
  title: string;
  /** What each taste group thinks of it, 1 to 5, drawn apart for each group. */
  quality: number[];
  weight: number;
}

/** Popularity falls with rank (Zipf-like): a few things everyone has seen, a long tail few have. */
let things: Thing[] = [];
const catalogue = (): Thing[] => Array.from({ length: THINGS }, (_, n) => ({
  title: `Obra ${String(n).padStart(3, '0')}`,
  // Its genre's group likes it (4 or 5); the other groups do not (1 to 3).
  quality: Array.from({ length: GROUPS }, (_, group) => (group === n % GROUPS ? pick([4, 5]) : pick([1, 2, 3]))),
  weight: 1 / Math.pow(1 + n, 0.7),
}));

/** `count` distinct things, each drawn with probability proportional to its weight. */
function drawThings(count: number): Thing[] {
  const pool = [...things];
  const drawn: Thing[] = [];
  while (drawn.length < count) {
    const total = pool.reduce((sum, t) => sum + t.weight, 0);
    let r = random() * total;
    const index = pool.findIndex((t) => (r -= t.weight) <= 0);
    drawn.push(...pool.splice(index === -1 ? pool.length - 1 : index, 1));
  }
  return drawn;
}

/** A UUID from the seeded generator: ties in a ranking fall to ids, which must not change between runs. */
function seededUuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The group's view of the thing, a star off now and then. */
function ratingOf(group: number, thing: Thing): number {
  const noise = random() < NOISE ? pick([-1, 1]) : 0;
  return Math.min(5, Math.max(1, thing.quality[group]! + noise));
}

async function seed(db: Db) {
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: GROUPS * MEMBERS_PER_GROUP }, (_, n) => ({
        id: seededUuid(),
        name: `Miembro ${n}`,
        email: `eval${n}@example.com`,
        passwordHash: 'x',
        status: 'approved' as const,
      })),
    )
    .returning({ id: users.id });
  const groupOf = (n: number) => n % GROUPS;
  const rows = members.flatMap((m, n) =>
    drawThings(RATED_PER_MEMBER).map((thing) => ({
      id: seededUuid(),
      userId: m.id,
      title: thing.title,
      category: 'Película',
      rating: ratingOf(groupOf(n), thing),
      status: 'rated' as const,
    })),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(items).values(rows.slice(i, i + 500));
  const edges = members.flatMap((m, n) =>
    shuffled(members.filter((_, other) => other !== n))
      .slice(0, FOLLOWS_PER_MEMBER)
      .map((followee) => ({ followerId: m.id, followeeId: followee.id })),
  );
  await db.insert(follows).values(edges);
  return members.map((m) => m.id);
}

let groupOfMember = new Map<string, number>();

type Ranker = (inputs: Awaited<ReturnType<typeof rankingInputsOf>>, viewer: number) => string[];
const thingKey = (row: Pick<CandidateRow, 'category' | 'foldedTitle'>) => `${row.category}\u0000${row.foldedTitle}`;

const RANKERS: Record<string, Ranker> = {
  'Para ti': ({ agreements, candidates }) => rankRecommendations(agreements, candidates, CUTOFF).map((t) => thingKey(t.best)),
  'Más valorado ≥ 4 entre seguidos': ({ candidates }) => {
    const raters = new Map<string, Set<string>>();
    for (const row of candidates) raters.set(thingKey(row), (raters.get(thingKey(row)) ?? new Set()).add(row.userId));
    return [...raters.entries()]
      .sort(([a, x], [b, y]) => y.size - x.size || a.localeCompare(b))
      .slice(0, CUTOFF)
      .map(([key]) => key);
  },
  /** Not a baseline but a ceiling for taste-blind counting: the most rated ≥ 4 by the viewer's own planted group. */
  'Techo: más valorado ≥ 4 en su grupo plantado': ({ candidates }, viewer) => {
    const raters = new Map<string, number>();
    for (const row of candidates) {
      if (groupOfMember.get(row.userId) === viewer % GROUPS) raters.set(thingKey(row), (raters.get(thingKey(row)) ?? 0) + 1);
    }
    return [...raters.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, CUTOFF).map(([key]) => key);
  },
  Aleatorio: ({ candidates }, viewer) => {
    const keys = [...new Set(candidates.map(thingKey))].sort();
    return shuffled(keys, mulberry32(SEED * 1000 + viewer)).slice(0, CUTOFF);
  },
};

class Rollback extends Error {}

const totals = Object.fromEntries(Object.keys(RANKERS).map((name) => [name, { hits: 0, ndcg: 0 }]));
let reachable = 0;
let count = 0;

async function world(worldSeed: number) {
  random = mulberry32(worldSeed);
  things = catalogue();
  const database = await openDatabase({ memory: true });
  const { db } = database;
  const memberIds = await seed(db);
  groupOfMember = new Map(memberIds.map((id, n) => [id, n % GROUPS]));
  count += memberIds.length;

  for (const [n, viewerId] of memberIds.entries()) {
    const liked = await db.select().from(items).where(eq(items.userId, viewerId));
    const hidden = pick(liked.filter((row) => row.rating >= 4).sort((a, b) => a.title.localeCompare(b.title)));
    const target = `${hidden.category}\u0000${hidden.foldedTitle}`;
    await db
      .transaction(async (tx) => {
        await tx.delete(items).where(eq(items.id, hidden.id));
        const inputs = await rankingInputsOf(tx as unknown as Db, viewerId);
        if (inputs.candidates.some((row) => thingKey(row) === target)) reachable += 1;
        for (const [name, rank] of Object.entries(RANKERS)) {
          const position = rank(inputs, n).indexOf(target);
          if (position >= 0) {
            totals[name]!.hits += 1;
            totals[name]!.ndcg += 1 / Math.log2(position + 2);
          }
        }
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  await database.close();
}

async function main() {
  for (let w = 0; w < WORLDS; w += 1) await world(SEED + w);
  console.log(
    `${WORLDS} circles of ${GROUPS * MEMBERS_PER_GROUP} members in ${GROUPS} taste groups, ${RATED_PER_MEMBER} ratings each of ${THINGS} things, ` +
      `each following ${FOLLOWS_PER_MEMBER}; ` +
      `one WeLink rated ≥ 4 hidden per member (${reachable} of ${count} rated ≥ 4 by someone they follow).\n`,
  );
  console.log(`| Ranking | Hit rate@${CUTOFF} | NDCG@${CUTOFF} |\n|---|---|---|`);
  for (const [name, { hits, ndcg }] of Object.entries(totals)) console.log(`| ${name} | ${(hits / count).toFixed(3)} | ${(ndcg / count).toFixed(3)} |`);
  const ratio = totals['Para ti']!.hits / Math.max(1, totals['Más valorado ≥ 4 entre seguidos']!.hits);
  console.log(`\nPara ti / most rated, hit rate@${CUTOFF}: ${ratio.toFixed(2)}× (target ≥ 1.5×)`);
  if (ratio < 1.5) process.exitCode = 1;
}

await main();
