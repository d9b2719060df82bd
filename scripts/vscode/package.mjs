// Builds the production bundles and packs the .vsix with vsce, offline.
// `npm run package`; the UI suite and the demo install what this writes.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './install.mjs';
import { packagedReadme } from './readme.mjs';

export const vsixPath = path.join(repoRoot, 'out', 'grid-lens.vsix');

/** Runs a step quietly; its output is shown only when it fails. */
function run(command, args) {
  const r = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed with status ${r.status}`);
  }
}

/** Returns the path of the packed extension (`out`, by default out/grid-lens.vsix). */
export function packageVsix({ build = true, out = vsixPath } = {}) {
  const started = Date.now();
  if (build) run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--production']);
  mkdirSync(path.dirname(out), { recursive: true });
  const vsce = path.join(repoRoot, 'node_modules', '@vscode', 'vsce', 'vsce');
  if (!existsSync(vsce)) throw new Error('vsce is missing: run npm ci');
  // The package's README has its pictures inlined (see readme.mjs); vsce takes it from
  // out/ (a path inside the folder it packs) and stores it as extension/readme.md.
  const readme = path.join('out', 'package-readme', 'README.md');
  mkdirSync(path.join(repoRoot, path.dirname(readme)), { recursive: true });
  writeFileSync(path.join(repoRoot, readme), packagedReadme(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'), repoRoot));
  // Dependencies are bundled into dist/, so node_modules stays out. Grid Lens has no public
  // repository to name in package.json, so vsce is told that is fine. vsce's link rewriting
  // would need that repository, and its image check admits only https: pictures, not the
  // inlined ones, so it is turned off; the package test checks the README instead.
  run(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--no-rewrite-relative-links', '--readme-path', readme, '--out', out]);
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  process.stderr.write(`[package] grid-lens ${version} packed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(repoRoot, out)}\n`);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    packageVsix({ build: !process.argv.includes('--no-build') });
  } catch (e) {
    process.stderr.write(`[package] ${e.message}\n`);
    process.exit(1);
  }
}
