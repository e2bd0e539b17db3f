import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A screen test types and clicks through jsdom, which takes seconds when the two cores are
    // shared with the server tests; the timeout is there to end a hang, not to time the screen.
    testTimeout: 15_000,
  },
});
