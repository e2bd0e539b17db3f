import { loadConfig } from '../config.js';
import type { Store } from './commands.js';

/** DATA_DIR, DATABASE_URL and the photos' bucket as the server reads them. */
export function storeFromEnv(): Store {
  const config = loadConfig();
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl, s3: config.s3 };
}

export async function runCommand(work: () => Promise<string>): Promise<void> {
  try {
    console.log(await work());
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
