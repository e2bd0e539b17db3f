import { describe, expect, it } from 'vitest';
import type { ImportedRow } from '@welink/domain';
import { importedDate } from './importedItem.js';

const row = (dates: Pick<ImportedRow, 'readOn' | 'watchedOn' | 'savedOn'>): ImportedRow => ({
  line: 1,
  file: 'export.csv',
  kind: 'book',
  title: 'Dune',
  rating: 5,
  status: 'rated',
  ...dates,
});

describe("an imported WeLink's date", () => {
  const now = new Date('2026-11-29T08:00:00Z');

  it('is the day the file says it was read, watched or saved, at noon UTC', () => {
    expect(importedDate(row({ readOn: '2019-02-03' }), now)?.toISOString()).toBe('2019-02-03T12:00:00.000Z');
    expect(importedDate(row({ watchedOn: '2004-07-15' }), now)?.toISOString()).toBe('2004-07-15T12:00:00.000Z');
    expect(importedDate(row({ savedOn: '2023-05-06' }), now)?.toISOString()).toBe('2023-05-06T12:00:00.000Z');
  });

  it('is the import\'s own time without a day, and never later than now', () => {
    expect(importedDate(row({}), now)).toBeUndefined();
    expect(importedDate(row({ readOn: '2026-11-29' }), now)).toEqual(now);
    expect(importedDate(row({ readOn: '2031-01-01' }), now)).toEqual(now);
  });
});
