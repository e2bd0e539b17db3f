/**
 * How much memory "Descargar tus datos" takes: a member with 5,000 WeLinks and 200 photos of
 * 100 kB is exported (services/accounts/exportAccount.ts) into a byte counter, sampling the
 * process's RSS and heap every 20 ms. Target (issue 35): peak growth ≤ 50 MB, the ZIP never
 * held whole. PGlite in memory by default; DATABASE_URL for a scratch PostgreSQL database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createFileStorage } from '../apps/server/src/adapters/storage.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { itemPhotos, items, users } from '../apps/server/src/db/schema/index.js';
import { exportAccount } from '../apps/server/src/services/accounts/exportAccount.js';
import { createScratchDatabase } from '../apps/server/test/database.js';
import { watchMemoryPeak } from './memoryPeak.js';

const WELINKS = 5_000;
const PHOTOS = 200;
const PHOTO_BYTES = 100_000;
const MB = 1024 * 1024;

const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
const database = await openDatabase(scratch ? { url: scratch.url } : { memory: true });
const photosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-export-bench-'));
try {
  const { db } = database;
  const [member] = await db.insert(users).values({ name: 'Exportadora', email: 'exporta@bench.welink', passwordHash: 'x', status: 'approved' }).returning();
  const memberId = member!.id;
  for (let from = 0; from < WELINKS; from += 1_000) {
    await db.insert(items).values(
      Array.from({ length: 1_000 }, (_, i) => ({
        userId: memberId,
        title: `WeLink ${from + i} ${'con un título largo '.repeat(3)}`,
        category: (from + i) % 3 === 0 ? 'Libro' : (from + i) % 3 === 1 ? 'Película' : 'Restaurante',
        rating: 1 + ((from + i) % 5),
        comment: 'Un comentario de unas cuantas palabras, como los que se escriben de verdad. '.repeat(2),
      })),
    );
  }
  const someItems = await db.select({ id: items.id }).from(items).limit(PHOTOS);
  const storage = createFileStorage(photosDir);
  for (const [i, item] of someItems.entries()) {
    const storageKey = `${memberId}/photo-${i}.webp`;
    await storage.put(storageKey, randomBytes(PHOTO_BYTES), 'image/webp');
    await db.insert(itemPhotos).values({ itemId: item.id, userId: memberId, storageKey, contentType: 'image/webp', width: 800, height: 600 });
  }

  const memory = watchMemoryPeak();
  let bytes = 0;
  const started = performance.now();
  await pipeline(
    await exportAccount({ db, storage }, memberId),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const growth = memory.stop();
  console.log(
    `Export of ${WELINKS} WeLinks and ${PHOTOS} photos (${database.kind}): ${(bytes / MB).toFixed(1)} MB of ZIP in ${seconds.toFixed(1)} s; ` +
      `peak growth RSS ${growth.rssMb} MB, heap ${growth.heapMb} MB (target ≤ 50 MB)`,
  );
} finally {
  await database.close();
  await scratch?.drop();
  fs.rmSync(photosDir, { recursive: true, force: true });
}
