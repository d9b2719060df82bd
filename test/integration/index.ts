// The module VS Code loads as extensionTestsPath: runs every bundled
// *.test.js beside it with mocha, inside the extension host.

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as util from 'node:util';
import Mocha from 'mocha';

/**
 * In code-server, mocha's lines reach the runner mixed with everything else the
 * workbench logs; test/run-integration.mjs asks for this tag to pick them out.
 */
export const MOCHA_LINE_TAG = '[mocha] ';

export function run(): Promise<void> {
  if (process.env.GRID_LENS_MOCHA_TAG) {
    const reporterBase = Mocha.reporters.Base as unknown as { consoleLog: (...args: unknown[]) => void };
    reporterBase.consoleLog = (...args: unknown[]) => console.log(MOCHA_LINE_TAG + util.format(...args));
  }
  const mocha = new Mocha({
    ui: 'bdd',
    reporter: 'spec',
    color: false,
    timeout: 30_000,
    grep: process.env.GRID_LENS_TEST_GREP || undefined,
  });
  // Files run in name order, so a failure reads the same from run to run.
  for (const file of fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .sort()) {
    mocha.addFile(path.join(__dirname, file));
  }
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} integration test(s) failed`)) : resolve()));
  });
}
