import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';
import { absentId, chance, hostileString, invalidId, pick, RAW_NUMBER_LITERALS, type Gen } from './hostileValues.js';

/** A literal written into the JSON text as is (numbers JSON.stringify cannot write). */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface Broken {
  value: unknown;
  label: string;
}

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
  const t = schema.type;
  const types = schema.enum ? [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))] : t === undefined ? [] : Array.isArray(t) ? t : [t];
  // OpenAPI 3.0 says a nullable enum with `nullable: true` beside it, not with null among its values.
  return schema.nullable ? [...types, 'null'] : types;
};

/** No type: anything goes (z.unknown()), so nothing there can be broken. */
export const acceptsAnything = (schema: JsonSchema) => typesOf(schema).length === 0;

const SAMPLE_STRINGS = ['https://example.com/a', 'ana@example.com', '#3B82F6', '/ruta', '+34', 'pending', 'texto'];

const matches = (schema: JsonSchema, text: string) => {
  if (!schema.pattern) return true;
  const re = new RegExp(schema.pattern, 'u');
  return re.test(text) || re.test(text.trim());
};

function plausibleString(g: Gen, schema: JsonSchema, realIds: readonly string[]): string {
  if (schema.format === 'uuid') return chance(g, 70) && realIds.length ? pick(g, realIds) : absentId(g);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 60;
  if (schema.pattern) return SAMPLE_STRINGS.find((s) => matches(schema, s) && s.length <= max) ?? 'texto';
  let text = chance(g, 40) ? hostileString(g) : pick(g, ['Bar Pepe', 'Contraseña segura 1', 'ana@example.com', 'café']);
  if (text.trim().length < min) text = `${text}${'x'.repeat(min)}`;
  return [...text].slice(0, max).join('') || 'x'.repeat(Math.max(min, 1));
}

function plausibleNumber(g: Gen, schema: JsonSchema, integer: boolean): number {
  const min = Math.max(schema.minimum ?? 0, -1e6);
  const max = Math.min(schema.maximum ?? 1e6, 1e6);
  if (min > max) return min;
  return integer ? g(fc.integer, { min: Math.ceil(min), max: Math.floor(max) }) : g(fc.double, { min, max, noNaN: true });
}

/** A value that mostly fits the schema (constraints hidden by transforms are not known here). */
export function plausible(g: Gen, schema: JsonSchema, realIds: readonly string[]): unknown {
  if (schema.enum?.length) return pick(g, schema.enum);
  if (schema.const !== undefined) return schema.const;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return plausible(g, pick(g, branches), realIds);
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || chance(g, 35)) out[key] = plausible(g, prop, realIds);
      }
      return out;
    }
    case 'array': {
      const n = g(fc.integer, { min: schema.minItems ?? 0, max: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)) });
      return Array.from({ length: n }, () => plausible(g, schema.items ?? {}, realIds));
    }
    case 'string':
      return plausibleString(g, schema, realIds);
    case 'integer':
      return plausibleNumber(g, schema, true);
    case 'number':
      return plausibleNumber(g, schema, false);
    case 'boolean':
      return chance(g, 50);
    default:
      return 'x';
  }
}

const WRONG_TYPE_VALUES: Record<string, unknown[]> = {
  string: [42, -1.5, true, {}, [], ['texto'], { $ne: null }],
  number: ['5', 'NaN', 'Infinity', true, {}, [], [1]],
  integer: ['5', 'NaN', true, {}, [], [1]],
  boolean: ['true', 1, 0, 'sí', {}, []],
  object: ['{}', 1, true, [], [{}]],
  array: ['[]', 'a,b', 1, true, { 0: 'a', length: 1 }],
};

/** Values the schema certainly refuses, whatever transforms zod runs before its checks. */
export function brokenValues(g: Gen, schema: JsonSchema): Broken[] {
  const types = typesOf(schema);
  if (types.length === 0) return [];
  const out: Broken[] = [];
  const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v);
  for (const type of types) {
    for (const value of WRONG_TYPE_VALUES[type] ?? []) {
      const vt = jsonType(value);
      const fits = types.includes(vt) || (vt === 'integer' && types.includes('number'));
      if (!fits) out.push({ value, label: `${type} replaced by ${JSON.stringify(value)}` });
    }
  }
  if (!types.includes('null')) out.push({ value: null, label: 'null' });
  if (schema.enum) out.push({ value: 'valor-inexistente', label: 'not in enum' }, { value: String(schema.enum[0]).toUpperCase() + '_X', label: 'not in enum' });
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) out.push({ value: 'x'.repeat(schema.maxLength + 1 + g(fc.nat, { max: 50 })), label: `longer than ${schema.maxLength}` });
    if (schema.minLength) out.push({ value: 'x'.repeat(schema.minLength - 1), label: `shorter than ${schema.minLength}` });
    if (schema.format === 'uuid') out.push({ value: invalidId(g), label: 'invalid uuid' });
    if (schema.pattern) {
      const candidates = [hostileString(g), 'javascript:alert(1)', 'sin formato', '@@', `${invalidId(g)}`];
      for (const c of candidates) if (!matches(schema, c)) out.push({ value: c, label: `not matching ${schema.pattern.slice(0, 30)}` });
    }
  }
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric) {
    if (schema.minimum !== undefined) out.push({ value: schema.minimum - 1, label: `below ${schema.minimum}` }, { value: -1e308, label: 'far below minimum' });
    if (schema.maximum !== undefined) {
      out.push({ value: schema.maximum + 1, label: `above ${schema.maximum}` }, { value: 1e308, label: 'far above maximum' });
      out.push({ value: new RawJson(pick(g, RAW_NUMBER_LITERALS)), label: 'out-of-range literal' });
    }
    if (types.includes('integer') && !types.includes('number')) out.push({ value: 1.5, label: 'fraction for an integer' });
  }
  if (types.includes('array')) {
    if (schema.maxItems !== undefined) {
      const n = schema.maxItems + 1 + g(fc.nat, { max: 5 });
      out.push({ value: Array.from({ length: n }, () => plausible(g, schema.items ?? {}, [])), label: `more than ${schema.maxItems} items` });
    }
    for (const item of brokenValues(g, schema.items ?? {}).slice(0, 4)) out.push({ value: [item.value], label: `item ${item.label}` });
  }
  if (types.includes('object') && schema.additionalProperties === false) out.push({ value: { intruso: 1 }, label: 'unknown key' });
  return out;
}
