import pLimit from 'p-limit';
import { describe, expect, it, vi } from 'vitest';
import type { ExternalSearchResult, ImportedRow } from '@welink/domain';
import type { BookCatalogue } from '../../adapters/books.js';
import type { Db } from '../../db/client.js';
import type { Catalogues } from '../external/catalogues.js';
import { catalogueEntries } from './matchRow.js';

const book = (title: string, isbn?: string): ImportedRow => ({
  line: 1,
  file: 'goodreads_library_export.csv',
  kind: 'book',
  title,
  author: 'Autora',
  ...(isbn ? { isbn } : {}),
  rating: 0,
  status: 'pending_rating',
});

const entry = (title: string, isbn?: string): ExternalSearchResult => ({
  provider: 'openLibrary',
  externalId: `/books/${title}`,
  entityType: 'book',
  title,
  url: `https://openlibrary.org/books/${encodeURIComponent(title)}`,
  ...(isbn ? { isbn } : {}),
});

/** A catalogue whose searches answer a book of the query's first word, and whose ISBN lookup knows `known`. */
function catalogue(known: ExternalSearchResult[], byIsbns: 'answers' | 'fails' | 'absent' = 'answers') {
  const searches: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const held = async <T>(answer: T | Error): Promise<T> => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const books: BookCatalogue = {
    provider: 'openLibrary',
    search: (query) => {
      searches.push(query);
      const isbn = /^isbn:(\S+)$/.exec(query)?.[1];
      return held(isbn ? known.filter((k) => k.isbn === isbn) : [entry(query.replace(/ Autora$/, ''))]);
    },
  };
  const isbnCalls: string[][] = [];
  if (byIsbns !== 'absent') {
    books.byIsbns = (isbns) => {
      isbnCalls.push([...isbns]);
      if (byIsbns === 'fails') return held<Map<string, ExternalSearchResult>>(new Error('openLibrary: status (HTTP 503)'));
      return held(new Map(known.filter((k) => k.isbn && isbns.includes(k.isbn)).map((k) => [k.isbn!, k])));
    };
  }
  const catalogues = { books, tmdb: undefined } as unknown as Catalogues;
  return { catalogues, searches, isbnCalls, mostInFlight: () => mostInFlight };
}

const deps = (catalogues: Catalogues, inFlight = 50) => ({ db: {} as Db, catalogues, log: { warn: vi.fn() }, ask: pLimit(inFlight) });

describe('matching a batch of books', () => {
  const dune = entry('Dune', '9780441172719');
  const rows = [book('Dune', '9780441172719'), book('Piranesi', '9781635575996'), book('Otro')];

  it('asks the batch\'s ISBNs at once, and searches by title only the books the catalogue did not know', async () => {
    const fake = catalogue([dune]);
    const entries = await catalogueEntries(deps(fake.catalogues), rows);
    expect(entries.map((e) => e?.title)).toEqual(['Dune', 'Piranesi', 'Otro']);
    expect(entries[0]).toBe(dune);
    expect(fake.isbnCalls).toEqual([['9780441172719', '9781635575996']]);
    expect(fake.searches.sort()).toEqual(['Otro Autora', 'Piranesi Autora']);
  });

  it('asks each ISBN on its own when the ISBN lookup fails, or the catalogue has none', async () => {
    for (const byIsbns of ['fails', 'absent'] as const) {
      const fake = catalogue([dune], byIsbns);
      const matchDeps = deps(fake.catalogues);
      const entries = await catalogueEntries(matchDeps, rows);
      expect(entries.map((e) => e?.title), byIsbns).toEqual(['Dune', 'Piranesi', 'Otro']);
      expect(fake.searches.sort(), byIsbns).toEqual(['Otro Autora', 'Piranesi Autora', 'isbn:9780441172719', 'isbn:9781635575996']);
      expect(matchDeps.log.warn).toHaveBeenCalledTimes(byIsbns === 'fails' ? 1 : 0);
    }
  });

  it('never has more requests in flight than the import is allowed', async () => {
    const fake = catalogue([]);
    const many = Array.from({ length: 40 }, (_, i) => book(`Libro ${i}`, i % 2 ? undefined : `978000000${String(i).padStart(4, '0')}`));
    const entries = await catalogueEntries(deps(fake.catalogues, 4), many);
    expect(entries.every((e, i) => e?.title === `Libro ${i}`)).toBe(true);
    expect(fake.mostInFlight()).toBe(4);
  });
});
