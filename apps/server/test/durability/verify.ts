import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/rows.js';
import type { WriteLedger } from './ledger.js';


/** Each acknowledged write that the database does not hold, as a sentence; empty when none is lost. */
export async function lostWrites(db: Db, ledger: WriteLedger): Promise<string[]> {
  const problems: string[] = [];

  const users = await rowsOf<{ email: string }>(db, sql`select email from users`);
  const emails = new Set(users.map((u) => u.email));
  for (const email of ledger.signups) if (!emails.has(email)) problems.push(`sign-up ${email} answered 201 but is missing`);

  const items = new Map(
    (await rowsOf<{ id: string; user_id: string; title: string; rating: number }>(db, sql`select id, user_id, title, rating from items`)).map(
      (r) => [r.id, r],
    ),
  );
  for (const [id, expected] of ledger.items) {
    const row = items.get(id);
    if (!row) problems.push(`WeLink ${id} (${expected.title}) answered 201 but is missing`);
    else if (row.user_id !== expected.ownerId || row.title !== expected.title) problems.push(`WeLink ${id} changed owner or title`);
  }
  for (const [id, allowed] of ledger.ratings.entries()) {
    const row = items.get(id);
    if (row && !allowed.has(Number(row.rating))) problems.push(`WeLink ${id} has rating ${row.rating}, expected one of ${[...allowed].join(', ')}`);
  }

  const responses = new Map(
    (await rowsOf<{ event_id: string; user_id: string; text: string }>(db, sql`select event_id, user_id, text from responses`)).map((r) => [
      `${r.event_id}|${r.user_id}`,
      r.text,
    ]),
  );
  for (const [key, allowed] of ledger.responses.entries()) {
    const text = responses.get(key);
    if (text === undefined) {
      if (ledger.responses.acked.has(key)) problems.push(`response ${key} answered 2xx but is missing`);
    } else if (!allowed.has(text)) {
      problems.push(`response ${key} holds "${text}", expected one of ${[...allowed].map((t) => `"${t}"`).join(', ')}`);
    }
  }

  const eventIds = new Set((await rowsOf<{ id: string }>(db, sql`select id from events`)).map((r) => r.id));
  for (const [id, event] of ledger.events) if (!eventIds.has(id)) problems.push(`question ${id} (${event.title}) answered 201 but is missing`);

  const follows = new Set((await rowsOf<{ a: string; b: string }>(db, sql`select follower_id as a, followee_id as b from follows`)).map((r) => `${r.a}>${r.b}`));
  const pending = new Set(
    (await rowsOf<{ a: string; b: string }>(db, sql`select from_user_id as a, to_user_id as b from follow_requests`)).map((r) => `${r.a}>${r.b}`),
  );
  for (const { a, b } of ledger.connections) {
    if (!follows.has(`${a}>${b}`) || !follows.has(`${b}>${a}`)) problems.push(`accepted connection ${a}–${b} is not both ways`);
  }
  for (const { fromId, toId } of ledger.requests) {
    const connected = follows.has(`${fromId}>${toId}`) && follows.has(`${toId}>${fromId}`);
    if (!connected && !pending.has(`${fromId}>${toId}`) && !pending.has(`${toId}>${fromId}`)) {
      problems.push(`request ${fromId}→${toId} answered 201 but is neither pending nor accepted`);
    }
  }
  return problems;
}

/**
 * Rows that break a rule the unique indexes must hold, counted from the tables
 * themselves (a sequential scan, so a broken index cannot hide them).
 */
export async function brokenUniqueRules(db: Db): Promise<string[]> {
  const rules: Array<[string, SQL]> = [
    ['one account per email', sql`select 1 as k from users group by email having count(*) > 1`],
    ['one account per phone', sql`select 1 as k from users where phone_international is not null group by phone_international having count(*) > 1`],
    ['one WeLink per member, title and category', sql`select 1 as k from items group by user_id, lower(title), category having count(*) > 1`],
    ['one response per member per question', sql`select 1 as k from responses group by event_id, user_id having count(*) > 1`],
    ['one request per pair', sql`select 1 as k from follow_requests group by from_user_id, to_user_id having count(*) > 1`],
    ['one follow per pair', sql`select 1 as k from follows group by follower_id, followee_id having count(*) > 1`],
  ];
  const problems: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    for (const [rule, query] of rules) {
      const rows = await rowsOf<{ k: string }>(tx as unknown as Db, query);
      if (rows.length > 0) problems.push(`${rule} broken: ${rows.length} duplicate(s)`);
    }
  });
  return problems;
}
