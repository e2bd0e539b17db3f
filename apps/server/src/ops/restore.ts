// npm run restore FILE: replaces the database and DATA_DIR/photos with the backup's (servers stopped).
import { restore } from './commands.js';
import { typedPath } from '../config.js';
import { runCommand, storeFromEnv } from './cli.js';

await runCommand(async () => {
  const argument = process.argv[2];
  if (!argument) throw new Error('usage: npm run restore FILE');
  const file = typedPath(argument);
  const { kept } = await restore(storeFromEnv(), file);
  const keptNote = kept.length > 0 ? `\nthe previous data is kept in: ${kept.join(', ')} (delete it once the restore is checked)` : '';
  return `restored from ${file}${keptNote}`;
});
