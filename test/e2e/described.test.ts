// A problem of one's own, described in a *.grid-problem.json, as a person
// uses it: open a test of it and see it recognized, answered after its first
// line and in the status bar; hover a cell for its distances; open the
// heatmap panel and play the route back, in the dark and the light theme;
// edit the description (moves in eight directions) and see the answer change
// before saving; make a mistake in it and find it in the Problems view at
// its line and column.
//
// Expected values: worked out by hand from the maze below, and asserted
// against the core first.

import * as assert from 'node:assert/strict';
import { analyze } from '../../src/core/analyze';
import { withDescriptions } from '../../src/core/described/registry';
import { layerValues } from '../../src/core/problem';
import { BUILT_INS } from '../../src/core/problems';
import { stepCount } from '../../src/core/render/playback';
import { inDarkAndLight, openedPanel, scaleColor, assertColor, shot } from './panelPage';
import { openWorkbench, writeWorkspaceFile } from './session';
import { until, type Workbench } from './workbench';

const DESCRIPTION = `{
  "id": "uimaze",
  "title": "Garden maze",
  "judge": "Grid Lens UI test",
  "files": ["*.in"],
  "header": ["H W"],
  "limits": { "H": "1..100", "W": "1..100" },
  "board": { "rows": "H", "cols": "W" },
  "cells": {
    ".": "floor",
    "#": "wall",
    "S": { "role": "start", "count": 1, "name": "the gardener" },
    "G": { "role": "goal", "count": 1, "name": "the gate" }
  },
  "moves": [{ "type": "step", "directions": "orthogonal" }]
}
`;

// S at (1,1), G at (5,7) in 1-based (row, column); walls make the four-direction route wind.
const MAZE = ['5 7', 'S.#....', '.##.##.', '...#...', '.#...#.', '...#..G', ''].join('\n');

function solve(description: string, input: string) {
  const { registry } = withDescriptions(BUILT_INS, [{ name: 'maze.grid-problem.json', text: description }]);
  return analyze(input, { registry });
}

/** Puts the cursor at the start of the 0-based line (the first cell of a row) and reads the Grid Lens hover (Ctrl+K Ctrl+I), label → value. */
async function hoverFirstCell(wb: Workbench, line: number): Promise<Record<string, string>> {
  return until(`the Grid Lens hover of line ${line + 1}`, async () => {
    await wb.page.keyboard.press('Escape');
    // Just past the row's text, then Home: the cursor on its first cell.
    const text = wb.editorLine(line).locator('span').first();
    const box = (await text.boundingBox())!;
    await wb.clickForCursor(box.x + box.width + 4, box.y + box.height / 2, `Ln ${line + 1}, Col ${(await text.innerText()).length + 1}`);
    await wb.page.keyboard.press('Home');
    await until('the cursor on the first cell', async () => ((await wb.page.locator('[id="status.editor.selection"]').innerText()).trim() === `Ln ${line + 1}, Col 1` ? true : undefined), 5000);
    const hover = await wb.gridLensHoverAtCursor();
    return hover && Object.keys(hover.rows).length ? hover.rows : undefined;
  });
}

/** Replaces a word in the active editor with the Replace widget (Ctrl+H, Replace All), as a person edits a word off screen. */
async function retype(wb: Workbench, word: string, replacement: string): Promise<void> {
  await wb.page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
  await wb.page.keyboard.press('Control+H');
  const widget = wb.page.locator('.editor-group-container.active .find-widget.visible');
  await widget.waitFor();
  await widget.locator('.find-part textarea').fill(word);
  await widget.locator('.replace-part textarea').fill(replacement);
  await widget.locator('.replace-part [aria-label^="Replace All"]').click();
  await wb.page.keyboard.press('Escape');
  await until(`"${replacement}" in place of "${word}"`, async () => {
    const lines = await wb.page.locator('.editor-group-container.active .view-lines').first().innerText();
    return lines.replace(/\u00a0/g, ' ').includes(`"${replacement}"`) ? true : undefined;
  });
}

describe('A problem you describe', () => {
  it('is recognized, answered, hovered, painted and played back; edited live; its mistakes shown at their place', async () => {
    // Hand-worked: four directions need 10 steps from S to G (down twice, then right and down around the walls); eight, 7.
    const four = solve(DESCRIPTION, MAZE);
    assert.equal(four.problem?.id, 'uimaze');
    assert.equal(four.output, '10\n');
    const eight = solve(DESCRIPTION.replace('"orthogonal"', '"king"'), MAZE);
    assert.equal(eight.output, '7\n');
    const fromStart = layerValues(four.results[0]!, 'fromStart')!;
    // (3,1) 1-based is two steps down from S; the gate is 10.
    assert.equal(fromStart[2 * 7 + 0], 2);
    assert.equal(fromStart[4 * 7 + 6], 10);
    // (4,1), off the route (which the panel draws through the cells' middles), is three steps down.
    assert.equal(fromStart[3 * 7 + 0], 3);

    writeWorkspaceFile('garden/maze.grid-problem.json', DESCRIPTION);
    writeWorkspaceFile('garden/01.in', MAZE);
    const wb = await openWorkbench();
    await wb.openFile('garden/01.in');
    await wb.waitUntilRecognized();
    await wb.statusBarItem('Grid Lens: Garden maze · 10').waitFor({ timeout: 30_000 });
    await wb.waitForInlineAnswers(['→ 10']);

    const rows = await hoverFirstCell(wb, 3);
    assert.equal(rows['From the start'], '2 moves', JSON.stringify(rows));
    assert.equal(rows['To the goal'], '8 moves', JSON.stringify(rows));
    assert.equal(rows['Fewest-cost route'], 'one stops here', JSON.stringify(rows));

    // Choose Problem for This File lists it beside the built-in problems, with where it is described.
    await wb.page.keyboard.press('Escape');
    await wb.runFromPalette('Grid Lens: Choose Problem for This File');
    const picks = wb.page.locator('.quick-input-widget .quick-input-list .monaco-list-row');
    await picks.filter({ hasText: 'Pacman vs. Vampire' }).first().waitFor();
    // The list is longer than the picker shows: typing narrows it, as a person would.
    await wb.page.locator('.quick-input-widget input').fill('garden');
    const mine = picks.filter({ hasText: 'Garden maze' }).first();
    await mine.waitFor();
    assert.match((await mine.innerText()).replace(/\s+/g, ' '), /Garden maze ?uimaze ?described in garden\/maze\.grid-problem\.json · Grid Lens UI test/);
    await wb.page.keyboard.press('Escape');
    await wb.page.locator('.quick-input-widget').waitFor({ state: 'hidden' });

    await wb.runFromPalette('Grid Lens: Show Heatmap');
    const panel = await openedPanel(wb, { rows: 5, cols: 7, layer: 'fromStart' });
    const legend = (await panel.frame.locator('#legend').innerText()).replace(/\s+/g, ' ');
    assert.match(legend, /From the start/);
    assert.match(legend, /the gardener/);
    assert.match(legend, /the gate/);
    // The route: from S to G, one cell a step.
    const line = four.results[0]!.line.get()!;
    const steps = stepCount(line);
    assert.equal(steps, 11);
    await panel.canvas.focus();
    await wb.page.keyboard.press('End');
    await panel.waitForBoard({ step: steps - 1 });
    const mover = await panel.pieceColor('piece');
    assertColor(await panel.pixel(4, 6, 0.5, 0.3), mover, 'the gardener at the gate at the end of the route');
    await inDarkAndLight(panel, async (kind) => {
      assertColor(await panel.pixel(3, 0), scaleColor(3, 16), `${kind}: (4,1) three steps from the start`);
      await shot(wb, `described-${kind}`);
    });

    // The description, edited and not saved: eight directions.
    await wb.openFile('garden/maze.grid-problem.json');
    await retype(wb, 'orthogonal', 'king');
    await wb.page
      .locator('.tabs-container .tab .label-name', { hasText: /^01\.in$/ })
      .first()
      .click();
    await wb.waitForInlineAnswers(['→ 7']);
    await wb.statusBarItem('Grid Lens: Garden maze · 7').waitFor({ timeout: 30_000 });

    // A mistake only Grid Lens sees (a set of directions it does not know), at its line and column.
    await wb.page
      .locator('.tabs-container .tab .label-name', { hasText: /^maze\.grid-problem\.json$/ })
      .first()
      .click();
    await retype(wb, 'king', 'kinq');
    const problems = await wb.showProblems();
    const entry = problems.locator('.monaco-list-row', { hasText: 'is not a set of directions' }).first();
    await entry.waitFor({ timeout: 30_000 });
    const text = (await entry.innerText()).replace(/\s+/g, ' ');
    const lineNo = DESCRIPTION.split('\n').findIndex((l) => l.includes('"orthogonal"'));
    const col = DESCRIPTION.split('\n')[lineNo].indexOf('"orthogonal"');
    assert.match(text, new RegExp(`"kinq" is not a set of directions\\. Did you mean "king"\\?.*Ln ${lineNo + 1}, Col ${col + 1}\\b`), text);
    await shot(wb, 'described-mistake');
  });
});
