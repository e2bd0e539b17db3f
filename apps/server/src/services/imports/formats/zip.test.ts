import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportLimits } from '@welink/domain';
import { zipOf, zipWithRawNames } from '../../../../test/fixtures/imports/uploads.js';
import { inflateGuard, isUnsafeEntryName, readZipEntries } from './zip.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-zip-test-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

let files = 0;
function onDisk(bytes: Buffer): string {
  const file = path.join(folder, `${(files += 1)}.zip`);
  fs.writeFileSync(file, bytes);
  return file;
}

async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads every entry `pick` wants, as text. */
async function readAll(bytes: Buffer, pick: (name: string) => boolean = () => true, limits: ImportLimits = IMPORT_LIMITS) {
  const read: Record<string, string> = {};
  const { ignored } = await readZipEntries(onDisk(bytes), limits, pick, async (name, stream) => {
    read[name] = await textOf(stream);
  });
  return { read, ignored };
}

/** Endless zeros, for an entry that compresses about a thousand to one. */
const zeros = (bytes: number) =>
  Readable.from(
    (function* () {
      for (let left = bytes; left > 0; left -= 1024 * 1024) yield Buffer.alloc(Math.min(left, 1024 * 1024));
    })(),
  );

describe('readZipEntries', () => {
  it('hands over the entries wanted, in order, and lists the others but folders', async () => {
    const bytes = await zipOf([
      ['ratings.csv', 'Date,Name\n'],
      ['lists/', ''],
      ['lists/mejores.csv', 'x'],
      ['Takeout/Saved/Bares de Málaga.csv', 'Title\n'],
    ]);
    const { read, ignored } = await readAll(bytes, (name) => name.endsWith('.csv') && !name.startsWith('lists/'));
    expect(read).toEqual({ 'ratings.csv': 'Date,Name\n', 'Takeout/Saved/Bares de Málaga.csv': 'Title\n' });
    expect(ignored).toEqual(['lists/mejores.csv']);
  });

  it.each([
    ['../evil.csv', 'xx/evil.csv'],
    ['a/../../evil.csv', 'a/xx/xx/evil.csv'],
    ['/etc/evil.csv', 'xetc/evil.csv'],
    ['C:evil.csv', 'Cxevil.csv'],
    ['..\\evil.csv', 'xxxevil.csv'],
    ['ok\\..\\..\\evil.csv', 'okxxxxxxxevil.csv'],
  ])('refuses the whole ZIP for the entry name %s, even one it would not read', async (rawName, standIn) => {
    const bytes = await zipWithRawNames([
      ['ratings.csv', 'ratings.csv', 'Date,Name\n'],
      [rawName, standIn, 'Title\n'],
    ]);
    await expect(readAll(bytes, (name) => name === 'ratings.csv')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: IMPORT_MESSAGES.zipUnsafeName(rawName),
    });
  });

  it('refuses a zip bomb from its header before inflating it', async () => {
    const bytes = await zipOf([['ratings.csv', () => zeros(64 * 1024 * 1024)]]);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    await expect(readAll(bytes)).rejects.toMatchObject({ code: 'VALIDATION', message: IMPORT_MESSAGES.zipBomb });
  });

  it('counts the bytes that really come out, whatever the header claims', async () => {
    // A header that lies about its size: yauzl's own check and the guard both stop it.
    const bytes = await zipOf([['ratings.csv', () => zeros(8 * 1024 * 1024)]]);
    const directory = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(100, directory + 24);
    await expect(readAll(bytes)).rejects.toMatchObject({ code: 'VALIDATION', message: IMPORT_MESSAGES.zipUnreadable });

    const budget = { left: 3 * 1024 * 1024 };
    const counted = Readable.from([Buffer.alloc(1024 * 1024), Buffer.alloc(1024 * 1024), Buffer.alloc(2 * 1024 * 1024)]).pipe(inflateGuard(10_000_000, budget, 100));
    await expect(textOf(counted)).rejects.toThrow(IMPORT_MESSAGES.zipBomb);
    const ratio = Readable.from([Buffer.alloc(1024 * 1024), Buffer.alloc(1024)]).pipe(inflateGuard(1000, { left: Infinity }, 100));
    await expect(textOf(ratio)).rejects.toThrow(IMPORT_MESSAGES.zipBomb);
  });

  it('refuses past the total of inflated bytes, across entries', async () => {
    const limits = { ...IMPORT_LIMITS, zip: { ...IMPORT_LIMITS.zip, maxUncompressedBytes: 1500 } };
    const bytes = await zipOf([
      ['ratings.csv', 'x'.repeat(1000)],
      ['watched.csv', 'y'.repeat(1000)],
    ]);
    await expect(readAll(bytes, () => true, limits)).rejects.toThrow(IMPORT_MESSAGES.zipBomb);
  });

  it('refuses too many entries, and a file that is not a ZIP', async () => {
    const limits = { ...IMPORT_LIMITS, zip: { ...IMPORT_LIMITS.zip, maxEntries: 2 } };
    const bytes = await zipOf([
      ['a.csv', 'a'],
      ['b.csv', 'b'],
      ['c.csv', 'c'],
    ]);
    await expect(readAll(bytes, () => true, limits)).rejects.toThrow(IMPORT_MESSAGES.zipTooManyEntries(2));
    await expect(readAll(Buffer.from('PK\x03\x04 esto no es un zip'))).rejects.toThrow(IMPORT_MESSAGES.zipUnreadable);
  });

  it('passes on what the entry reader refuses', async () => {
    const bytes = await zipOf([['ratings.csv', 'x']]);
    const refusal = new Error('no');
    await expect(
      readZipEntries(onDisk(bytes), IMPORT_LIMITS, () => true, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
  });
});

describe('isUnsafeEntryName', () => {
  it('takes ordinary paths, with spaces and accents, as safe', () => {
    expect(isUnsafeEntryName('Takeout/Maps (your places)/Saved Places.json')).toBe(false);
    expect(isUnsafeEntryName('Takeout/Saved/Cafés de Sevilla.csv')).toBe(false);
    expect(isUnsafeEntryName('lista..csv')).toBe(false);
  });

  it('takes empty, absolute, climbing, backslashed, control-character and overlong names as unsafe', () => {
    for (const name of ['', '/x.csv', 'C:/x.csv', 'a/../x.csv', 'a\\x.csv', 'x\u0000.csv', `${'a'.repeat(301)}.csv`]) {
      expect(isUnsafeEntryName(name)).toBe(true);
    }
  });
});
