import { hashPassword } from '../../src/adapters/passwords.js';
import type { Database } from '../../src/db/client.js';
import { insertUser } from '../../src/db/queries/users.js';
import { follows } from '../../src/db/schema/index.js';

export const SEED_PASSWORD = 'clave-de-carga-1';

export interface SeededMember {
  id: string;
  name: string;
  email: string;
}

/**
 * `count` approved members straight in the database, all with one password (hashed
 * once), each connected both ways with the `neighbours` members after it on a ring.
 */
export async function seedMembers(
  database: Database,
  count: number,
  neighbours: number,
  tag: string,
  firstPhone = 610_000_000,
): Promise<SeededMember[]> {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const members: SeededMember[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${tag}-m${i}@example.com`;
    const row = await insertUser(database.db, {
      name: `Miembro ${i}`,
      email,
      phone: { prefix: '+34', number: String(firstPhone + i) },
      passwordHash,
      status: 'approved',
    });
    if (!row) throw new Error(`seed member ${email} already exists`);
    members.push({ id: row.id, name: row.name, email });
  }
  const pairs: Array<{ followerId: string; followeeId: string }> = [];
  for (let i = 0; i < count; i++) {
    for (let step = 1; step <= Math.min(neighbours, count - 1); step++) {
      const a = members[i]!;
      const b = members[(i + step) % count]!;
      pairs.push({ followerId: a.id, followeeId: b.id }, { followerId: b.id, followeeId: a.id });
    }
  }
  for (let start = 0; start < pairs.length; start += 500) {
    await database.db.insert(follows).values(pairs.slice(start, start + 500)).onConflictDoNothing();
  }
  return members;
}
