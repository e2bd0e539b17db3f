// npm run backup [FILE]: the database and the photos (DATA_DIR/photos or the S3 bucket) in one tar file.
import { backup, defaultBackupName } from './commands.js';
import { typedPath } from '../config.js';
import { runCommand, storeFromEnv } from './cli.js';

await runCommand(async () => {
  const file = typedPath(process.argv[2] ?? defaultBackupName());
  const store = storeFromEnv();
  const { database, photos } = await backup(store, file);
  return `backup written: ${file} (${database}, ${photos} photo file(s)${store.s3 ? ` from ${store.s3.endpoint}/${store.s3.bucket}` : ''})`;
});
