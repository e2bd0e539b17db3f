/**
 * Runs autocannon for one call in its own process, so the load generator
 * shares no event loop with the server or the runner. Receives a LoadJob over
 * IPC and answers a LoadResult.
 */
import autocannon from 'autocannon';
import type { RequestTemplate, UserVars } from './calls.js';

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  requests: RequestTemplate[];
  users: UserVars[];
  shared: Record<string, string[]>;
  acceptEncoding?: string | undefined;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

let counter = 0;

/**
 * Fills {placeholders}: a member's values (arrays rotate by the member's `turn`), shared lists, and
 * per-request ones; `{unique}` is unique to the request (`n` counts every request of the worker).
 */
function fill(text: string, vars: UserVars, shared: Record<string, string[]>, n: number, turn: number, encode: boolean): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const special: Record<string, () => string> = {
      unique: () => `${process.pid}-${Date.now().toString(36)}-${n}`,
      rating: () => String(1 + (turn % 5)),
    };
    const own = (vars as unknown as Record<string, string | string[] | undefined>)[name] ?? shared[name];
    const value = special[name]?.() ?? (Array.isArray(own) ? own[turn % own.length] : own);
    if (value === undefined) throw new Error(`No value for ${whole}`);
    return encode && name !== 'deepPath' ? encodeURIComponent(value) : value;
  });
}

/** The same order of calls on every run: a fixed seed (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One autocannon request that becomes, each time, one of the call's templates drawn at random
 * in their proportions. autocannon has every connection walk a list of requests from its first,
 * so 50 connections given the mixed list in order would run it in step: all searching at once,
 * then all reading the Timeline. Members act on their own; drawn per request, the calls
 * interleave across connections as theirs would.
 */
function drawnRequest(job: LoadJob): autocannon.Request {
  const random = seededRandom(0x5eed);
  return {
    setupRequest: (request) => {
      const n = counter++;
      const template = job.requests[Math.floor(random() * job.requests.length)];
      const vars = job.users[n % job.users.length];
      if (!template || !vars) throw new Error('No call or no bench member');
      const turn = Math.floor(n / job.users.length);
      request.method = template.method;
      request.path = fill(template.path, vars, job.shared, n, turn, true);
      if (template.body) request.body = fill(template.body, vars, job.shared, n, turn, false);
      request.headers = {
        ...request.headers,
        ...(template.body ? { 'content-type': 'application/json' } : {}),
        ...(template.auth ? { authorization: `Bearer ${vars.token}` } : {}),
        ...(job.acceptEncoding ? { 'accept-encoding': job.acceptEncoding } : {}),
      };
      return request;
    },
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    timeout: 10,
    requests: [drawnRequest(job)],
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: Error) => process.send?.({ error: error.stack ?? error.message }, () => process.exit(1)),
  );
});
