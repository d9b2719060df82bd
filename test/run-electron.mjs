// The extension-host suite (test/integration) in desktop VS Code, through
// @vscode/test-electron, for machines that can download VS Code (these cannot:
// use test/run-integration.mjs, the same suite in code-server). On a Linux
// machine without a display, run it under xvfb-run.
//
//   node test/run-electron.mjs [--no-build] [--grep TEXT]
//   VSCODE_VERSION=1.100.3 (default: stable)

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTests } from '@vscode/test-electron';
import { repoRoot } from '../scripts/vscode/install.mjs';
import { QUIET_SETTINGS } from '../scripts/vscode/server.mjs';
import { copyExamples } from '../scripts/vscode/workspace.mjs';
import { bundleIntegrationTests } from './integration/build.mjs';

const args = process.argv.slice(2);
const grepAt = args.indexOf('--grep');
const grep = grepAt >= 0 ? args[grepAt + 1] : process.env.GRID_LENS_TEST_GREP;

async function main() {
  if (!args.includes('--no-build')) {
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: repoRoot });
    if (r.status !== 0) return 1;
  }
  const bundle = await bundleIntegrationTests();
  const workspace = copyExamples();
  // Throwaway user data with the same quiet settings as the code-server runs.
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'grid-lens-electron-'));
  mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  writeFileSync(path.join(userDataDir, 'User', 'settings.json'), JSON.stringify(QUIET_SETTINGS, null, 2));
  try {
    await runTests({
      version: process.env.VSCODE_VERSION || 'stable',
      extensionDevelopmentPath: repoRoot,
      extensionTestsPath: bundle.index,
      extensionTestsEnv: grep ? { GRID_LENS_TEST_GREP: grep } : {},
      launchArgs: [workspace.dir, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes', '--user-data-dir', userDataDir],
    });
    return 0;
  } catch (e) {
    const offline = /ENOTFOUND|ECONNREFUSED|EAI_AGAIN|getaddrinfo/.test(String(e?.message ?? e));
    console.error(offline ? `[electron] VS Code could not be downloaded (${e.message}); run npm run test:integration instead.` : `[electron] ${e?.stack ?? e}`);
    return 1;
  } finally {
    workspace.remove();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
