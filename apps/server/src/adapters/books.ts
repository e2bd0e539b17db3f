import { z } from 'zod';
import { EXTERNAL_LIMITS, type ExternalProvider, type ExternalSearchResult, type Locale } from '@welink/domain';
import { fetchJson, toHttps, upstreamUrl } from './http.js';

/** A book catalogue: Google Books when it has a key, Open Library (keyless) otherwise. */
export interface BookCatalogue {
  provider: Extract<ExternalProvider, 'google_books' | 'openLibrary'>;
  /** Editions in the member's language (ADR 0027). */
  search(query: string, locale?: Locale): Promise<ExternalSearchResult[]>;
  /**
   * The editions of many ISBNs in one request, by ISBN (one the catalogue does not know is
   * absent), where the catalogue can answer so; without it each ISBN is a search of its own.
   */
  byIsbns?(isbns: readonly string[]): Promise<Map<string, ExternalSearchResult>>;
}

const LIMIT = EXTERNAL_LIMITS.externalSearchResults;
const OPEN_LIBRARY_SITE = 'https://openlibrary.org';

/** Google Books' volumes list (https://developers.google.com/books/docs/v1/reference/volumes/list). */
const VolumesSchema = z.object({
  totalItems: z.number().optional(),
  items: z
    .array(
      z.object({
        id: z.string(),
        volumeInfo: z.object({
          title: z.string().optional(),
          subtitle: z.string().optional(),
          authors: z.array(z.string()).optional(),
          publisher: z.string().optional(),
          publishedDate: z.string().optional(),
          description: z.string().optional(),
          pageCount: z.number().int().optional(),
          categories: z.array(z.string()).optional(),
          language: z.string().optional(),
          industryIdentifiers: z.array(z.object({ type: z.string(), identifier: z.string() })).optional(),
          imageLinks: z.object({ smallThumbnail: z.string().optional(), thumbnail: z.string().optional() }).optional(),
          infoLink: z.string().optional(),
          canonicalVolumeLink: z.string().optional(),
        }),
      }),
    )
    .optional(),
});

type Volume = NonNullable<z.infer<typeof VolumesSchema>['items']>[number];

function volumeResult({ id, volumeInfo: v }: Volume): ExternalSearchResult | undefined {
  if (!v.title) return undefined;
  const isbn = v.industryIdentifiers?.find((i) => i.type === 'ISBN_13') ?? v.industryIdentifiers?.find((i) => i.type === 'ISBN_10');
  return {
    provider: 'google_books',
    externalId: id,
    entityType: 'book',
    title: v.subtitle ? `${v.title}: ${v.subtitle}` : v.title,
    url: toHttps(v.infoLink ?? v.canonicalVolumeLink) ?? `https://books.google.com/books?id=${encodeURIComponent(id)}`,
    thumbnail: toHttps(v.imageLinks?.thumbnail ?? v.imageLinks?.smallThumbnail),
    releaseDate: v.publishedDate,
    overview: v.description,
    authors: v.authors,
    genres: v.categories,
    publisher: v.publisher,
    pageCount: v.pageCount,
    isbn: isbn?.identifier,
    language: v.language,
  };
}

/**
 * Editions in the member's language only (`langRestrict=es` or `en`): titles, covers and
 * synopses come in it, at the price of missing books never published in it.
 */
export function createGoogleBooks(config: { apiKey: string | undefined; baseUrl: string }, options: { timeoutMs: number }): BookCatalogue {
  return {
    provider: 'google_books',
    async search(query, locale = 'es') {
      const url = upstreamUrl(config.baseUrl, '/volumes', {
        q: query,
        langRestrict: locale,
        printType: 'books',
        maxResults: LIMIT,
        key: config.apiKey,
      });
      const answer = await fetchJson(url, VolumesSchema, { service: 'googleBooks', timeoutMs: options.timeoutMs });
      return (answer.items ?? []).flatMap((volume) => volumeResult(volume) ?? []);
    },
  };
}

/** Open Library's search (https://openlibrary.org/dev/docs/api/search). */
const FIELDS = ['key', 'title', 'author_name', 'first_publish_year', 'cover_i', 'publisher', 'number_of_pages_median', 'isbn'];
const SearchSchema = z.object({
  numFound: z.number().optional(),
  docs: z.array(
    z.object({
      key: z.string(),
      title: z.string().optional(),
      author_name: z.array(z.string()).optional(),
      first_publish_year: z.number().int().optional(),
      cover_i: z.number().int().optional(),
      publisher: z.array(z.string()).optional(),
      number_of_pages_median: z.number().int().optional(),
      isbn: z.array(z.string()).optional(),
    }),
  ),
});

/** Open Library's Books API (https://openlibrary.org/dev/docs/api/books), `jscmd=data`: editions by bibkey. */
const EditionsSchema = z.record(
  z.string(),
  z.object({
    key: z.string(),
    url: z.string().optional(),
    title: z.string().optional(),
    authors: z.array(z.object({ name: z.string() })).optional(),
    publishers: z.array(z.object({ name: z.string() })).optional(),
    publish_date: z.string().optional(),
    number_of_pages: z.number().int().optional(),
    cover: z.object({ small: z.string().optional(), medium: z.string().optional(), large: z.string().optional() }).optional(),
  }),
);
type Edition = z.infer<typeof EditionsSchema>[string];

/** ISBNs asked in one request: its bibkeys keep the URL well under a kilobyte. */
const ISBNS_PER_REQUEST = 50;
const openLibraryUrl = (key: string) => `${OPEN_LIBRARY_SITE}${key.startsWith('/') ? '' : '/'}${key}`;

function editionResult(isbn: string, edition: Edition): ExternalSearchResult | undefined {
  if (!edition.title) return undefined;
  // publish_date is free text ('1997', 'May 1997', '3 de marzo de 2005'): its year is what is kept.
  const year = /\b\d{4}\b/.exec(edition.publish_date ?? '')?.[0];
  return {
    provider: 'openLibrary',
    externalId: edition.key,
    entityType: 'book',
    title: edition.title,
    url: toHttps(edition.url) ?? openLibraryUrl(edition.key),
    thumbnail: toHttps(edition.cover?.medium ?? edition.cover?.small),
    releaseDate: year,
    authors: edition.authors?.map((a) => a.name),
    publisher: edition.publishers?.[0]?.name,
    pageCount: edition.number_of_pages,
    isbn,
  };
}

export function createOpenLibrary(config: { baseUrl: string }, options: { timeoutMs: number; userAgent: string }): BookCatalogue {
  const ask = <S extends z.ZodType>(url: URL, schema: S) =>
    fetchJson(url, schema, { service: 'openLibrary', timeoutMs: options.timeoutMs, headers: { 'user-agent': options.userAgent } });

  async function editions(isbns: readonly string[]): Promise<Array<[string, ExternalSearchResult]>> {
    const url = upstreamUrl(config.baseUrl, '/api/books', { bibkeys: isbns.map((isbn) => `ISBN:${isbn}`).join(','), format: 'json', jscmd: 'data' });
    const answer = await ask(url, EditionsSchema);
    return isbns.flatMap((isbn) => {
      const edition = answer[`ISBN:${isbn}`];
      const result = edition && editionResult(isbn, edition);
      return result ? [[isbn, result] as [string, ExternalSearchResult]] : [];
    });
  }

  return {
    provider: 'openLibrary',
    async byIsbns(isbns) {
      const unique = [...new Set(isbns)];
      const chunks = Array.from({ length: Math.ceil(unique.length / ISBNS_PER_REQUEST) }, (_, i) => unique.slice(i * ISBNS_PER_REQUEST, (i + 1) * ISBNS_PER_REQUEST));
      return new Map((await Promise.all(chunks.map(editions))).flat());
    },
    async search(query, locale = 'es') {
      const answer = await ask(upstreamUrl(config.baseUrl, '/search.json', { q: query, lang: locale, limit: LIMIT, fields: FIELDS.join(',') }), SearchSchema);
      return answer.docs.flatMap((doc): ExternalSearchResult[] =>
        doc.title
          ? [
              {
                provider: 'openLibrary',
                externalId: doc.key,
                entityType: 'book',
                title: doc.title,
                url: openLibraryUrl(doc.key),
                thumbnail: doc.cover_i ? `https://covers.openlibrary.org/b/id/${doc.cover_i}-M.jpg` : undefined,
                releaseDate: doc.first_publish_year ? String(doc.first_publish_year) : undefined,
                authors: doc.author_name,
                publisher: doc.publisher?.[0],
                pageCount: doc.number_of_pages_median,
                isbn: doc.isbn?.find((i) => i.length === 13) ?? doc.isbn?.[0],
              },
            ]
          : [],
      );
    },
  };
}
