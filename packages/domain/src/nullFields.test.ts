import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ITEM_CLEARABLE_FIELDS, ItemCreateSchema, ItemUpdateSchema } from './items.js';
import { GuideCreateSchema, GuideUpdateSchema } from './guides.js';
import { nullMeansAbsent, nullMeansClear } from './nullFields.js';
import { optionalText } from './text.js';

const fields = { name: z.string().min(1), note: optionalText(10), count: z.number().optional(), tags: z.array(z.string()).default([]) };

describe('nullMeansAbsent (create)', () => {
  const schema = z.object(nullMeansAbsent(fields));
  it('reads null for a field that may be left out as left out, so its default applies', () =>
    expect(schema.parse({ name: 'a', note: null, count: null, tags: null })).toEqual({ name: 'a', tags: [] }));
  it('still refuses null for a required field', () => expect(schema.safeParse({ name: null }).success).toBe(false));
});

describe('nullMeansClear (edit)', () => {
  const schema = z.object(nullMeansClear({ name: fields.name, note: fields.note, count: fields.count }));
  it('keeps null, which clears, apart from a field left out, which stays', () =>
    expect(schema.parse({ note: null, count: null })).toEqual({ note: null, count: null }));
  it("reads '' as left out, as forms send it", () => expect(schema.parse({ note: '' })).toEqual({ note: undefined }));
  it('lets every field be left out but never clears a required one', () => {
    expect(schema.parse({})).toEqual({});
    expect(schema.safeParse({ name: null }).success).toBe(false);
  });
});

describe('the request schemas', () => {
  it('clear on edit every WeLink fact that may be left out on create, never the title or category', () => {
    const optionalOnCreate = Object.keys(ItemUpdateSchema.shape).filter(
      (key) => !['title', 'category', 'rating', 'status'].includes(key),
    );
    const cleared = ItemUpdateSchema.parse(Object.fromEntries(optionalOnCreate.map((key) => [key, null])));
    expect(Object.keys(cleared).sort()).toEqual(optionalOnCreate.sort());
    expect(ItemUpdateSchema.safeParse({ category: null }).success).toBe(false);
    expect(ItemCreateSchema.parse({ title: 'Dune', synopsis: null, runtime: null })).toMatchObject({ synopsis: undefined, runtime: undefined });
  });

  it('give a guide its defaults for null on create and keep null on edit', () => {
    expect(GuideCreateSchema.parse({ name: 'Finde', color: null, isPublic: null })).toMatchObject({ color: '#3B82F6', isPublic: false });
    expect(GuideUpdateSchema.parse({ description: null })).toEqual({ description: null });
  });
});

describe('ITEM_CLEARABLE_FIELDS', () => {
  it('names exactly the fields a WeLink edit accepts as null', () => {
    const nullable = Object.entries(ItemUpdateSchema.shape)
      .filter(([key, field]) => key !== 'rating' && key !== 'status' && field.safeParse(null).success)
      .map(([key]) => key);
    expect([...ITEM_CLEARABLE_FIELDS].sort()).toEqual(nullable.sort());
    expect(ITEM_CLEARABLE_FIELDS).toContain('phone');
    expect(ITEM_CLEARABLE_FIELDS).not.toContain('title');
  });
});
