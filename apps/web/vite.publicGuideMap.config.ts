import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { linguiCatalogs } from './linguiCatalogs';
import { precompress } from './precompress';
import { treeshake } from './vite.config';

/**
 * The map script of a published guide's page (src/publicGuideMap/), built after the app into the
 * same dist: its own build, so the app's chunks stay as they are. The server writes the page, so
 * the script has a fixed path, PUBLIC_GUIDE_MAP_SCRIPT in @welink/domain (a config file cannot
 * import the workspace's TypeScript; e2e/guideMap.spec.ts sees the map drawn); what it loads is hashed.
 */
export default defineConfig({
  // The map's texts come from the guide map's catalogues, compiled as in the app (publicGuideMap/texts.ts).
  plugins: [linguiCatalogs(), precompress()],
  // The app's build already copied public/.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('src/publicGuideMap/main.ts', import.meta.url)),
      treeshake,
      output: { entryFileNames: 'public-guide-map.js' },
    },
  },
});
