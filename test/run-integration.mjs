// Runs the extension-host suite (test/integration) inside a real VS Code:
// code-server loads the working tree as an extension under development and
// calls out/integration/index.js, as @vscode/test-electron does on a desktop.
// A headless Chromium opens the workbench, relays mocha's output and its exit.
//
//   node test/run-integration.mjs [--no-build] [--grep TEXT] [--verbose]
//   GRID_LENS_TEST_TIMEOUT=seconds (default 300)

import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import { launchBrowser, VIEWPORT } from '../scripts/vscode/browser.mjs';
import { repoRoot } from '../scripts/vscode/install.mjs';
import { sampleTreeMemory } from '../scripts/vscode/memory.mjs';
import { remoteUri, startCodeServer, workbenchUrl } from '../scripts/vscode/server.mjs';
import { copyExamples } from '../scripts/vscode/workspace.mjs';
import { bundleIntegrationTests } from './integration/build.mjs';

const MOCHA_LINE_TAG = '[mocha] ';
/** Workbench noise of an offline machine, not worth a reader's time. */
const NOISE = /open-vsx\.org|ENOTFOUND|marketplace|ChatSessionStore/;

const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || !!process.env.GRID_LENS_VERBOSE;
const grepAt = args.indexOf('--grep');
const grep = grepAt >= 0 ? args[grepAt + 1] : process.env.GRID_LENS_TEST_GREP;
const timeoutMs = Number(process.env.GRID_LENS_TEST_TIMEOUT || 300) * 1000;
const resultsDir = path.join(repoRoot, 'test-results');
const logFile = path.join(resultsDir, 'integration.log');

function step(message) {
  process.stderr.write(`[integration] ${message}\n`);
}

async function main() {
  const started = Date.now();
  const peakMemory = sampleTreeMemory();
  mkdirSync(path.join(resultsDir, 'screenshots'), { recursive: true });
  writeFileSync(logFile, '');
  if (!args.includes('--no-build')) {
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: repoRoot });
    if (r.status !== 0) return fail('the build failed');
  }
  const bundle = await bundleIntegrationTests();
  step(`bundled ${bundle.tests} test files`);

  const workspace = copyExamples();
  // The extension host inherits the server's environment.
  process.env.GRID_LENS_MOCHA_TAG = '1';
  if (grep) process.env.GRID_LENS_TEST_GREP = grep;
  const server = await startCodeServer();
  step(`code-server up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${server.url}`);
  let browser;
  let status = 1;
  try {
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: VIEWPORT });
    let exit;
    const exited = new Promise((resolve) => (exit = resolve));
    await page.exposeFunction('codeAutomationLog', (level, logArgs) => relay(level, logArgs));
    await page.exposeFunction('codeAutomationExit', (code) => exit(code));
    page.on('pageerror', (e) => appendFileSync(logFile, `[page error] ${e.stack ?? e}\n`));

    const url = workbenchUrl(server.url, workspace.dir, {
      extensionDevelopmentPath: remoteUri(server.url, repoRoot),
      extensionTestsPath: remoteUri(server.url, bundle.index),
    });
    await page.goto(url);
    const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
    const result = await Promise.race([exited, timer]);
    if (result === 'timeout') {
      const shot = path.join(resultsDir, 'screenshots', 'integration-timeout.png');
      await page.screenshot({ path: shot }).catch(() => {});
      step(`no result after ${timeoutMs / 1000} s; screenshot ${path.relative(repoRoot, shot)}, log ${path.relative(repoRoot, logFile)}`);
    } else {
      status = result === 0 ? 0 : 1;
      if (status !== 0) await page.screenshot({ path: path.join(resultsDir, 'screenshots', 'integration-failed.png') }).catch(() => {});
    }
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
    workspace.remove();
  }
  step(
    `${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s; peak memory of the runner, code-server and Chromium: ${peakMemory()} MiB (sum of RSS); full log: ${path.relative(repoRoot, logFile)}`,
  );
  return status;
}

/** Prints mocha's lines and the host's errors; everything goes to the log file. */
function relay(level, logArgs) {
  const text = Array.isArray(logArgs) ? util.format(...logArgs) : String(logArgs);
  appendFileSync(logFile, `[${level}] ${text}\n`);
  if (text.startsWith(MOCHA_LINE_TAG)) {
    process.stdout.write(text.slice(MOCHA_LINE_TAG.length) + '\n');
  } else if (verbose || (level === 'error' && !NOISE.test(text))) {
    process.stderr.write(`[vscode ${level}] ${text}\n`);
  }
}

function fail(message) {
  step(message);
  return 1;
}

main().then(
  (status) => process.exit(status),
  (e) => {
    step(e.stack ?? String(e));
    process.exit(1);
  },
);
