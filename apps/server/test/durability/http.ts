/** An answer from the server; status 0 means none came (connection refused or reset). */
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- load clients read arbitrary JSON answers
  body: any;
  /** The answer's headers; absent when none came. */
  headers?: Headers;
  /** Why no answer came (status 0). */
  error?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call(baseUrl: string, token: string | null, method: Method, url: string, payload?: object): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${baseUrl}${url}`, { method, headers, ...(payload ? { body: JSON.stringify(payload) } : {}) });
    const text = await res.text();
    return { status: res.status, body: text ? safeJson(text) : undefined, headers: res.headers };
  } catch (error) {
    const cause = (error as Error & { cause?: Error & { code?: string } }).cause;
    return { status: 0, body: undefined, error: cause ? `${cause.code ?? cause.name}: ${cause.message}` : (error as Error).message };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function login(baseUrl: string, identifier: string, password: string): Promise<string> {
  const answer = await call(baseUrl, null, 'POST', '/api/auth/login', { identifier, password });
  if (answer.status !== 200) throw new Error(`login of ${identifier} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

/** Mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
