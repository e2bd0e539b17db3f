import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiCatalogs } from './linguiCatalogs';

export default defineProject({
  // Catalogues compiled as in the build (ADR 0027): the app renders compiled messages only.
  plugins: [react(), linguiCatalogs()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A screen test types and clicks through jsdom, which takes seconds when the two cores are
    // shared with the server tests; the timeout is there to end a hang, not to time the screen.
    testTimeout: 15_000,
    // One jsdom per worker instead of one per file: building it took three times as long as the
    // tests themselves. setup.ts resets what a test may leave behind (DOM, history, storage, stubs, timers).
    isolate: false,
  },
});
