import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiCatalogs } from './linguiCatalogs';
import { precompress } from './precompress';
import { englishWebManifest, webManifest } from './webManifest';

/** What the app's builds leave out of their bundles (also vite.publicGuideMap.config.ts). */
export const treeshake = {
  // @welink/domain only declares schemas and constants. Saying so lets a chunk that
  // imports just MESSAGES leave the zod schemas (and zod itself) behind.
  // Building a zod schema has no side effect, so an unused one is dropped even from a module that
  // is otherwise used (api/client.ts reads only NEXT_CURSOR_HEADER from pagination.ts). Every
  // `z.…` call counts as pure (a narrower list misses chains like z.coerce.number().int()): a
  // `z.config(…)` whose result is unused would be dropped too, so configure zod with
  // `config` imported from 'zod', not through `z`.
  manualPureFunctions: ['z'],
  moduleSideEffects: [
    { test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
    // api/items is one module in files: a screen that imports it loads only the files whose calls it makes.
    { test: /[\\/]src[\\/]api[\\/]items[\\/]/, sideEffects: false },
  ],
} satisfies Rolldown.TreeshakingOptions;

export default defineConfig({
  plugins: [
    react(),
    // Each area's texts, compiled from ICU at build time (ADR 0027).
    linguiCatalogs(),
    // The installable app (ADR 0022): the web manifest, linked from index.html, and the service
    // worker (src/sw.ts → /sw.js), which precaches this build's files and receives Web Push.
    // main.tsx registers it itself (lib/appUpdate.ts): the plugin's registration would not fit the budget.
    englishWebManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        rollupFormat: 'iife',
        // The app's own files; the public guide's map script and the .br/.gz copies are no part of it.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['public-guide-map.js', '**/*.{br,gz}'],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      // React Router's package points bundlers at its development build, warnings included.
      { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
    ],
  },
  build: {
    outDir: 'dist',
    // Chromium, Firefox 115+ and Safari 17+ fetch <link rel=modulepreload> themselves; older ones load
    // each chunk when it is imported. The polyfill cost every public page 0.2 kB gzip (ADR 0027).
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      // The entry's exports are the app's own: nothing imports them (inlining below needs this).
      preserveEntrySignatures: false,
      treeshake,
      output: {
        codeSplitting: {
          // zod is shared by the form screens only; give its chunk a readable name.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // The phone metadata (~30 kB gzip) on its own: only the screens that read numbers load it.
            { name: 'phonenumbers', test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/ },
          ],
          // The screens share many small modules, and each set of sharers got its own chunk: the
          // Timeline's first load fetched 24 files, queued six at a time on HTTP/1.1. Common chunks
          // under 16 kB of source are copied into the chunks that read them (one copy runs, through
          // Rolldown's registry), which cut it to 15 and a later screen to one to three files for
          // about the same bytes. Style sheets stay files, as Rolldown asks of a Vite build.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
