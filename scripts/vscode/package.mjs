// Builds the production bundles and packs the .vsix with vsce, offline.
// `npm run package`; the UI suite and the demo install what this writes.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './install.mjs';

export const vsixPath = path.join(repoRoot, 'out', 'grid-lens.vsix');

/** Runs a step quietly; its output is shown only when it fails. */
function run(command, args) {
  const r = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed with status ${r.status}`);
  }
}

/** Returns the path of the packed extension. */
export function packageVsix({ build = true } = {}) {
  const started = Date.now();
  if (build) run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--production']);
  mkdirSync(path.dirname(vsixPath), { recursive: true });
  const vsce = path.join(repoRoot, 'node_modules', '@vscode', 'vsce', 'vsce');
  if (!existsSync(vsce)) throw new Error('vsce is missing: run npm ci');
  // Dependencies are bundled into dist/, so node_modules stays out of the package.
  // README images are repository-relative (docs/screenshots/); with no real repository URL in
  // package.json vsce cannot make them absolute and refuses to pack, so leave them as they are.
  run(process.execPath, [vsce, 'package', '--no-dependencies', '--no-rewrite-relative-links', '--out', vsixPath]);
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  process.stderr.write(`[package] grid-lens ${version} packed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(repoRoot, vsixPath)}\n`);
  return vsixPath;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    packageVsix({ build: !process.argv.includes('--no-build') });
  } catch (e) {
    process.stderr.write(`[package] ${e.message}\n`);
    process.exit(1);
  }
}
