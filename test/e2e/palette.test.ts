// The Command Palette (F1) and the keybinding: "Grid Lens: Solve grid" is
// listed and runs on the active editor, with the same notification as the
// Explorer's, less its "Open" (the file is already open).

import * as assert from 'node:assert/strict';
import { expectedAnswers, summaryPattern } from './expected';
import { openWorkbench } from './session';

describe('Palette and keybinding › Grid Lens: Solve grid', () => {
  it('solves matrix/sample.in from F1', async () => {
    const answers = expectedAnswers('matrix/sample.in');
    const wb = await openWorkbench();
    await wb.openFile('matrix/sample.in');
    await wb.waitUntilRecognized();
    await wb.editorLine(0).click();
    await wb.runFromPalette('Grid Lens: Solve grid');
    const toast = wb.notification('Matrix: ');
    await toast.waitFor();
    assert.equal(await wb.notificationMessage(toast), `Matrix: ${answers.length} answers: ${answers.join(' · ')}`);
    assert.deepEqual(await wb.notificationButtons(toast), ['Copy Answer', 'Save Expected Output']);
    const status = wb.statusBarItem('Grid Lens: Matrix');
    await status.waitFor();
    assert.match((await status.innerText()).trim(), summaryPattern(answers, 1));
    const decorations = await wb.afterDecorations();
    assert.deepEqual(
      decorations.map(([, after]) => after),
      answers.map((a) => `→ ${a}`),
    );
  });

  it('solves bishop/sample3.in with Ctrl+Alt+G', async () => {
    const [answer] = expectedAnswers('bishop/sample3.in');
    const wb = await openWorkbench();
    await wb.openFile('bishop/sample3.in');
    await wb.waitUntilRecognized();
    await wb.editorLine(0).click();
    await wb.page.keyboard.press('Control+Alt+G');
    const toast = wb.notification('Bishop 2: ');
    await toast.waitFor();
    assert.equal(await wb.notificationMessage(toast), `Bishop 2: ${answer}`);
    assert.deepEqual(await wb.notificationButtons(toast), ['Copy Answer', 'Save Expected Output']);
  });
});
