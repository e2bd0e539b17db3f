import fc from 'fast-check';
import type { Operation, Param } from './openapi.js';
import { absentId, badCursor, chance, encodeLoose, hostileString, invalidId, pick, type Gen } from './hostileValues.js';
import { brokenBody, serialiseJson } from './badBodies.js';
import { brokenMultipart, photoMultipart } from './badMultipart.js';
import { ID_KINDS, type IdKind, type Role, type World } from './world.js';

export interface BadRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was broken, for the failure report. */
  breaks: string[];
  /** False when the URL no longer names this route (extra segments, unroutable bytes): then any 4xx will do, even for a visitor. */
  keepsRoute: boolean;
}

type Slot = 'path' | 'query' | 'body' | 'multipart' | 'rawBody' | 'route';

/** Which table a path id names, read from the route; undefined leaves only invented ids. */
function kindOf(op: Operation, param: string): IdKind | undefined {
  const p = op.path;
  if (param === 'photoId' || p.startsWith('/api/photos/')) return 'photo';
  if (param === 'itemId' || p.startsWith('/api/items/')) return 'item';
  if (param === 'eventId' || p.startsWith('/api/events/')) return 'event';
  if (param === 'listId') return 'list';
  if (p.startsWith('/api/responses/')) return 'response';
  if (p.startsWith('/api/users/follow-request/')) return 'followRequest';
  if (p.startsWith('/api/issues/')) return 'issue';
  if (p.startsWith('/api/admin/') || p.startsWith('/api/users/')) return 'user';
  return undefined;
}

function basePathValue(g: Gen, op: Operation, param: Param, world: World): string {
  if (param.schema.enum?.length) return String(pick(g, param.schema.enum));
  const kind = kindOf(op, param.name);
  const own = kind ? world.own[kind] : [];
  return own.length ? pick(g, own) : absentId(g);
}

function brokenPathValue(g: Gen, op: Operation, param: Param, world: World): { value: string; label: string } {
  if (param.schema.enum?.length) return { value: pick(g, ['valor-inexistente', hostileString(g) || 'x', invalidId(g)]), label: 'path value not in enum' };
  // A catalogue's numeric id (TMDB's): '1' would be a valid one, so break it as a number.
  if (param.schema.type === 'integer' || param.schema.type === 'number') {
    return { value: pick(g, ['0', '-1', '1.5', 'uno', invalidId(g).replace(/^\d+$/, 'x')]), label: 'not a positive whole number' };
  }
  const kind = kindOf(op, param.name);
  const options: Array<() => { value: string; label: string }> = [
    () => ({ value: invalidId(g), label: 'invalid id' }),
    () => ({ value: absentId(g), label: 'absent id' }),
  ];
  if (kind) {
    const foreign = world.foreign[kind];
    const wrongKind = ID_KINDS.filter((k) => k !== kind).flatMap((k) => world.all[k]);
    if (foreign.length) options.push(() => ({ value: pick(g, foreign), label: `another member's ${kind}` }));
    options.push(() => ({ value: pick(g, wrongKind), label: `id of a row that is not a ${kind}` }));
  }
  return pick(g, options)();
}

const decodes = (text: string) => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

function buildPath(g: Gen, op: Operation, world: World, breakIt: boolean, breaks: string[]): { path: string; routable: boolean } {
  const broken = breakIt ? pick(g, op.pathParams) : undefined;
  let path = op.path;
  let routable = true;
  for (const param of op.pathParams) {
    let value = basePathValue(g, op, param, world);
    if (param === broken) {
      const b = brokenPathValue(g, op, param, world);
      value = b.value;
      breaks.push(`${b.label} in {${param.name}}: ${JSON.stringify(value.slice(0, 80))}`);
    }
    const encoded = encodeLoose(value);
    // The router refuses these before any hook (find-my-way's 100-character parameter limit).
    if (!decodes(encoded) || encoded === '.' || encoded === '..' || encoded.length > 100) routable = false;
    path = path.replace(`{${param.name}}`, encoded);
  }
  return { path, routable };
}

/** Extra segments or unroutable bytes: the URL names no route. */
function breakRoute(g: Gen, path: string, breaks: string[]): string {
  let junk = encodeLoose(hostileString(g)) || 'x';
  if (/^[a-z-]*$/.test(junk)) junk = `_${junk}`;
  const broken = pick(g, [`${path}/${junk}`, `${path}/${junk}/${junk}`, `${path}%`, `${path}%E0%A4`, `${path}%ZZ`, path.toUpperCase(), `/api//${path.slice(5)}x`]);
  breaks.push(`route changed: ${broken.slice(0, 100)}`);
  return broken;
}

const NUMBER_QUERY_CANDIDATES = ['abc', '-1', '0', '1.5', 'NaN', 'Infinity', '-Infinity', '1e400', '', ' ', '99999999999999999999', '0x', '1_000'];

function brokenQueryValues(g: Gen, param: Param): string[] {
  const s = param.schema;
  if (param.name === 'cursor') return [badCursor(g)];
  if (/Ids$/.test(param.name)) return [`${absentId(g)},${pick(g, ['no-es-un-id', '1', "' OR 1=1 --", `${absentId(g)}x`])}`, ',,,', 'x'.repeat(40)];
  const out: string[] = [];
  const numeric = s.type === 'integer' || s.type === 'number';
  if (numeric) {
    for (const v of [...NUMBER_QUERY_CANDIDATES, String((s.maximum ?? 0) + 1), String((s.minimum ?? 0) - 1)]) {
      const n = Number(v);
      const bad = !Number.isFinite(n) || (s.type === 'integer' && !Number.isInteger(n)) || (s.minimum !== undefined && n < s.minimum) || (s.maximum !== undefined && n > s.maximum);
      if (bad) out.push(v);
    }
  }
  if (s.type === 'string') {
    if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1 + g(fc.nat, { max: 30 })));
    if (s.minLength) out.push('x'.repeat(s.minLength - 1));
    if (s.enum?.length) out.push('valor-inexistente', `${String(s.enum[0])}' OR '1'='1`);
  }
  return out;
}

function buildQuery(g: Gen, op: Operation, breakIt: boolean, breaks: string[]): string {
  const pairs: Array<[string, string]> = [];
  const target = breakIt ? pick(g, op.query) : undefined;
  const mode = target ? pick(g, target.required ? ['missing', 'repeat', 'value', 'value'] : ['repeat', 'value', 'value', 'value']) : undefined;
  for (const param of op.query) {
    if (param === target) {
      const values = brokenQueryValues(g, param);
      if (mode === 'missing') {
        breaks.push(`query ${param.name} missing`);
        continue;
      }
      if (mode === 'repeat' || values.length === 0) {
        pairs.push([param.name, 'uno'], [param.name, '2']);
        breaks.push(`query ${param.name} repeated`);
        continue;
      }
      const value = pick(g, values);
      pairs.push([param.name, value]);
      breaks.push(`query ${param.name}=${JSON.stringify(value.slice(0, 80))}`);
      continue;
    }
    if (param.name === 'cursor' || (!param.required && chance(g, 60))) continue;
    pairs.push([param.name, plausibleQueryValue(g, param)]);
  }
  if (chance(g, 20)) pairs.push([pick(g, ['__proto__', 'constructor[prototype][isAdmin]', 'a[b][c]', 'utm_source']), hostileString(g)]);
  return pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
}

function plausibleQueryValue(g: Gen, param: Param): string {
  const s = param.schema;
  if (s.enum?.length) return String(pick(g, s.enum));
  if (s.type === 'integer' || s.type === 'number') return String(Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 10, 10)));
  const text = chance(g, 50) ? hostileString(g) : 'café con leche';
  return text.length >= (s.minLength ?? 1) ? text : 'café con leche';
}

const AUTH_NOISE = ['Bearer basura', 'Bearer a.b.c', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l', `Bearer ${'x'.repeat(5000)}`, 'Bearer', 'bearer '];

function chooseSlots(g: Gen, op: Operation): Slot[] {
  const weighted: Array<[Slot, number]> = [];
  if (op.pathParams.length) weighted.push(['path', 3]);
  if (op.query.length) weighted.push(['query', 3]);
  if (op.body?.contentType === 'application/json') weighted.push(['body', 5]);
  if (op.body?.contentType.startsWith('multipart/')) weighted.push(['multipart', 5]);
  if (op.method !== 'GET') weighted.push(['rawBody', 2]);
  weighted.push(['route', weighted.length ? 1 : 10]);
  const draw = (): Slot => {
    let n = g(fc.nat, { max: weighted.reduce((sum, [, w]) => sum + w, 0) - 1 });
    for (const [slot, w] of weighted) if ((n -= w) < 0) return slot;
    return 'route';
  };
  const slots = new Set([draw()]);
  if (chance(g, 25)) slots.add(draw());
  return [...slots];
}

/** One request that is wrong on purpose, in at least one place, for this route and role. */
export function badRequest(g: Gen, op: Operation, role: Role, world: World): BadRequest {
  const slots = chooseSlots(g, op);
  const breaks: string[] = [];
  const headers: Record<string, string> = {};
  const token = world.tokens[role];
  if (token) headers.authorization = `Bearer ${token}`;
  else if (chance(g, 30)) headers.authorization = pick(g, AUTH_NOISE);

  const { path, routable } = buildPath(g, op, world, slots.includes('path'), breaks);
  const query = op.query.length ? buildQuery(g, op, slots.includes('query'), breaks) : '';
  let url = query ? `${path}?${query}` : path;
  if (slots.includes('route')) url = breakRoute(g, path, breaks) + (query ? `?${query}` : '');

  let payload: string | Buffer | undefined;
  if (op.body?.contentType === 'application/json') {
    const body = brokenBody(g, op.body.schema, world, slots.includes('body'), breaks);
    payload = serialiseJson(body);
    headers['content-type'] = 'application/json';
  } else if (op.body) {
    const upload = slots.includes('multipart') ? brokenMultipart(g, world, breaks) : photoMultipart(world.png);
    payload = upload.payload;
    headers['content-type'] = upload.contentType;
  }
  if (slots.includes('rawBody')) {
    const raw = brokenRawBody(g, payload, op.body !== undefined);
    payload = raw.payload;
    if (raw.contentType === undefined) delete headers['content-type'];
    else headers['content-type'] = raw.contentType;
    breaks.push(raw.label);
  }
  return { method: op.method, url, headers, ...(payload !== undefined ? { payload } : {}), breaks, keepsRoute: routable && !slots.includes('route') };
}

const MALFORMED_JSON = ['{', '{"a":', '{"title": "x",}', "{'title': 'x'}", '{"title": NaN}', '[1,2', 'nul', '{"a":"\\u12"}', '{"a":"\\x41"}', '\u0000', '{"a":1}{"b":2}', '{"a":1} basura', '{"a":1e}', '"sin cerrar'];
const WRONG_TYPES = ['text/plain', 'text/html', 'application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream', 'image/png', 'application/javascript'];

/** Broken as a whole body. An empty JSON body breaks only a route that takes a body: one that takes none accepts it. */
function brokenRawBody(g: Gen, current: string | Buffer | undefined, takesBody: boolean): { payload: string | Buffer; contentType: string | undefined; label: string } {
  const drawn = g(fc.nat, { max: 3 });
  switch (drawn === 1 && !takesBody ? 0 : drawn) {
    case 0: {
      const text = pick(g, MALFORMED_JSON);
      return { payload: text, contentType: 'application/json', label: `malformed JSON ${JSON.stringify(text)}` };
    }
    case 1:
      return { payload: '', contentType: 'application/json', label: 'empty JSON body' };
    case 2: {
      const type = pick(g, WRONG_TYPES);
      return { payload: current ?? '{"a":1}', contentType: type, label: `content-type ${type}` };
    }
    default: {
      const size = pick(g, [101 * 1024, 1024 * 1024, 3 * 1024 * 1024]);
      return { payload: JSON.stringify({ relleno: 'x'.repeat(size) }), contentType: 'application/json', label: `JSON body of ${size} bytes` };
    }
  }
}
