/**
 * The catalogue the import benchmark asks, in a process of its own as a distant service would be:
 * the fakes' Open Library answering in CATALOGUE_MS, knowing the ISBNs it is told. Forked by
 * importSpeed.ts; answers its messages over IPC.
 */
import { openLibraryEdition, startFakeUpstreams } from '../apps/server/test/fakeUpstreams.js';

export interface CatalogueBook {
  isbn: string;
  title: string;
  author: string;
}

export type CatalogueRequest = { kind: 'start'; delayMs: number; books: CatalogueBook[] } | { kind: 'count'; path: string };
export type CatalogueAnswer = { kind: 'started'; externals: ReturnType<Awaited<ReturnType<typeof startFakeUpstreams>>['externals']> } | { kind: 'count'; count: number };

const fakes = await startFakeUpstreams();
const answer = (message: CatalogueAnswer) => process.send?.(message);

process.on('message', (message: CatalogueRequest) => {
  if (message.kind === 'start') {
    fakes.openLibrary.delayMs = message.delayMs;
    for (const book of message.books) fakes.openLibraryEditions.set(book.isbn, openLibraryEdition(book.isbn, book.title, book.author));
    answer({ kind: 'started', externals: fakes.externals() });
  } else {
    answer({ kind: 'count', count: fakes.openLibrary.count(message.path) });
  }
});
process.on('disconnect', () => void fakes.close().then(() => process.exit(0)));
