import { loadConfig } from '../config.js';
import type { Store } from './commands.js';

/** DATA_DIR and DATABASE_URL as the server reads them. */
export function storeFromEnv(): Store {
  const config = loadConfig();
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
}

export async function runCommand(work: () => Promise<string>): Promise<void> {
  try {
    console.log(await work());
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
