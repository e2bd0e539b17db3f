import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files that test PGlite itself whatever DATABASE_URL says (the data migrations on an installation
 * of each earlier version): the PostgreSQL pass (`npm run test:db`) would only run them again.
 */
const PGLITE_ONLY = ['src/db/migrations.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? PGLITE_ONLY : [])],
    globalSetup: ['test/pgliteImage.ts'],
    // Each file builds its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules: each builds its own app and database, and nothing
    // else is kept in a module. Importing the server again for every file cost a minute of CI.
    isolate: false,
  },
});
