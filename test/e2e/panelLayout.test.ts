// The heatmap panel at the widths people give it, in a real VS Code: dragged
// narrow to 300 and 250 pixels, and at the width it opens with. Nothing may be
// cut off (controls inside the panel, no text holding more than it shows), the
// toolbar stays within two rows, and the pickers stay usable. Each width is
// photographed in a dark and a light theme.

import * as assert from 'node:assert/strict';
import { analyze } from '../../src/core/analyze';
import { stepCount } from '../../src/core/render/playback';
import { focusFileTab, inDarkAndLight, layoutReport, type LayoutReport, openedPanel, resizePanel, shot, solved, themeKind } from './panelPage';
import { openWorkbench, readExample, writeWorkspaceFile } from './session';

function assertWhole(report: LayoutReport, what: string): void {
  assert.deepEqual(report.clipped, [], `${what}: cut off`);
  assert.ok(report.toolbarRows <= 2, `${what}: the toolbar takes ${report.toolbarRows} rows`);
  for (const w of report.selectWidths) assert.ok(w >= 60, `${what}: a picker only ${w} px wide`);
}

describe('Heatmap panel: narrow panels', () => {
  it('stays whole at its opening width, 300 px and 250 px: two toolbar rows at most, texts wrapped, not cut', async () => {
    const file = 'matrix/sample.in';
    const text = readExample(file);
    // Scenario 3 has the longest texts: "You are eliminated." and its line's label.
    const steps = stepCount(solved(text, 2).result.line!);
    // A file whose only test cannot be read: the panel points to its problems.
    const broken = 'narrow/broken.in';
    const brokenText = '1\n4 8\nP......V\n.....F..\n';
    const a = analyze(brokenText);
    assert.equal(a.problem?.id, 'pacman');
    assert.equal(a.parsed!.cases[0].grid, undefined);
    writeWorkspaceFile(broken, brokenText);

    const wb = await openWorkbench();
    await wb.openFile(file);
    await wb.editorLines().click();
    await wb.runFromPalette('Grid Lens: Show Heatmap');
    const panel = await openedPanel(wb, { rows: 8, cols: 8 });
    if ((await panel.data()).caseIndex !== 2) await panel.selectCase(2);
    await panel.canvas.focus();
    await wb.page.keyboard.press('End');
    await panel.waitForBoard({ caseIndex: 2, step: steps - 1 });

    // Each width in a dark and a light theme; the problems view in the theme the run started with.
    const opening = await layoutReport(panel);
    await inDarkAndLight(panel, async (kind) => {
      assertWhole(await layoutReport(panel), `at the opening width (${opening.width} px)`);
      await shot(wb, `narrow-opening-${kind}`);
    });
    for (const width of [300, 250]) {
      await resizePanel(wb, width);
      await panel.waitForBoard({ caseIndex: 2, step: steps - 1 });
      await inDarkAndLight(panel, async (kind) => {
        const report = await layoutReport(panel);
        assert.ok(Math.abs(report.width - width) <= 4, `the panel's document is ${report.width} px wide`);
        assertWhole(report, `at ${width} px`);
        // The whole playback text is there, wrapped.
        const stepText = await panel.frame.locator('#step').innerText();
        assert.match(stepText.replace(/\s+/g, ' '), /you are eliminated after your move \d+ · caught on \(\d, \d\)$/);
        await shot(wb, `narrow-${width}-${kind}`);
      });
    }

    // At 250 px, a test that cannot be read: the message points up to the list, which is above it.
    await focusFileTab(wb, 'sample.in');
    await wb.openFile(broken);
    await panel.frame.locator('body[data-state="message"]').waitFor({ timeout: 30_000 });
    const message = await panel.frame.locator('#message').innerText();
    assert.match(message, /^The test cannot be read yet: \d+ problems?, listed above\.$/);
    const list = await panel.frame.locator('#issues').boundingBox();
    const box = await panel.frame.locator('#message').boundingBox();
    assert.ok(list && box && list.y + list.height <= box.y + 1, 'the list of problems is above the message');
    assertWhole(await layoutReport(panel), 'the broken test at 250 px');
    await shot(wb, `narrow-250-problems-${await themeKind(panel)}`);
  });

});
