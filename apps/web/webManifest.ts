import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (built to /manifest.webmanifest, linked from index.html): what a phone or a
 * desktop browser needs to install WeLink as an app. The colours are the brand's (--color-brand, as
 * index.html's theme-color and the favicon) and the page background's (--color-bg) in
 * src/styles/global.css; the icons are drawn from the favicon by scripts/icons.mjs.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'WeLink',
  short_name: 'WeLink',
  description: 'Guarda, valora y comparte recomendaciones con tu familia y amigos.',
  lang: 'es',
  dir: 'ltr',
  start_url: '/timeline',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1d4ed8',
  background_color: '#f5f7fb',
  categories: ['social', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // A long press on the installed app's icon: the two ways to add something (routes.tsx).
  shortcuts: [
    { name: 'Nuevo WeLink', short_name: 'Nuevo', description: 'Guarda y valora una recomendación', url: '/new-welink/service', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Preguntar', short_name: 'Preguntar', description: 'Pide una recomendación a tus contactos', url: '/new-welink/question', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};

/** The same app for a page shown in English (i18n.tsx points the page's manifest link at it). */
export const ENGLISH_MANIFEST_FILE = 'manifest.en.webmanifest';

const englishManifest: Partial<ManifestOptions> = {
  ...webManifest,
  description: 'Save, rate and share recommendations with your family and friends.',
  lang: 'en',
  shortcuts: [
    { name: 'New WeLink', short_name: 'New', description: 'Save and rate a recommendation', url: '/new-welink/service', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Ask', short_name: 'Ask', description: 'Ask your contacts for a recommendation', url: '/new-welink/question', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};

/** Writes the English manifest beside the one vite-plugin-pwa writes (it makes only one). */
export function englishWebManifest(): Plugin {
  return {
    name: 'welink-english-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ENGLISH_MANIFEST_FILE, source: `${JSON.stringify(englishManifest)}\n` });
    },
  };
}
