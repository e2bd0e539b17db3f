import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MESSAGES } from '@welink/domain';
import { AppError } from '../../../errors.js';

export const tooBig = (maxBytes: number) => new AppError('BODY_TOO_LARGE', IMPORT_MESSAGES.tooBig(maxBytes));
export const badEncoding = (file: string) => new AppError('VALIDATION', IMPORT_MESSAGES.badEncoding(file));

/** Passes bytes through until more than `maxBytes` went by, then fails with the too-big refusal. */
export function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(tooBig(maxBytes));
      done(null, chunk);
    },
  });
}

/** Chunks of a stream as Buffers (a stream set to an encoding gives strings). */
const asBuffer = (chunk: unknown) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));

/**
 * The first `count` bytes of a stream (fewer when it is shorter) and the same stream again,
 * whole, for whoever reads it next. Only the chunks needed for the peek are held.
 */
export async function peek(stream: Readable, count: number): Promise<{ head: Buffer; stream: Readable }> {
  const chunks = stream[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < count) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = asBuffer(next.value);
    taken.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(taken).subarray(0, count);
  async function* again() {
    try {
      yield* taken;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield asBuffer(next.value);
    } finally {
      // Whoever reads it stopped early (a refusal): the upload is not read any further.
      await chunks.return?.();
    }
  }
  return { head, stream: Readable.from(again(), { objectMode: false }) };
}

/**
 * Writes an upload to a file of its own in the system's temporary folder, refusing it past
 * `maxBytes`: a ZIP is read from its end (the directory), so it cannot be read as it arrives, and
 * it is not held in memory instead. `remove` deletes the folder; call it whatever happens.
 */
export async function spoolToTempFile(stream: Readable, maxBytes: number): Promise<{ file: string; remove: () => Promise<void> }> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'welink-import-'));
  const remove = () => fs.promises.rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'upload.zip');
  try {
    await pipeline(stream, byteLimit(maxBytes), fs.createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await remove();
    throw error;
  }
  return { file, remove };
}

/**
 * A whole text file (a GeoJSON of at most `maxBytes`), decoded as strict UTF-8 without its
 * byte-order mark: a byte that is not UTF-8 refuses the file with the encoding message.
 */
export async function readText(stream: Readable, file: string, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const bytes = asBuffer(chunk);
    length += bytes.length;
    if (length > maxBytes) {
      stream.destroy();
      throw tooBig(maxBytes);
    }
    chunks.push(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badEncoding(file);
  }
}
