import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { follows } from '../src/db/schema/index.js';
import { bearer, createUser, loginToken } from './testApp.js';

export interface Member {
  id: string;
  name: string;
  token: string;
  /** Calls the API as this member; `null` token calls it as a visitor. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

export async function member(app: App, database: Database, name: string, options: { isAdmin?: boolean } = {}): Promise<Member> {
  const { row, password } = await createUser(database, { name, isAdmin: options.isAdmin ?? false });
  const token = await loginToken(app, row.email, password);
  return { id: row.id, name, token, call: caller(app, token) };
}

export function caller(app: App, token: string | null): Member['call'] {
  return async (method, url, payload) => {
    const res = await app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
  };
}

/** `a` follows `b` (and sees b's Timeline). */
export async function follow(database: Database, a: Member, b: Member): Promise<void> {
  await database.db.insert(follows).values({ followerId: a.id, followeeId: b.id });
}
