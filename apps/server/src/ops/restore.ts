// npm run restore FILE: replaces the database and the photos (DATA_DIR/photos or the S3 bucket) with the backup's (servers stopped).
import { restore } from './commands.js';
import { typedPath } from '../config.js';
import { runCommand, storeFromEnv } from './cli.js';

await runCommand(async () => {
  const argument = process.argv[2];
  if (!argument) throw new Error('usage: npm run restore FILE');
  const file = typedPath(argument);
  const store = storeFromEnv();
  const { kept, bucket } = await restore(store, file);
  const keptNote = kept.length > 0 ? `\nthe previous data is kept in: ${kept.join(', ')} (delete it once the restore is checked)` : '';
  const bucketNote = bucket
    ? `\n${bucket.restored} photo file(s) put in ${store.s3?.endpoint}/${store.s3?.bucket}` +
      (bucket.notInBackup > 0 ? `; ${bucket.notInBackup} object(s) there are not in the backup and were left in place (no row points to them)` : '')
    : '';
  return `restored from ${file}${keptNote}${bucketNote}`;
});
