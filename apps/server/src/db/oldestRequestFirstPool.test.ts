import { afterEach, describe, expect, it } from 'vitest';
import { OldestRequestFirstPool, requestStartedAt } from './oldestRequestFirstPool.js';

describe.runIf(process.env.DATABASE_URL)('OldestRequestFirstPool on PostgreSQL', () => {
  let pool: OldestRequestFirstPool;
  afterEach(() => pool.end());

  it("runs waiting statements by their request's start, not by when they asked", async () => {
    pool = new OldestRequestFirstPool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const holder = await pool.connect();
    const ran: string[] = [];
    const statement = (name: string, startedAt: number) =>
      requestStartedAt.run(startedAt, () => pool.query('select 1').then(() => ran.push(name)));
    const waiting = [statement('newest', 300), statement('oldest', 100), statement('middle', 200)];
    holder.release();
    await Promise.all(waiting);
    expect(ran).toEqual(['oldest', 'middle', 'newest']);
  });

  it('frees the connection of a failed statement', async () => {
    pool = new OldestRequestFirstPool({ connectionString: process.env.DATABASE_URL, max: 1 });
    await expect(pool.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(pool.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('refuses a second release without letting two checkouts share one connection', async () => {
    pool = new OldestRequestFirstPool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const first = await pool.connect();
    first.release();
    expect(() => first.release()).toThrow();
    const second = await pool.connect();
    let thirdGranted = false;
    const third = pool.connect().then((client) => {
      thirdGranted = true;
      return client;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(thirdGranted).toBe(false);
    second.release();
    (await third).release();
    expect(thirdGranted).toBe(true);
  });
});
