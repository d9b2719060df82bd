// A typo in a size line, as a person makes it: the file keeps its problem,
// the error shows at its column and in the Problems view, and the other test
// keeps its answer. A file nothing names gets one hint, whose quick fix reads
// it as the problem that came closest.

import * as assert from 'node:assert/strict';
import { openWorkbench, readExample, writeWorkspaceFile } from './session';
import { SETTLE_MS, until, type Workbench } from './workbench';

describe('Recognition through a typo', () => {
  it('typing "x" over a size line of pacman/detours.in keeps Pacman: the error at its column, test 2 still answered', async () => {
    writeWorkspaceFile('typo/detours.in', readExample('pacman/detours.in'));
    const wb = await openWorkbench();
    await wb.openFile('typo/detours.in');
    await wb.waitUntilRecognized();
    await wb.waitForInlineAnswers(['→ 470', '→ 460']);

    // Line 2 is "4 4": select its second number and type over it.
    await goTo(wb, 2, 3);
    await wb.page.keyboard.press('Shift+ArrowRight');
    await wb.page.keyboard.type('x');
    await wb.errorSquiggles().first().waitFor({ timeout: SETTLE_MS });
    await wb.waitForInlineAnswers(['→ 460']);
    await wb.statusBarItem('Grid Lens: Pacman vs. Vampire · 1 problem').waitFor({ timeout: SETTLE_MS });

    const panel = await wb.showProblems();
    const entry = panel.locator('.monaco-list-row', { hasText: 'found "x"' }).first();
    await entry.waitFor({ timeout: SETTLE_MS });
    assert.match((await entry.innerText()).replace(/\s+/g, ' '), /Expected m of test 1 to be a whole number, found "x"\..*Ln 2, Col 3/);
    await inBothThemes(wb, 'recognition-typo-kept');
  });

  it('a broken file nothing names: one hint with the closest problem, and Ctrl+. reads it as Pacman', async () => {
    writeWorkspaceFile('loose/only.in', readExample('pacman/detours.in').replace('4 4', '4 x'));
    const wb = await openWorkbench();
    await wb.openFile('loose/only.in');
    const info = wb.page.locator('.editor-instance .view-overlays .squiggly-info');
    await info.first().waitFor({ timeout: SETTLE_MS });
    const panel = await wb.showProblems();
    const rows = panel.locator('.monaco-list-row', { hasText: 'Grid Lens' });
    await rows.first().waitFor({ timeout: SETTLE_MS });
    const text = (await panel.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /Not a test of any problem Grid Lens knows\. Closest: Pacman vs\. Vampire \(pacman\), which stops fitting here: Expected m of test 1/);
    await inBothThemes(wb, 'recognition-closest-hint');

    await goTo(wb, 2, 3);
    const fix = wb.page.locator('.action-widget .monaco-list-row.action', { hasText: 'Read this file as Pacman vs. Vampire' }).first();
    await until('the quick fix to be offered', async () => {
      await wb.page.keyboard.press('Control+.');
      try {
        await fix.waitFor({ timeout: 3000 });
        return true;
      } catch {
        await wb.page.keyboard.press('Escape');
        return undefined;
      }
    });
    const at = await fix.boundingBox();
    assert.ok(at);
    // The menu shields the page until the mouse moves, as a hand on it would.
    await wb.page.mouse.move(at.x + 20, at.y + at.height / 2);
    await wb.page.mouse.move(at.x + 30, at.y + at.height / 2);
    await fix.click();
    await wb.statusBarItem('Grid Lens: Pacman vs. Vampire · 1 problem').waitFor({ timeout: SETTLE_MS });
    await wb.waitForInlineAnswers(['→ 460']);
    await wb.errorSquiggles().first().waitFor({ timeout: SETTLE_MS });
  });
});

/** Pictures of the screen as it is, in Dark Modern and in Light Modern (the session's theme, left on). */
async function inBothThemes(wb: Workbench, name: string): Promise<void> {
  await wb.chooseColorTheme('Dark Modern');
  await wb.screenshot(`${name}-dark`);
  await wb.chooseColorTheme('Light Modern');
  await wb.screenshot(`${name}-light`);
}

/** Puts the cursor at a 1-based line and column with Go to Line/Column (Ctrl+G). */
async function goTo(wb: Workbench, line: number, col: number): Promise<void> {
  await wb.editorLine(0).click();
  await wb.page.keyboard.press('Control+G');
  const input = wb.page.locator('.quick-input-widget input');
  await input.waitFor();
  // In a browser Ctrl+G may open Quick Open; its ":" prefix is Go to Line/Column either way.
  await input.fill(`:${line}:${col}`);
  await wb.page.keyboard.press('Enter');
  await until(
    `the cursor at Ln ${line}, Col ${col}`,
    async () =>
      (
        await wb.page
          .locator('[id="status.editor.selection"]')
          .innerText()
          .catch(() => '')
      ).trim() === `Ln ${line}, Col ${col}`
        ? true
        : undefined,
    5000,
  );
}
