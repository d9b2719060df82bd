// The Command Palette (F1) and the keybinding: "Grid Lens: Solve grid" is
// listed and runs on the active editor.

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
    // Run from the editor, the command confirms briefly in the status bar
    // ("Matrix: 3 answers: …"), beside the permanent "Grid Lens: Matrix · …" item.
    await wb.statusBarItem(new RegExp(`^\\s*Matrix: ${answers.length} answers`)).waitFor({ timeout: 4000 });
    const status = wb.statusBarItem('Grid Lens: Matrix');
    await status.waitFor();
    assert.match((await status.innerText()).trim(), summaryPattern(answers, 1));
    const decorations = await wb.afterDecorations();
    assert.deepEqual(decorations.map(([, after]) => after), answers.map((a) => `→ ${a}`));
  });

  it('solves bishop/sample3.in with Ctrl+Alt+G', async () => {
    const [answer] = expectedAnswers('bishop/sample3.in');
    const wb = await openWorkbench();
    await wb.openFile('bishop/sample3.in');
    await wb.waitUntilRecognized();
    await wb.editorLine(0).click();
    await wb.page.keyboard.press('Control+Alt+G');
    await wb.statusBarItem(new RegExp(`^\\s*Bishop 2: ${answer}\\s*$`)).waitFor({ timeout: 4000 });
  });
});
