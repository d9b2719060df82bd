// Bundles every entry point with esbuild. The core is shared by all of them;
// `vscode` is provided by the extension host and must stay external.
import { build } from 'esbuild';

const production = process.argv.includes('--production');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
  external: ['vscode'],
};

const entries = [
  { entryPoints: ['src/cli.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } },
  { entryPoints: ['src/worker.ts'], outfile: 'dist/worker.js' },
  // Banner and footer stamp the start and end of loading the bundle, so activation time includes loading it.
  {
    entryPoints: ['src/extension/activate.ts'],
    outfile: 'dist/extension.js',
    banner: { js: 'globalThis.__gridLensLoad = { start: performance.now() };' },
    footer: { js: 'globalThis.__gridLensLoad.end = performance.now();' },
  },
  { entryPoints: ['media/panel/main.ts'], outfile: 'dist/panel.js', platform: 'browser', format: 'iife', target: 'es2022' },
];

const started = Date.now();
await Promise.all(entries.map((e) => build({ ...common, ...e })));
console.log(`built ${entries.length} bundles in ${Date.now() - started} ms`);
