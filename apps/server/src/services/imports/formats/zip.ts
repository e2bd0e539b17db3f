import { Transform, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IMPORT_FILE_NAME_MAX, IMPORT_MESSAGES, type ImportLimits } from '@welink/domain';
import { AppError } from '../../../errors.js';

const MB = 1024 * 1024;

const unreadable = () => new AppError('VALIDATION', IMPORT_MESSAGES.zipUnreadable);
const bomb = () => new AppError('VALIDATION', IMPORT_MESSAGES.zipBomb);

/**
 * Whether an entry's name could reach outside the folder it would be unpacked into, or hide what
 * it is: empty, absolute (`/x`, `C:x`), with a `..` part, a backslash (read as a separator by
 * some tools), a control character, or longer than a file name the report takes.
 */
export function isUnsafeEntryName(name: string): boolean {
  if (name === '' || name.length > IMPORT_FILE_NAME_MAX) return true;
  if (name.includes('\\') || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return true;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F]/.test(name)) return true;
  return name.split('/').includes('..');
}

/**
 * Counts the bytes an entry really inflates to (its header's sizes are only claims) against the
 * ZIP's running total and, past its first MB, its own compression ratio.
 */
export function inflateGuard(compressedSize: number, budget: { left: number }, maxRatio: number): Transform {
  let inflated = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      budget.left -= chunk.length;
      if (budget.left < 0) return done(bomb());
      if (inflated > MB && inflated > Math.max(compressedSize, 1) * maxRatio) return done(bomb());
      done(null, chunk);
    },
  });
}

/**
 * Reads a ZIP from a file, one entry at a time (yauzl, lazily). Every entry's name is checked
 * first, read or not: one unsafe name refuses the whole ZIP. Directories are passed over; an
 * entry `pick` does not want is listed in `ignored`; the others are handed to `read` in turn as
 * streams that fail once the inflated bytes pass the limits. Whatever `read` throws refuses the ZIP.
 */
export async function readZipEntries(
  file: string,
  limits: Pick<ImportLimits, 'zip' | 'maxFileBytes'>,
  pick: (name: string) => boolean,
  read: (name: string, stream: Readable) => Promise<void>,
): Promise<{ ignored: string[] }> {
  const zip = await yauzl
    // Names are decoded below, so that an unsafe one is refused with our message rather than yauzl's.
    .openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true })
    .catch(() => {
      throw unreadable();
    });
  const ignored: string[] = [];
  const budget = { left: limits.zip.maxUncompressedBytes };
  try {
    if (zip.entryCount > limits.zip.maxEntries) throw new AppError('VALIDATION', IMPORT_MESSAGES.zipTooManyEntries(limits.zip.maxEntries));
    const entries = zip.eachEntry();
    for (;;) {
      const next = await entries.next().catch(() => {
        throw unreadable();
      });
      if (next.done) break;
      const entry = next.value;
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
      if (isUnsafeEntryName(name)) throw new AppError('VALIDATION', IMPORT_MESSAGES.zipUnsafeName(name.slice(0, 80)));
      if (name.endsWith('/')) continue;
      if (!pick(name)) {
        ignored.push(name);
        continue;
      }
      if (entry.isEncrypted()) throw new AppError('VALIDATION', IMPORT_MESSAGES.zipEncrypted(name));
      if (!entry.canDecodeFileData()) throw unreadable();
      // What the headers claim is checked first, to refuse a bomb before inflating anything; the
      // guard then counts what really comes out.
      const claimed = entry.uncompressedSize;
      if (claimed > budget.left || (claimed > MB && claimed > Math.max(entry.compressedSize, 1) * limits.zip.maxCompressionRatio)) throw bomb();
      const raw = await zip.openReadStreamPromise(entry).catch(() => {
        throw unreadable();
      });
      const guarded = raw.pipe(inflateGuard(entry.compressedSize, budget, limits.zip.maxCompressionRatio));
      // yauzl's own errors (a corrupt deflate stream, a size that does not match its header) end the read as unreadable.
      raw.on('error', () => guarded.destroy(unreadable()));
      try {
        await read(name, guarded);
      } finally {
        raw.unpipe(guarded);
        raw.destroy();
        guarded.destroy();
      }
    }
  } finally {
    zip.close();
  }
  return { ignored };
}
