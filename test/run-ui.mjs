// Runs the UI suite (test/e2e): packs the .vsix, then mocha in plain Node
// drives Chromium through a real VS Code (code-server) with it installed.
//
//   node test/run-ui.mjs [--no-build] [mocha options, e.g. --grep palette]

import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureCodeServer, repoRoot } from '../scripts/vscode/install.mjs';
import { sampleTreeMemory } from '../scripts/vscode/memory.mjs';
import { packageVsix } from '../scripts/vscode/package.mjs';

const args = process.argv.slice(2);
const started = Date.now();
const peakMemory = sampleTreeMemory();
let status = 1;
try {
  ensureCodeServer();
  const vsix = packageVsix({ build: !args.includes('--no-build') });
  const mochaArgs = args.filter((a) => a !== '--no-build');
  const mocha = path.join(repoRoot, 'node_modules', 'mocha', 'bin', 'mocha.js');
  const child = spawn(process.execPath, [mocha, '--config', 'test/e2e/.mocharc.json', ...mochaArgs], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, GRID_LENS_VSIX: vsix },
  });
  status = await new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
} catch (e) {
  process.stderr.write(`[ui] ${e.stack ?? e}\n`);
}
process.stderr.write(
  `[ui] ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s; peak memory of the runner, code-server and Chromium: ${peakMemory()} MiB (sum of RSS); screenshots in test-results/screenshots/\n`,
);
process.exit(status);
