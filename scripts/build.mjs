// Bundles every entry point with esbuild. The core is shared by all of them;
// `vscode` is provided by the extension host and must stay external.
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Module, { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Script } from 'node:vm';

const production = process.argv.includes('--production');

/**
 * The bytes of core/search/text-grid.fast.ts's WebAssembly module, written once
 * here rather than at every start of the command line (see textGridModule).
 */
async function textGridWasm() {
  const outfile = join(mkdtempSync(join(tmpdir(), 'grid-lens-build-')), 'text-grid.cjs');
  await build({
    stdin: { contents: "export { textGridModule } from './src/core/search/text-grid.fast';", resolveDir: '.', loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
  });
  try {
    return Array.from(createRequire(import.meta.url)(outfile).textGridModule());
  } finally {
    rmSync(dirname(outfile), { recursive: true, force: true });
  }
}

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
  external: ['vscode'],
  define: { __TEXT_GRID_WASM__: JSON.stringify(await textGridWasm()) },
};

const entries = [
  { entryPoints: ['src/cli.ts'], outfile: 'dist/cli-main.js' },
  { entryPoints: ['src/cliLoader.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } },
  { entryPoints: ['src/worker.ts'], outfile: 'dist/worker.js' },
  { entryPoints: ['src/extension/solution/stressWorker.ts'], outfile: 'dist/stress-worker.js' },
  // Banner and footer stamp the start and end of loading the bundle, so activation time includes loading it.
  {
    entryPoints: ['src/extension/activate.ts'],
    outfile: 'dist/extension.js',
    banner: { js: 'globalThis.__gridLensLoad = { start: performance.now() };' },
    footer: { js: 'globalThis.__gridLensLoad.end = performance.now();' },
  },
  { entryPoints: ['media/panel/main.ts'], outfile: 'dist/panel.js', platform: 'browser', format: 'iife', target: 'es2022' },
];

/**
 * V8's code cache of the command line's bundle, for src/cliLoader.ts: the
 * bytecode of every function that solving the examples runs (clean ones the
 * fast way, the others the careful way). The examples are read through
 * main() as a user's files are, their output dropped.
 */
function cliCodeCache() {
  const file = resolve('dist/cli-main.js');
  const script = new Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file });
  const bundle = { exports: {} };
  script.runInThisContext()(bundle.exports, createRequire(file), bundle, file, dirname(file));
  const ignore = () => {};
  for (const problem of readdirSync('examples')) {
    for (const name of readdirSync(join('examples', problem)).filter((f) => f.endsWith('.in'))) bundle.exports.main(['solve', join('examples', problem, name)], ignore, ignore, ignore);
  }
  writeFileSync('dist/cli-main.cache', script.createCachedData());
}

const started = Date.now();
await Promise.all(entries.map((e) => build({ ...common, ...e })));
cliCodeCache();
console.log(`built ${entries.length} bundles and the command line's code cache in ${Date.now() - started} ms`);
