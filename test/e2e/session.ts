// Root hooks of the UI suite: one code-server (with the packed .vsix installed)
// and one Chromium for the whole run; each scenario opens its own workbench
// page. Each scenario leaves a screenshot in test-results/screenshots/
// (prefixed "failed-" when it failed).

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../scripts/vscode/browser.mjs';
import { packageVsix } from '../../scripts/vscode/package.mjs';
import { type CodeServer, startCodeServer } from '../../scripts/vscode/server.mjs';
import { copyExamples } from '../../scripts/vscode/workspace.mjs';
import { Workbench } from './workbench';

export const repoRoot = path.resolve(__dirname, '../..');
export const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');

interface Session {
  server: CodeServer;
  browser: Browser;
  workspace: { dir: string; remove(): void };
  workbenches: Workbench[];
}

let current: Session | undefined;

/** The running session; only valid inside tests and hooks. */
export function session(): Session {
  if (!current) throw new Error('the UI session is not running (run with --config test/e2e/.mocharc.json)');
  return current;
}

/** Opens a fresh workbench on the scratch workspace. */
export async function openWorkbench(): Promise<Workbench> {
  const s = session();
  const wb = await Workbench.open(s.browser, s.server.url, s.workspace.dir);
  s.workbenches.push(wb);
  return wb;
}

/** Writes a file into the scratch workspace (before a workbench opens it). */
export function writeWorkspaceFile(relative: string, text: string): string {
  const file = path.join(session().workspace.dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

export function readExample(relative: string): string {
  return fs.readFileSync(path.join(repoRoot, 'examples', relative), 'utf8');
}

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(300_000);
    fs.mkdirSync(screenshotDir, { recursive: true });
    const vsix = process.env.GRID_LENS_VSIX || packageVsix();
    const workspace = copyExamples();
    const server = await startCodeServer({ vsix: [vsix] });
    const browser = await launchBrowser();
    current = { server, browser, workspace, workbenches: [] };
  },

  async afterEach(this: Mocha.Context) {
    const s = current;
    if (!s) return;
    const test = this.currentTest;
    // One picture per scenario, as it ended; a failed one is marked so.
    const name = test ? `${test.state === 'failed' ? 'failed-' : ''}${test.fullTitle()}` : 'unnamed';
    for (const [i, wb] of s.workbenches.entries()) {
      await wb.screenshot(i === 0 ? name : `${name}-${i + 1}`).catch(() => undefined);
      await wb.close();
    }
    s.workbenches = [];
  },

  async afterAll(this: Mocha.Context) {
    this.timeout(30_000);
    const s = current;
    current = undefined;
    await s?.browser.close().catch(() => undefined);
    await s?.server.stop();
    s?.workspace.remove();
  },
};
