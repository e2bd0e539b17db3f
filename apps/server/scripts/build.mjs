// Bundles the server into dist/main.js: the workspace domain package (TypeScript
// source) is compiled in; npm dependencies stay external and load from node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@welink/'));

fs.rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
for (const folder of ['migrations', 'sql']) {
  fs.cpSync(new URL(`../src/db/${folder}`, import.meta.url), new URL(`../dist/${folder}`, import.meta.url), {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
}
console.log('server built: dist/main.js');
