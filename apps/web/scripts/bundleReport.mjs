#!/usr/bin/env node
// What each route of the web app downloads, after gzip, and the budget of the public pages.
//
// Builds the app in memory with its own vite.config.ts (nothing is written), reads the route table
// in src/routes.tsx, and for each route adds up the entry chunk, the lazy chunks of the route and
// of its layout routes, and everything those import statically. Exits with 1 when a public page
// (not behind RequireAuth) loads more than the JavaScript budget or any map, catalogue or admin code.
//
//   node apps/web/scripts/bundleReport.mjs [--json FILE]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { build } from 'vite';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES_FILE = path.join(WEB, 'src', 'routes.tsx');
/** kB as Vite prints them (1 kB = 1,000 bytes), gzip at zlib's default level as Vite measures. */
const PUBLIC_JS_BUDGET = 100_000;
/** Code a visitor must never download up front: the map, the catalogue search, administration, phone metadata. */
const FORBIDDEN_ON_PUBLIC = [
  { name: 'mapa (leaflet)', test: /[\\/]node_modules[\\/]leaflet[\\/]|[\\/]src[\\/]components[\\/](MapPicker|Map|GuideMap)[\\/]/ },
  { name: 'catálogo (búsqueda externa)', test: /[\\/]src[\\/]api[\\/]external\.ts$/ },
  { name: 'administración', test: /[\\/]src[\\/]screens[\\/]Admin[\\/]|[\\/]src[\\/]api[\\/]admin\.ts$/ },
  // ~30 kB gzip of numbering plans: /signup loads them only when its form is first used (decision 0012).
  { name: 'teléfonos (libphonenumber-js)', test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/ },
];
const GUARDS = { RequireAuth: 'member', RequireAdmin: 'admin' };

const gzipSize = (content) => gzipSync(content).length;
const kB = (bytes) => (bytes / 1000).toFixed(1);

/** Route table → [{ path, access, modules }]: modules are the lazy screens of the route and its layouts. */
export function readRoutes(source, fileName = ROUTES_FILE) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lazyModules = new Map();
  let table = null;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(file);
      const init = declaration.initializer;
      if (name === 'routes' && init && ts.isArrayLiteralExpression(init)) table = init;
      const specifier = init && ts.isCallExpression(init) ? importSpecifier(init) : null;
      if (specifier) lazyModules.set(name, resolveModule(path.dirname(fileName), specifier));
    }
  }
  if (!table) throw new Error(`${fileName}: no "routes" array`);

  const routes = [];
  const walk = (array, parent) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const props = Object.fromEntries(
        element.properties.filter(ts.isPropertyAssignment).map((p) => [p.name.getText(file), p.initializer]),
      );
      const tag = props.element ? jsxTagName(props.element) : null;
      const segment = props.path && ts.isStringLiteral(props.path) ? props.path.text : '';
      const route = {
        path: [parent.path, segment].filter(Boolean).join('/').replace(/\/+/g, '/'),
        access: GUARDS[tag] && parent.access !== 'admin' ? GUARDS[tag] : parent.access,
        modules: lazyModules.has(tag) ? [...parent.modules, lazyModules.get(tag)] : parent.modules,
      };
      if (props.children && ts.isArrayLiteralExpression(props.children)) walk(props.children, route);
      else if (props.path || props.index) routes.push({ ...route, path: `/${route.path}` });
    }
  };
  walk(table, { path: '', access: 'public', modules: [] });
  return routes;
}

function importSpecifier(call) {
  let found = null;
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found = argument.text;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(call);
  return found;
}

function jsxTagName(node) {
  if (ts.isParenthesizedExpression(node)) return jsxTagName(node.expression);
  if (ts.isJsxSelfClosingElement(node)) return node.tagName.getText();
  if (ts.isJsxElement(node)) return node.openingElement.tagName.getText();
  return null;
}

function resolveModule(dir, specifier) {
  const base = path.resolve(dir, specifier);
  const candidate = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  if (!candidate) throw new Error(`Cannot resolve ${specifier} from ${dir}`);
  return candidate;
}

async function buildInMemory() {
  const result = await build({
    root: WEB,
    configFile: path.join(WEB, 'vite.config.ts'),
    logLevel: 'error',
    build: { write: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const assets = new Map(outputs.filter((o) => o.type === 'asset').map((a) => [a.fileName, a]));
  return { chunks, assets };
}

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function staticClosure(chunks, fileName, into = new Set()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/**
 * Each lazily imported module's chunk: the chunk it is the facade of or, when the module is also
 * imported statically elsewhere, the common chunk that holds it and that a dynamic import loads.
 */
function lazyChunksByModule(chunks) {
  const byModule = new Map([...chunks.values()].filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
  for (const target of new Set([...chunks.values()].flatMap((c) => c.dynamicImports))) {
    const chunk = chunks.get(target);
    for (const module of chunk?.facadeModuleId ? [] : (chunk?.moduleIds ?? [])) if (!byModule.has(module)) byModule.set(module, chunk);
  }
  return byModule;
}

function weigh({ chunks, assets }, files) {
  let js = 0;
  const css = new Set();
  const modules = [];
  for (const file of files) {
    const chunk = chunks.get(file);
    js += gzipSize(chunk.code);
    modules.push(...chunk.moduleIds);
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  const cssBytes = [...css].reduce((sum, sheet) => sum + gzipSize(assets.get(sheet).source), 0);
  return { js, css: cssBytes, files: files.size, modules };
}

export async function bundleReport() {
  const routes = readRoutes(fs.readFileSync(ROUTES_FILE, 'utf8'));
  const bundle = await buildInMemory();
  const entry = [...bundle.chunks.values()].find((c) => c.isEntry);
  const byModule = lazyChunksByModule(bundle.chunks);
  const routeModules = new Set(routes.flatMap((r) => r.modules));

  const rows = routes.map((route) => {
    const files = staticClosure(bundle.chunks, entry.fileName);
    for (const module of route.modules) {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`No chunk for ${path.relative(WEB, module)} (is it still lazy?)`);
      staticClosure(bundle.chunks, chunk.fileName, files);
    }
    const weight = weigh(bundle, files);
    const problems = [];
    if (route.access === 'public') {
      if (weight.js > PUBLIC_JS_BUDGET) problems.push(`${kB(weight.js)} kB de JS (máximo ${kB(PUBLIC_JS_BUDGET)})`);
      for (const rule of FORBIDDEN_ON_PUBLIC) {
        const culprit = weight.modules.find((m) => rule.test.test(m));
        if (culprit) problems.push(`carga ${rule.name}: ${path.relative(WEB, culprit)}`);
      }
    }
    return { path: route.path, access: route.access, js: weight.js, css: weight.css, files: weight.files, problems };
  });

  // The entry's other lazy imports (the members' navigation, tour, feedback) load on top for members.
  const entryFiles = staticClosure(bundle.chunks, entry.fileName);
  const base = weigh(bundle, entryFiles);
  const routeChunks = new Set([...routeModules].map((module) => byModule.get(module)));
  const extras = [...new Set([...entryFiles].flatMap((file) => bundle.chunks.get(file).dynamicImports))]
    .map((file) => bundle.chunks.get(file))
    .filter((chunk) => chunk && !routeChunks.has(chunk))
    .map((chunk) => {
      const weight = weigh(bundle, staticClosure(bundle.chunks, chunk.fileName, new Set(entryFiles)));
      return { module: chunk.facadeModuleId ? path.relative(WEB, chunk.facadeModuleId) : chunk.fileName, js: weight.js - base.js, css: weight.css - base.css };
    });
  return { budget: PUBLIC_JS_BUDGET, rows, extras };
}

function printReport({ budget, rows, extras }) {
  const lines = [
    '| Ruta | Acceso | JS gzip (kB) | CSS gzip (kB) | Ficheros JS | Presupuesto |',
    '|---|---|--:|--:|--:|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.access} | ${kB(r.js)} | ${kB(r.css)} | ${r.files} | ${
          r.access !== 'public' ? '—' : r.problems.length ? `FALLA: ${r.problems.join('; ')}` : `ok (≤ ${kB(budget)})`
        } |`,
    ),
    '',
    'Además, para un miembro con sesión, en cada pantalla:',
    ...extras.map((e) => `- ${e.module}: +${kB(e.js)} kB JS, +${kB(e.css)} kB CSS`),
  ];
  console.log(lines.join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await bundleReport();
  printReport(report);
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0 && process.argv[jsonAt + 1]) fs.writeFileSync(process.argv[jsonAt + 1], `${JSON.stringify(report, null, 2)}\n`);
  const failures = report.rows.filter((r) => r.problems.length > 0);
  if (failures.length > 0) {
    console.error(`\n${failures.length} página(s) pública(s) fuera del presupuesto: ${failures.map((f) => f.path).join(', ')}`);
    process.exitCode = 1;
  }
}
