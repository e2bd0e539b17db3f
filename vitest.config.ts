import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker per core minus one: a single worker on the 2-core CI
    // machine, idle while a test waits on PostgreSQL or on a server it started.
    maxWorkers: 2,
  },
});
