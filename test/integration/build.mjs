// Bundles the extension-host tests into out/integration/: index.js (the mocha
// runner VS Code calls) and one NAME.test.js per test file. 'vscode' comes from
// the extension host; mocha is loaded from node_modules like any dependency.

import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
export const integrationOutDir = path.join(repoRoot, 'out', 'integration');

export async function bundleIntegrationTests() {
  rmSync(integrationOutDir, { recursive: true, force: true });
  const tests = readdirSync(here).filter((f) => f.endsWith('.test.ts'));
  await build({
    entryPoints: ['index.ts', ...tests].map((f) => path.join(here, f)),
    outdir: integrationOutDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'inline',
    external: ['vscode', 'mocha'],
    logLevel: 'warning',
  });
  return { index: path.join(integrationOutDir, 'index.js'), tests: tests.length };
}
