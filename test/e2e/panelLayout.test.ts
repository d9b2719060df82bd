// The heatmap panel at the widths people give it, in a real VS Code: dragged
// narrow to 300 and 250 pixels, and at the width it opens with. Nothing may be
// cut off (controls inside the panel, no text holding more than it shows), the
// toolbar stays within two rows, and the pickers stay usable. Thin boards
// (1×500, 500×1) open with cells large enough to see and pan along. Each
// width is photographed in a dark and a light theme.

import * as assert from 'node:assert/strict';
import { analyze } from '../../src/core/analyze';
import { MIN_FIT_CELL } from '../../src/core/render/viewport';
import { stepCount } from '../../src/core/render/playback';
import { assertShare, focusFileTab, inDarkAndLight, layoutReport, type LayoutReport, openedPanel, Panel, panelFrame, resizePanel, shot, solved, themeKind } from './panelPage';
import { openWorkbench, readExample, writeWorkspaceFile } from './session';

function assertWhole(report: LayoutReport, what: string): void {
  assert.deepEqual(report.clipped, [], `${what}: cut off`);
  assert.ok(report.toolbarRows <= 2, `${what}: the toolbar takes ${report.toolbarRows} rows`);
  for (const w of report.selectWidths) assert.ok(w >= 60, `${what}: a picker only ${w} px wide`);
}

describe('Heatmap panel: narrow panels and thin boards', () => {
  it('stays whole at its opening width, 300 px and 250 px: two toolbar rows at most, texts wrapped, not cut', async () => {
    const file = 'matrix/sample.in';
    const text = readExample(file);
    // Scenario 3 has the longest texts: "You are eliminated." and its line's label.
    const steps = stepCount(solved(text, 2).result.line.get()!);
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

  it('opens a 1×500 and a 500×1 board with cells of at least MIN_FIT_CELL (12 px), to be panned along', async () => {
    // Pacman in one row: P at the start, F near the end, two vampires between.
    const row = `P${'.'.repeat(200)}V${'.'.repeat(100)}V${'.'.repeat(50)}F${'.'.repeat(146)}`;
    assert.equal(row.length, 500);
    writeWorkspaceFile('thin/row.in', `1\n1 500\n${row}\n`);
    // Z-Game in one column: a B at row 300.
    const column = Array.from({ length: 500 }, (_, r) => (r === 299 ? 'B' : '.'));
    writeWorkspaceFile('thin/column.in', `1\n500 1\n${column.join('\n')}\n`);
    assert.equal(analyze(`1\n1 500\n${row}\n`).problem?.id, 'pacman');
    assert.equal(analyze(`1\n500 1\n${column.join('\n')}\n`).problem?.id, 'zgame');

    const wb = await openWorkbench();
    await wb.contextMenu(await wb.revealInExplorer('thin/row.in'), 'Show Heatmap');
    const panel = await openedPanel(wb, { rows: 1, cols: 500 });
    await inDarkAndLight(panel, async (kind) => {
      const d = await panel.data();
      assert.ok(d.scale >= MIN_FIT_CELL, `1×500 opens at ${d.scale} px a cell`);
      // Pacman's marker is there, at the start, readable although the cell is small.
      assertShare(await panel.colorShare(0, 0, await panel.pieceColor('pacman')), 0.3, 'Pacman at the start');
      await shot(wb, `thin-row-${kind}`);
    });

    // Fit keeps the minimum; a drag pans along the row; so does a sideways scroll.
    await panel.frame.locator('#fit').click();
    await wb.page.waitForTimeout(200);
    const fitted = await panel.data();
    assert.ok(fitted.scale >= MIN_FIT_CELL, `Fit: ${fitted.scale} px a cell`);
    const box = (await panel.canvas.boundingBox())!;
    const y = box.y + fitted.y + fitted.scale / 2;
    await wb.page.mouse.move(box.x + box.width - 20, y);
    await wb.page.mouse.down();
    await wb.page.mouse.move(box.x + box.width - 120, y, { steps: 5 });
    await wb.page.mouse.move(box.x + box.width - 220, y, { steps: 5 });
    await wb.page.mouse.up();
    await wb.page.waitForTimeout(200);
    const dragged = await panel.data();
    assert.ok(Math.abs(dragged.x - (fitted.x - 200)) < 2, `a drag of 200 px moved the board from ${fitted.x} to ${dragged.x}`);
    assert.equal(dragged.scale, fitted.scale);
    await wb.page.keyboard.down('Shift');
    await wb.page.mouse.wheel(0, 300);
    await wb.page.keyboard.up('Shift');
    await wb.page.waitForTimeout(200);
    const scrolled = await panel.data();
    assert.ok(scrolled.x < dragged.x - 100 && scrolled.scale === dragged.scale, `Shift and the wheel pan: x ${dragged.x} → ${scrolled.x}, scale ${scrolled.scale}`);

    await wb.contextMenu(await wb.revealInExplorer('thin/column.in'), 'Show Heatmap');
    const tall = new Panel(wb, panelFrame(wb));
    await tall.waitForBoard({ rows: 500, cols: 1 });
    await inDarkAndLight(tall, async (kind) => {
      const c = await tall.waitForBoard({ rows: 500, cols: 1 });
      assert.ok(c.scale >= MIN_FIT_CELL, `500×1 opens at ${c.scale} px a cell`);
      assertShare(await tall.colorShare(0, 0, await tall.pieceColor('start'), 1), 0.05, 'the start framed');
      await shot(wb, `thin-column-${kind}`);
    });
  });
});
