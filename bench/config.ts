import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SeedSize {
  users: number;
  /** Followees per member: min + (max - min) · u³, so most follow few and some follow many. */
  followMin: number;
  followMax: number;
  items: number;
  questions: number;
  responses: number;
  guides: number;
  /** Guides holding 200 WeLinks, the "guide with 200 items" call. */
  bigGuides: number;
}

export const SIZES = {
  tiny: { users: 300, followMin: 20, followMax: 80, items: 3_000, questions: 300, responses: 900, guides: 150, bigGuides: 10 },
  small: { users: 1_000, followMin: 50, followMax: 300, items: 10_000, questions: 1_000, responses: 3_000, guides: 500, bigGuides: 50 },
  large: { users: 20_000, followMin: 50, followMax: 300, items: 1_000_000, questions: 100_000, responses: 300_000, guides: 50_000, bigGuides: 100 },
} satisfies Record<string, SeedSize>;

export type SizeName = keyof typeof SIZES;
export const BIG_GUIDE_ITEMS = 200;

export const benchEmail = (n: number) => `bench${n}@welink.bench`;

export function isSizeName(value: string): value is SizeName {
  return Object.hasOwn(SIZES, value);
}

export function sizeArg(value: string | undefined): SizeName {
  const size = value ?? 'small';
  if (!isSizeName(size)) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  return size;
}

export function intArg(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
}

export { parseArgs };
