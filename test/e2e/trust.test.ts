// Workspace Trust: in a folder the user has not trusted (Restricted Mode),
// Grid Lens still recognizes, solves and paints tests, but runs no program:
// Run My Solution says why and offers to manage trust, and the command a
// cloned repository's settings name is not used. Once the user trusts the
// folder, the same command runs. Its own code-server, with trust left on.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { packageVsix } from '../../scripts/vscode/package.mjs';
import { startCodeServer } from '../../scripts/vscode/server.mjs';
import { copyExamples } from '../../scripts/vscode/workspace.mjs';
import { expectedAnswers } from './expected';
import { session } from './session';
import { Workbench } from './workbench';

/** Prints each test's answer from the example's .ans: enough to be accepted on that file, and nothing else. */
const ANSWERS_PY = (answers: string[]) => `print(${JSON.stringify(answers.join('\n'))})\n`;

describe('Workspace Trust', () => {
  it('Restricted Mode: tests are still solved, Run My Solution is refused with a way to trust the folder; trusted, it runs', async function () {
    this.timeout(300_000);
    const workspace = copyExamples();
    fs.mkdirSync(path.join(workspace.dir, 'mine'), { recursive: true });
    fs.writeFileSync(path.join(workspace.dir, 'mine', 'answers.py'), ANSWERS_PY(expectedAnswers('pacman/sample.in')));
    fs.mkdirSync(path.join(workspace.dir, '.vscode'), { recursive: true });
    fs.writeFileSync(path.join(workspace.dir, '.vscode', 'settings.json'), JSON.stringify({ 'gridLens.solution.command': 'python3 mine/answers.py' }));
    const server = await startCodeServer({
      vsix: [process.env.GRID_LENS_VSIX || packageVsix()],
      workspaceTrust: true,
      // Straight into Restricted Mode, as after answering "No, I don't trust the authors".
      settings: { 'security.workspace.trust.startupPrompt': 'never' },
    });
    let wb: Workbench | undefined;
    try {
      wb = await Workbench.open(session().browser, server.url, workspace.dir);
      await wb.statusBarItem('Restricted Mode').waitFor();
      await wb.openFile('pacman/sample.in');
      await wb.waitUntilRecognized();
      await wb.waitForInlineAnswers(expectedAnswers('pacman/sample.in').map((a) => `→ ${a}`));

      await wb.contextMenu(wb.editorLines(), 'Run My Solution');
      const refusal = wb.notification('only in a trusted workspace');
      await refusal.waitFor();
      assert.match(await wb.notificationMessage(refusal), /^Grid Lens runs your solution only in a trusted workspace, so Run My Solution is off here\./);
      assert.deepEqual(await wb.notificationButtons(refusal), ['Manage Workspace Trust']);
      await wb.notificationsSettled();
      await wb.screenshot('trust-refused');

      await refusal.locator('.monaco-button', { hasText: 'Manage Workspace Trust' }).click();
      const trustEditor = wb.page.locator('.workspace-trust-editor');
      await trustEditor.waitFor();
      await trustEditor
        .locator('.monaco-button', { hasText: /^Trust$/ })
        .first()
        .click();
      await wb.statusBarItem('Restricted Mode').waitFor({ state: 'detached' });

      await wb.page.locator('.tabs-container .tab', { hasText: /^sample\.in$/ }).click();
      await wb.contextMenu(wb.editorLines(), 'Run My Solution');
      const verdict = wb.notification('Your solution (python3 mine/answers.py)');
      await verdict.waitFor({ timeout: 60_000 });
      assert.match(await wb.notificationMessage(verdict), /sample\.in: AC \(\d+ ms\)$/);
    } finally {
      if (wb) await wb.screenshot('Workspace-Trust').catch(() => undefined);
      await wb?.close();
      await server.stop();
      workspace.remove();
    }
  });
});
