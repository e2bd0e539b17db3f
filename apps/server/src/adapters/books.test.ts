import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibraryEdition, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams.js';
import { createOpenLibrary } from './books.js';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(() => fakes.close());

describe("Open Library's editions by ISBN", () => {
  const library = () => createOpenLibrary({ baseUrl: fakes.openLibrary.baseUrl }, { timeoutMs: 2000, userAgent: 'WeLink (test)' });

  it('reads each known edition of its ISBN, and leaves the unknown ones out', async () => {
    const found = await library().byIsbns!(['9788478884452', '9780000000002']);
    expect([...found.keys()]).toEqual(['9788478884452']);
    expect(found.get('9788478884452')).toEqual({
      provider: 'openLibrary',
      externalId: '/books/OL8884452M',
      entityType: 'book',
      title: 'Harry Potter y la piedra filosofal',
      url: expect.stringMatching(/^https:\/\/openlibrary\.org\/books\/OL8884452M\//),
      thumbnail: 'https://covers.openlibrary.org/b/id/10521270-M.jpg',
      releaseDate: '1999',
      authors: ['J. K. Rowling'],
      publisher: 'Salamandra',
      pageCount: 254,
      isbn: '9788478884452',
    });
    const asked = fakes.openLibrary.last('/api/books')!.query;
    expect(Object.fromEntries(asked)).toEqual({ bibkeys: 'ISBN:9788478884452,ISBN:9780000000002', format: 'json', jscmd: 'data' });
  });

  it('asks fifty ISBNs a request, each once', async () => {
    const isbns = Array.from({ length: 120 }, (_, i) => `97800000${String(i).padStart(5, '0')}`);
    for (const isbn of isbns.slice(0, 3)) fakes.openLibraryEditions.set(isbn, openLibraryEdition(isbn, `Libro ${isbn}`, 'Autora'));
    const before = fakes.openLibrary.count('/api/books');
    const found = await library().byIsbns!([...isbns, ...isbns.slice(0, 10)]);
    expect(fakes.openLibrary.count('/api/books') - before).toBe(3);
    expect([...found.keys()]).toEqual(isbns.slice(0, 3));
  });
});
