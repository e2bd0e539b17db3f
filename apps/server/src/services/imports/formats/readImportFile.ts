import path from 'node:path/posix';
import type { Readable } from 'node:stream';
import {
  cleanImportText,
  IMPORT_FILE_NAME_MAX,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_NOTES,
  type ImportLimits,
  type ImportReadAnswer,
  type ImportSource,
} from '@welink/domain';
import { AppError } from '../../../errors.js';
import { readGoodreadsCsv } from './goodreads.js';
import { GooglePlaces, takeoutEntryKind } from './googleMaps.js';
import { LetterboxdFilms, letterboxdZipFile } from './letterboxd.js';
import { ImportCollector } from './rows.js';
import { badEncoding, byteLimit, peek, spoolToTempFile } from './upload.js';
import { readZipEntries } from './zip.js';

/** An uploaded file: the name the member's device gave it, and its bytes as they arrive. */
export interface ImportUpload {
  name: string;
  stream: Readable;
}

/** Local file headers, the end of an empty ZIP, and a spanned ZIP's marker. */
const ZIP_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.from('PK\x07\x08', 'latin1')];
const UTF16_MARKS = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];
const PEEK_BYTES = 64;
const IGNORED_EXAMPLES = 3;

const isZip = (head: Buffer) => ZIP_SIGNATURES.some((signature) => head.subarray(0, 4).equals(signature));
/** JSON starts with '{' or '[' once a byte-order mark and white space are passed. */
const looksLikeJson = (head: Buffer) => /^(\uFEFF)?\s*[[{]/.test(head.toString('utf8'));

/** The upload's own name, without the folders some browsers send ('C:\fakepath\x.csv'). */
function uploadName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  return cleanImportText(base, IMPORT_FILE_NAME_MAX).text ?? 'archivo';
}

/**
 * Reads an export from another service into rows for the import's review, without saving
 * anything. The upload is read as it arrives and never held whole: a CSV is parsed row by row,
 * a ZIP is written to a temporary file (removed before this returns) and read entry by entry,
 * and only Google's GeoJSON (at most the file limit) is parsed at once. A file that cannot be
 * read as a whole (too big, empty, wrong columns, not UTF-8, a ZIP bomb, an unsafe name in a
 * ZIP, too many rows) is refused with an AppError carrying its Spanish message, and nothing of
 * it is returned; a row that cannot be read goes to `problems`.
 */
export async function readImportFile(source: ImportSource, upload: ImportUpload, limits: ImportLimits = IMPORT_LIMITS): Promise<ImportReadAnswer> {
  const name = uploadName(upload.name);
  const counted = upload.stream.pipe(byteLimit(limits.maxFileBytes));
  upload.stream.on('error', (error) => counted.destroy(error));
  const { head, stream } = await peek(counted, PEEK_BYTES);
  if (head.length === 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.empty);

  const into = new ImportCollector(limits.maxRows);
  if (isZip(head)) {
    // Goodreads exports a CSV, never a ZIP: refused before the ZIP is stored.
    if (source === 'goodreads') throw new AppError('VALIDATION', IMPORT_MESSAGES.unknownFile(source));
    const spooled = await spoolToTempFile(stream, limits.maxFileBytes);
    try {
      await readZip(source, spooled.file, limits, into);
    } finally {
      await spooled.remove();
    }
  } else {
    // UTF-16 (a byte-order mark FF FE or FE FF) is text in another encoding; other bytes with a
    // NUL among the first are no text at all (a picture, a PDF, a spreadsheet).
    if (UTF16_MARKS.some((mark) => head.subarray(0, 2).equals(mark))) throw badEncoding(name);
    if (head.includes(0)) throw new AppError('VALIDATION', IMPORT_MESSAGES.unknownFile(source));
    await readSingleFile(source, name, head, stream, limits, into);
  }

  if (into.rows.length === 0 && into.problems.length === 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.noRows);
  return { source, rows: into.rows, problems: into.problems, notes: into.allNotes() };
}

async function readSingleFile(source: ImportSource, name: string, head: Buffer, stream: Readable, limits: ImportLimits, into: ImportCollector) {
  switch (source) {
    case 'goodreads':
      return readGoodreadsCsv(stream, name, limits, into);
    case 'letterboxd': {
      const films = new LetterboxdFilms(into, limits);
      await films.read(stream, name, undefined);
      return films.finish();
    }
    case 'google_maps': {
      const places = new GooglePlaces(into, limits);
      await (looksLikeJson(head) ? places.readStarred(stream, name) : places.readList(stream, name));
      return places.finish();
    }
  }
}

async function readZip(source: ImportSource, file: string, limits: ImportLimits, into: ImportCollector) {
  let found = 0;
  let ignored: string[] = [];
  switch (source) {
    case 'goodreads':
      break;
    case 'letterboxd': {
      const films = new LetterboxdFilms(into, limits);
      ({ ignored } = await readZipEntries(
        file,
        limits,
        (entry) => letterboxdZipFile(entry) !== undefined,
        async (entry, stream) => {
          found += 1;
          await films.read(stream, entry, letterboxdZipFile(entry));
        },
      ));
      if (found > 0) films.finish();
      break;
    }
    case 'google_maps': {
      const places = new GooglePlaces(into, limits);
      ({ ignored } = await readZipEntries(
        file,
        limits,
        (entry) => takeoutEntryKind(entry) !== undefined,
        async (entry, stream) => {
          found += 1;
          await (takeoutEntryKind(entry) === 'starred' ? places.readStarred(stream, entry) : places.readList(stream, entry));
        },
      ));
      if (found > 0) places.finish();
      break;
    }
  }
  if (found === 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.zipNothingToImport(source));
  if (ignored.length > 0) into.note(IMPORT_NOTES.ignoredEntries(ignored.length, ignored.slice(0, IGNORED_EXAMPLES)));
}
