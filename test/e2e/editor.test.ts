// In the editor: right-click → "Solve grid"; each test case's header line ends
// with "→ answer" and the status bar names the problem and the answers.

import * as assert from 'node:assert/strict';
import { expectedAnswers } from './expected';
import { openWorkbench, writeWorkspaceFile } from './session';

describe('Editor › Solve grid', () => {
  it('shows inline answers after each case header of zgame/corners.in and the summary in the status bar', async () => {
    const answers = expectedAnswers('zgame/corners.in');
    const wb = await openWorkbench();
    await wb.openFile('zgame/corners.in');
    await wb.waitUntilRecognized();
    await wb.contextMenu(wb.editorLine(0), 'Solve grid');

    const status = wb.statusBarItem('Grid Lens:');
    await status.waitFor();
    const statusText = (await status.innerText()).trim();
    assert.match(statusText, /Grid Lens: Z-Game on grid · /);
    assert.match(statusText, new RegExp(`${answers.length} answers`));

    // Every case of this file fits on screen, so every answer is rendered.
    const decorations = await waitForDecorations(wb, answers.length);
    assert.deepEqual(decorations.map(([, after]) => after), answers.map((a) => `→ ${a}`));
    // Each sits on a header line "N M".
    for (const [line] of decorations) assert.match(line.trim(), /^\d+ \d+$/);
  });

  it('shows the answer of a single-case file (bishop/sample1.in) inline and in the status bar', async () => {
    const [answer] = expectedAnswers('bishop/sample1.in');
    const wb = await openWorkbench();
    await wb.openFile('bishop/sample1.in');
    await wb.waitUntilRecognized();
    await wb.contextMenu(wb.editorLine(0), 'Solve grid');
    await wb.statusBarItem(`Grid Lens: Bishop 2 · ${answer}`).waitFor();
    const decorations = await waitForDecorations(wb, 1);
    assert.deepEqual(decorations.map(([, after]) => after), [`→ ${answer}`]);
  });
});

describe('Editor › an unrelated text file', () => {
  it('gets no "Solve grid" menu item, no inline text and no Grid Lens status', async () => {
    writeWorkspaceFile('notes/plan.in', 'Ask about the time limit.\nRe-read problem B tomorrow.\n');
    const wb = await openWorkbench();
    await wb.openFile('notes/plan.in');
    // Recognition of a grid file shows within a second or two; give it ample time to (not) happen.
    await wb.page.waitForTimeout(3000);
    const labels = await wb.contextMenuLabels(wb.editorLine(0));
    assert.ok(labels.length > 0 && !labels.includes('Solve grid'), `editor menu: ${labels.join(' | ')}`);
    assert.deepEqual(await wb.afterDecorations(), []);
    assert.equal(await wb.statusBarItem('Grid Lens:').count(), 0);
  });
});

async function waitForDecorations(wb: Awaited<ReturnType<typeof openWorkbench>>, count: number): Promise<[string, string][]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await wb.afterDecorations();
    if (found.length >= count || Date.now() > deadline) return found;
    await wb.page.waitForTimeout(200);
  }
}
