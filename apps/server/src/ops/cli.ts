import path from 'node:path';
import { loadConfig } from '../config.js';
import type { Store } from './commands.js';

/** DATA_DIR and DATABASE_URL as the server reads them. */
export function storeFromEnv(): Store {
  const config = loadConfig();
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
}

/** A path typed on the command line means the folder it was typed in (npm passes it as INIT_CWD). */
export const typedPath = (file: string) => path.resolve(process.env.INIT_CWD || process.cwd(), file);

export async function runCommand(work: () => Promise<string>): Promise<void> {
  try {
    console.log(await work());
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
