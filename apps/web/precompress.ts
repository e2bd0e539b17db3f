import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz copy next to each text file of the build, at the
 * strongest settings: the server sends them as they are (@fastify/static's
 * preCompressed), so no request pays for compressing the app's code.
 */
export function precompress(): Plugin {
  return {
    name: 'welink-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const output of Object.values(bundle)) {
        if (!TEXT.test(output.fileName)) continue;
        const body = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (body.length < MIN_BYTES) continue;
        const file = path.join(dir, output.fileName);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
