import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';
import { chance, pick, UNSTORABLE_TEXT, type Gen } from './hostileValues.js';
import { acceptsAnything, brokenValues, plausible, RawJson } from './schemaValues.js';
import { ID_KINDS, type World } from './world.js';

type Container = Record<string, unknown> | unknown[];

/** A place in the body: the value at `parent[key]` (or the whole body) and the schema it must meet. */
interface Slot {
  parent: Container | undefined;
  key: string | number;
  schema: JsonSchema;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function slotsOf(value: unknown, schema: JsonSchema, parent: Container | undefined, key: string | number, out: Slot[]): Slot[] {
  out.push({ parent, key, schema });
  if (isObject(value)) {
    for (const [prop, propSchema] of Object.entries(schema.properties ?? {})) slotsOf(value[prop], propSchema, value, prop, out);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => slotsOf(item, schema.items ?? {}, value, i, out));
  }
  return out;
}

const valueAt = (slot: Slot, body: unknown) => (slot.parent === undefined ? body : (slot.parent as Record<string | number, unknown>)[slot.key]);

const MASS_ASSIGNMENT = { isAdmin: true, status: 'approved', tokenVersion: 0, passwordHash: 'x', createdAt: '1970-01-01T00:00:00Z' };

/** A JSON body for the schema with at least one certain fault when `breakIt` (else plausible, for faults elsewhere). */
export function brokenBody(g: Gen, schema: JsonSchema, world: World, breakIt: boolean, breaks: string[]): unknown {
  const realIds = ID_KINDS.flatMap((k) => world.all[k]);
  let body = plausible(g, schema, realIds);
  if (isObject(body) && chance(g, 30)) Object.assign(body, MASS_ASSIGNMENT, { userId: pick(g, realIds), _id: pick(g, realIds) });
  if (!breakIt) return body;

  const slots = slotsOf(body, schema, undefined, '', []);
  const set = (slot: Slot, value: unknown) => {
    if (slot.parent === undefined) body = value;
    else (slot.parent as Record<string | number, unknown>)[slot.key] = value;
  };
  const where = (slot: Slot) => (slot.parent === undefined ? 'body' : `field ${String(slot.key)}`);

  const kind = pick(g, ['field', 'field', 'field', 'missing', 'top', 'unstorable', 'huge', 'deep', 'proto']);
  const withRequired = slots.filter((s) => isObject(valueAt(s, body)) && (s.schema.required?.length ?? 0) > 0);
  const strings = slots.filter((s) => s.schema.type === 'string' && !s.schema.enum && !s.schema.pattern && !s.schema.format && s.parent !== undefined);
  const typed = slots.filter((s) => !acceptsAnything(s.schema) && ![s.schema.type].flat().includes('object'));

  if (kind === 'missing' && withRequired.length) {
    const slot = pick(g, withRequired);
    const target = valueAt(slot, body) as Record<string, unknown>;
    const key = pick(g, slot.schema.required ?? []);
    delete target[key];
    breaks.push(`required ${key} missing`);
    return body;
  }
  if (kind === 'top') {
    const value = pick(g, [[], [body], 'texto', 42, true, ...(schema.nullable ? [] : [null])]);
    breaks.push(`body is ${JSON.stringify(value).slice(0, 40)}`);
    return value;
  }
  if (kind === 'unstorable' && strings.length) {
    const slot = pick(g, strings);
    set(slot, pick(g, UNSTORABLE_TEXT));
    breaks.push(`NUL or lone surrogate in ${where(slot)}`);
    return body;
  }
  if (kind === 'huge') {
    const size = pick(g, [200 * 1024, 1024 * 1024]);
    const value = chance(g, 50) ? 'x'.repeat(size) : Array.from({ length: size / 2 }, () => 0);
    if (isObject(body)) body.relleno = value;
    else body = { relleno: value };
    breaks.push(`${size}-byte ${typeof value === 'string' ? 'string' : 'array'}`);
    return body;
  }
  if (kind === 'deep' && typed.length) {
    const depth = g(fc.integer, { min: 1000, max: 12_000 });
    const slot = pick(g, typed);
    set(slot, new RawJson(chance(g, 50) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));
    breaks.push(`${depth}-deep nesting in ${where(slot)}`);
    return body;
  }
  if (kind === 'proto' && isObject(body)) {
    const rest = JSON.stringify(body).slice(1);
    const poison = pick(g, ['"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}']);
    breaks.push(`prototype key ${poison}`);
    return new RawJson(`{${poison}${rest === '}' ? '' : ','}${rest}`);
  }
  const candidates = slots.map((slot) => ({ slot, broken: brokenValues(g, slot.schema) })).filter((c) => c.broken.length > 0);
  const chosen = pick(g, candidates);
  const broken = pick(g, chosen.broken);
  set(chosen.slot, broken.value);
  breaks.push(`${where(chosen.slot)}: ${broken.label}`);
  return body;
}

/** JSON text of a body, with raw literals (1e309, deep nesting) written in place. */
export function serialiseJson(body: unknown): string {
  if (body instanceof RawJson) return body.text;
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `__raw_${raws.length - 1}__`;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}
