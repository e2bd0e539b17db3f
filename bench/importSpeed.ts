/**
 * How fast a member's import of a 5,000-row Goodreads library runs (issue 35), with the catalogue
 * fakes answering in 50 ms from a process of their own: the upload read and stored, its matching (the preview), then its
 * saving; the process's memory sampled every 20 ms. Targets: preview ≤ 5 s, the whole import
 * ≤ 60 s, memory growth ≤ 100 MB. PGlite in memory by default; DATABASE_URL for a scratch
 * PostgreSQL database. Reported in docs/performance.md, never a timed test.
 */
import { fork } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { importCounts, insertImport, moveImport } from '../apps/server/src/db/queries/imports.js';
import { imports, users } from '../apps/server/src/db/schema/index.js';
import { createCatalogues } from '../apps/server/src/services/external/catalogues.js';
import { readImportFile } from '../apps/server/src/services/imports/formats/readImportFile.js';
import { startImportWorker } from '../apps/server/src/services/imports/importWorker.js';
import { createScratchDatabase } from '../apps/server/test/database.js';
import type { CatalogueAnswer, CatalogueRequest } from './importCatalogue.js';
import { watchMemoryPeak } from './memoryPeak.js';

const ROWS = 5_000;
/**
 * The held memory is sampled in a run of its own, collecting every 250 ms: the collections change
 * the timing, so the speed and the plain peak come from a run without them (IMPORT_BENCH_LIVE=1).
 */
const LIVE = process.env.IMPORT_BENCH_LIVE === '1';
const CATALOGUE_MS = 50;
const MB = 1024 * 1024;

const HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';

const isbnOf = (i: number) => (i % 2 === 0 ? `978${String(1_000_000_000 + i).slice(0, 10)}` : '');

/** A library as Goodreads exports it: half the books with an ISBN, a third unread, some reviewed. */
function goodreadsLibrary(): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const isbn = isbnOf(i);
    const read = i % 3 !== 0;
    const review = i % 5 === 0 ? 'Una reseña de unas cuantas palabras, como las de verdad.' : '';
    return `${i},"Libro número ${i}",Autora ${i % 300},"${i % 300}, Autora",,"=""""","=""${isbn}""",${read ? 1 + (i % 5) : 0},3.9,Editorial,Tapa blanda,${200 + (i % 400)},2001,1999,${read ? '2024/01/02' : ''},2023/05/06,,,${read ? 'read' : 'to-read'},"${review}",,,${read ? 1 : 0},0`;
  });
  return [HEADER, ...rows].join('\n');
}

/** Asks the catalogue's process, and waits for its answer of the same kind. */
function ask<K extends CatalogueAnswer['kind']>(request: CatalogueRequest, kind: K): Promise<Extract<CatalogueAnswer, { kind: K }>> {
  return new Promise((resolve) => {
    const listener = (message: CatalogueAnswer) => {
      if (message.kind !== kind) return;
      catalogue.off('message', listener);
      resolve(message as Extract<CatalogueAnswer, { kind: K }>);
    };
    catalogue.on('message', listener);
    catalogue.send(request);
  });
}

const catalogue = fork(fileURLToPath(new URL('importCatalogue.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
// Open Library knows four in five of the ISBNs; the rest, and the books without one, are searched by title.
const known = Array.from({ length: ROWS }, (_, i) => i).filter((i) => isbnOf(i) && i % 10 !== 0);
const { externals: fakeExternals } = await ask(
  { kind: 'start', delayMs: CATALOGUE_MS, books: known.map((i) => ({ isbn: isbnOf(i), title: `Libro número ${i}`, author: `Autora ${i % 300}` })) },
  'started',
);
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
const database = await openDatabase(scratch ? { url: scratch.url } : { memory: true });
const { db } = database;
const log = pino({ level: 'silent' });
const externals = { ...loadConfig({}).externals, ...fakeExternals };
const worker = startImportWorker({ db, catalogues: createCatalogues({ db, externals, appUrl: 'http://bench.welink' }), log }, 3_600_000);

try {
  const [member] = await db.insert(users).values({ name: 'Lectora', email: 'lectora@bench.welink', passwordHash: 'x', status: 'approved' }).returning();
  const file = Buffer.from(goodreadsLibrary());

  const memory = watchMemoryPeak(LIVE ? { liveEveryMs: 250 } : {});

  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const read = await readImportFile('goodreads', { name: 'goodreads_library_export.csv', stream: Readable.from([file]) });
  const created = await insertImport(db, member!.id, { source: 'goodreads', fileName: 'goodreads_library_export.csv', notes: read.notes, rows: read.rows, problems: read.problems });
  if (!created) throw new Error('the import was not stored');
  const stored = performance.now();
  await worker.tick();
  const previewed = performance.now();
  const previewCpu = process.cpuUsage(cpuAtStart);
  await moveImport(db, created.id, 'review', 'saving');
  await worker.tick();
  const done = performance.now();
  const growth = memory.stop();

  const [finished] = await db.select().from(imports).where(eq(imports.id, created.id));
  const counts = await importCounts(db, finished!);
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  const result = {
    rows: ROWS,
    fileMb: Math.round((file.length / MB) * 10) / 10,
    catalogueMs: CATALOGUE_MS,
    isbnRequests: (await ask({ kind: 'count', path: '/api/books' }, 'count')).count,
    titleSearches: (await ask({ kind: 'count', path: '/search.json' }, 'count')).count,
    readAndStoredS: seconds(stored - started),
    previewS: seconds(previewed - started),
    previewCpuS: seconds((previewCpu.user + previewCpu.system) / 1000),
    savingS: seconds(done - previewed),
    wholeS: seconds(done - started),
    peakGrowthMb: { rss: growth.rssMb, heap: growth.heapMb, ...(growth.liveHeapMb === undefined ? {} : { heldHeap: growth.liveHeapMb }) },
    status: finished?.status,
    created: counts.created,
  };
  console.log(JSON.stringify(result));
  console.log(
    `| ${ROWS} rows, catalogue ${CATALOGUE_MS} ms | preview ${result.previewS} s (target 5) | whole ${result.wholeS} s (target 60) | memory +${result.peakGrowthMb.rss} MB RSS, +${result.peakGrowthMb.heap} MB heap${growth.liveHeapMb === undefined ? '' : `, +${growth.liveHeapMb} MB held`} (target 100) |`,
  );
} finally {
  await worker.stop();
  await database.close();
  await scratch?.drop();
  catalogue.disconnect();
}
