import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      // React Router's package points bundlers at its development build, warnings included.
      { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // @welink/domain only declares schemas and constants. Saying so lets a chunk that
        // imports just MESSAGES leave the zod schemas (and zod itself) behind.
        // Building a zod schema has no side effect, so an unused one is dropped even from a module that
        // is otherwise used (api/client.ts reads only NEXT_CURSOR_HEADER from pagination.ts). Every
        // `z.…` call counts as pure (a narrower list misses chains like z.coerce.number().int()): a
        // `z.config(…)` whose result is unused would be dropped too, so configure zod with
        // `config` imported from 'zod', not through `z`.
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // zod is shared by the form screens only; give its chunk a readable name.
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
