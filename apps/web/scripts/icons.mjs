#!/usr/bin/env node
// The installed app's icons (public/icons/*.png), drawn from public/favicon.svg. Run again after
// changing the favicon: node apps/web/scripts/icons.mjs (sharp comes with the server's dependencies).
//
// - icon-192/512: the favicon as it is (rounded square), for the manifest's "any" purpose.
// - maskable-192/512 and apple-touch-icon: the brand colour to every edge (the launcher cuts its own
//   shape), the mark scaled so that it stays inside the central circle of 80% every mask keeps.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const favicon = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]+)"/i.exec(favicon)?.[1];
const mark = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!background || !mark) throw new Error('favicon.svg: expected a filled <rect> and the mark as one <path/>');

/** The mark spans about 81% of the favicon's diagonal; at 75% it keeps clear of the safe circle's edge. */
const MASKABLE_SCALE = 0.75;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(${MASKABLE_SCALE}) translate(-16 -16)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-192.png', svg: fullBleed, size: 192 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  // iOS rounds it itself and shows transparency as black.
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

fs.mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
for (const { file, svg, size } of icons) {
  // The SVG is 32 units wide: render it at the density that makes it `size` pixels, not upscaled.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, 'icons', file));
  console.log(`public/icons/${file} ${size}×${size}`);
}
