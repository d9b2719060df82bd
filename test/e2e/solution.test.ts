// Checking your own solution, as a person does it: right-click a Python file
// → Choose Solution, right-click a test → Run My Solution; the Test Explorer
// lists the file and its cases with their verdicts, the editor shows them
// after each case's answer, and a wrong answer opens in the diff view.
// Pictures in Dark Modern and Light Modern.

import * as assert from 'node:assert/strict';
import { openWorkbench, readExample, writeWorkspaceFile } from './session';
import type { Locator } from 'playwright-core';
import { pacmanSolution } from '../pacmanSolution';
import { expectedAnswers, expectedOutput } from './expected';
import { until, type Workbench } from './workbench';

/** The Test Explorer's rows, every file unfolded: "test 1 · 4 × 8 (Failed)". */
async function testExplorerRows(wb: Workbench): Promise<string[]> {
  await wb.runFromPalette('Testing: Focus on Test Explorer View');
  const rows = wb.page.locator('.test-explorer .monaco-list-row');
  await rows.first().waitFor();
  // A file that passed stays folded: open it, as a person would to see its cases.
  for (let folded = rows.locator('xpath=self::*[@aria-expanded="false"]').first(); await folded.count();) {
    await folded.locator('.monaco-tl-twistie').click();
    await wb.page.waitForTimeout(200);
  }
  // The label's own text (not its description), and the state its screen-reader label ends with.
  return rows.evaluateAll((els) => els.map((e) => `${e.querySelector('.label')?.firstChild?.textContent ?? ''} ${(e.getAttribute('aria-label') ?? '').match(/\((\w+)\)/)?.[0] ?? ''}`));
}

/** The two sides of a diff editor, line by line. */
async function diffSides(diff: Locator): Promise<{ original: string[]; modified: string[] }> {
  const side = async (which: string) => {
    const lines = diff.locator(`.editor.${which} .view-lines .view-line`);
    await lines.first().waitFor();
    const texts = await lines.evaluateAll((els) =>
      els.sort((a, b) => parseFloat((a as HTMLElement).style.top) - parseFloat((b as HTMLElement).style.top)).map((e) => (e.textContent ?? '').replace(/\u00a0/g, ' ')),
    );
    return texts.filter((t, i) => t !== '' || i < texts.length - 1);
  };
  return { original: await side('original'), modified: await side('modified') };
}

/** The verdicts after the case headers, in line order ("✓ AC", "✗ WA: …"). */
async function inlineVerdicts(wb: Workbench, count: number): Promise<string[]> {
  return until(`${count} verdicts after the case headers`, async () => {
    const seen = (await wb.afterDecorations()).map(([, after]) => after).filter((a) => /^[✓✗]/.test(a));
    return seen.length === count ? seen : undefined;
  });
}

/**
 * A workbench in the theme, with a Pacman solution (right.py: the statement's rule, wrong.py: the
 * write-up's) chosen from the Explorer, and a copy of the Pacman sample named `test` to run it on.
 */
async function solutionChosen(theme: string, solution: 'right.py' | 'wrong.py', test: string): Promise<Workbench> {
  writeWorkspaceFile(`mine/${solution}`, pacmanSolution(solution === 'right.py'));
  writeWorkspaceFile(`pacman/${test}`, readExample('pacman/sample.in'));
  const wb = await openWorkbench();
  await wb.chooseColorTheme(theme);
  await wb.contextMenu(await wb.revealInExplorer(`mine/${solution}`), 'Choose Solution');
  return wb;
}

describe('Run My Solution', () => {
  it('a wrong solution: the Test Explorer marks the wrong cases, the editor says what was printed, the diff view shows both outputs (Dark Modern)', async () => {
    const wb = await solutionChosen('Dark Modern', 'wrong.py', 'ui-run.in');
    await wb.openFile('pacman/ui-run.in');
    await wb.waitUntilRecognized();
    await wb.contextMenu(wb.editorLines(), 'Run My Solution');
    const toast = wb.notification('Your solution (wrong.py)');
    await toast.waitFor({ timeout: 60_000 });
    assert.match(await wb.notificationMessage(toast), /ui-run\.in: WA on test 1: expected 480, got 500/);
    // After each case's answer: its verdict, in the Testing view's colours.
    const want = expectedAnswers('pacman/sample.in');
    // What the write-up's rule prints on the sample (it misses vampires off the shortest paths).
    const printed = ['500', '500', '490', '500', '500', '470', '500', '-120'];
    assert.deepEqual(
      await inlineVerdicts(wb, 8),
      want.map((w, i) => (w === printed[i] ? '✓ AC' : `✗ WA: expected ${w}, you printed ${printed[i]}`)),
    );
    await wb.notificationsSettled();
    await wb.screenshot('solution-wrong-dark');

    // The notification's Show Difference: the whole output beside the expected one.
    await toast.locator('.monaco-button', { hasText: 'Show Difference' }).click();
    await wb.page.locator('.tabs-container .tab.active', { hasText: 'ui-run.in: expected ↔ your output' }).waitFor();
    const sides = await diffSides(wb.page.locator('.editor-instance .monaco-diff-editor'));
    assert.deepEqual(sides, { original: expectedOutput('pacman/sample.in').trimEnd().split('\n'), modified: printed });
    await wb.screenshot('solution-diff-dark');

    // VS Code's badge on the first wrong case opens the failure: expected against actual in a diff.
    await wb.page.locator('.tabs-container .tab', { hasText: /^ui-run\.in$/ }).click();
    await wb.page.locator('.test-error-content-widget').first().click();
    const peek = wb.page.locator('.test-output-peek');
    await peek.locator('.monaco-diff-editor').waitFor();
    assert.deepEqual(await diffSides(peek.locator('.monaco-diff-editor')), { original: ['480'], modified: ['500'] });
    await wb.screenshot('solution-wrong-peek-dark');
    await wb.page.keyboard.press('Escape');

    assert.deepEqual(await testExplorerRows(wb), [
      'ui-run.in (Failed)',
      ...want.map((w, i) => `test ${i + 1} · ${['4 × 8', '4 × 8', '4 × 8', '5 × 6', '3 × 2', '1 × 12', '3 × 12', '8 × 8'][i]} (${w === printed[i] ? 'Passed' : 'Failed'})`),
    ]);
  });

  it('a right solution from the Explorer: every case passes, and the editor says so (Light Modern)', async () => {
    const wb = await solutionChosen('Light Modern', 'right.py', 'ui-run-right.in');
    // Offered for folders of tests too.
    assert.ok((await wb.contextMenuLabels(wb.explorerRow('pacman'))).includes('Run My Solution'));
    await wb.contextMenu(await wb.revealInExplorer('pacman/ui-run-right.in'), 'Run My Solution');
    const toast = wb.notification('Your solution (right.py)');
    await toast.waitFor({ timeout: 60_000 });
    assert.match(await wb.notificationMessage(toast), /ui-run-right\.in: AC \(\d+ ms\)$/);
    await wb.openFile('pacman/ui-run-right.in');
    assert.deepEqual(await inlineVerdicts(wb, 8), Array(8).fill('✓ AC'));
    assert.deepEqual(await testExplorerRows(wb), [
      'ui-run-right.in (Passed)',
      ...['4 × 8', '4 × 8', '4 × 8', '5 × 6', '3 × 2', '1 × 12', '3 × 12', '8 × 8'].map((size, i) => `test ${i + 1} · ${size} (Passed)`),
    ]);
    await wb.notificationsSettled();
    await wb.screenshot('solution-right-light');
  });
});
