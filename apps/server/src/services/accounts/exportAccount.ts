import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import { BOOK_CATEGORY, FILM_CATEGORY } from '@welink/domain';
import type { PhotoStorage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { EXPORT_SECTIONS } from '../../db/queries/accountExport.js';
import { itemPhotos, items } from '../../db/schema/index.js';
import { goodreadsCsv, letterboxdFilmsCsv, letterboxdWatchlistCsv } from './leavingCsv.js';

const README = `Tus datos de WeLink

Un archivo JSON por tipo de registro: tu perfil (profile.json), tus WeLinks (welinks.json),
sus fotos (photos.json y la carpeta photos/), tus publicaciones y preguntas (events.json y
event-items.json), tus respuestas (responses.json y response-items.json), tus guías
(guides.json y guide-items.json), tus conexiones (follows.json y follow-requests.json), tus
notificaciones (notifications.json), los dispositivos con avisos (devices.json), tus
resúmenes semanales (digests.json) y los comentarios que enviaste (feedback.json).

Para llevarte tus valoraciones:
- goodreads_library_export.csv: tus libros, en el formato que importa Goodreads.
- letterboxd-films.csv y letterboxd-watchlist.csv: tus películas valoradas y pendientes,
  en el formato que importa Letterboxd.
`;

/** A JSON array written row by row as its pages arrive. */
async function* jsonArray(pages: AsyncIterable<object[]>): AsyncIterable<Buffer> {
  let opened = false;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield Buffer.from(`${opened ? ',\n' : '[\n'}${page.map((row) => JSON.stringify(row)).join(',\n')}`);
    opened = true;
  }
  yield Buffer.from(opened ? '\n]\n' : '[]\n');
}

/**
 * "Descargar tus datos": a ZIP, streamed as it is written, of every row the member owns or wrote
 * (EXPORT_SECTIONS), their photos' files, and their books and films as Goodreads and Letterboxd
 * import them. Each entry is read only when the ZIP reaches it, so neither the rows nor the
 * photos are all held at once.
 */
export async function exportAccount(deps: { db: Db; storage: PhotoStorage }, memberId: string): Promise<Readable> {
  const { db, storage } = deps;
  const [photos, booksAndFilms] = await Promise.all([
    db.select({ id: itemPhotos.id, storageKey: itemPhotos.storageKey }).from(itemPhotos).where(eq(itemPhotos.userId, memberId)),
    db.select().from(items).where(and(eq(items.userId, memberId), inArray(items.category, [BOOK_CATEGORY, FILM_CATEGORY]))),
  ]);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // A failed read (the database, a photo file) ends the download with that error rather than
  // leaving an 'error' event unheard, which would end the process.
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  const guarded = (stream: Readable) => stream.once('error', fail);
  zip.on('error', fail);
  zip.addBuffer(Buffer.from(README), 'LEEME.txt');
  for (const section of EXPORT_SECTIONS) {
    zip.addReadStreamLazy(section.file, (done) => done(null, guarded(Readable.from(jsonArray(section.rows(db, memberId))))));
  }
  for (const photo of photos) {
    // WebP is compressed already: stored as is.
    zip.addReadStreamLazy(`photos/${photo.id}.webp`, { compress: false }, (done) => {
      storage.get(photo.storageKey).then(
        (bytes) => {
          done(null, guarded(bytes ?? Readable.from([])));
        },
        (error: unknown) => {
          done(error, Readable.from([]));
        },
      );
    });
  }
  zip.addBuffer(Buffer.from(goodreadsCsv(booksAndFilms)), 'goodreads_library_export.csv');
  zip.addBuffer(Buffer.from(letterboxdFilmsCsv(booksAndFilms)), 'letterboxd-films.csv');
  zip.addBuffer(Buffer.from(letterboxdWatchlistCsv(booksAndFilms)), 'letterboxd-watchlist.csv');
  zip.end();
  return output;
}
