// npm run backup [FILE]: the database and DATA_DIR/photos in one tar file.
import { backup, defaultBackupName } from './commands.js';
import { typedPath } from '../config.js';
import { runCommand, storeFromEnv } from './cli.js';

await runCommand(async () => {
  const file = typedPath(process.argv[2] ?? defaultBackupName());
  const { database, photos } = await backup(storeFromEnv(), file);
  return `backup written: ${file} (${database}, ${photos} photo file(s))`;
});
