// The heatmap's legend where a person looks for it: hovering a test's size
// line ("4 8") shows the test's answer, its size and the legend of the layer
// on screen, with round ticks and what the outlines mean; the layer's status
// bar item shows the same legend. Pictures in a dark and a light theme.
//
// Pacman's first test (editor lines 2-6) has P in a corner of an open 4 × 8
// board: its farthest cell is 3 + 7 = 10 steps away, so the ticks read
// 0 2 4 6 8 10.

import * as assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { expectedAnswers } from './expected';
import { openWorkbench } from './session';
import { SETTLE_MS, until, type Workbench } from './workbench';

describe('Legend of the heatmap', () => {
  for (const [theme, tag] of [
    ['Default Dark Modern', 'dark'],
    ['Default Light Modern', 'light'],
  ]) {
    it(`hovering the size line "4 8" of pacman/sample.in shows test 1's answer, size and legend (${tag} theme)`, async () => {
      const [answer] = expectedAnswers('pacman/sample.in');
      const wb = await openWorkbench();
      await wb.chooseColorTheme(theme);
      try {
        await wb.openFile('pacman/sample.in');
        await wb.waitUntilRecognized();
        await chooseLayerFromPalette(wb, 'Distance from P');
        const hover = await hoverLine(wb, 1);
        const text = clean(await hover.innerText());
        assert.match(text, /Grid Lens · Pacman vs\. Vampire · test 1 of 8/, text);
        assert.deepEqual(await tableRows(hover), [
          ['Answer', answer],
          ['Size', '4 rows × 8 columns'],
        ]);
        assert.match(text, /Distance from P: steps from Pacman/, text);
        assert.match(text, / 0 2 4 6 8 10 steps/, text);
        assert.match(text, /unreachable no colour: wall/, text);
        assert.match(text, /thin frame, bold letters: a shortest route to the food/, text);
        assert.match(text, /thick outline: a vampire that bites/, text);
        // The swatches wear the theme's heatmap colours: six of them, all different, none transparent.
        const swatches = await swatchColours(hover);
        assert.equal(swatches.length, 6 + 1, `six ticks and the unreachable swatch: ${swatches.join(' ')}`);
        assert.equal(new Set(swatches).size, swatches.length, swatches.join(' '));
        assert.ok(
          swatches.every((c) => !/^rgba\(.*,\s*0\)$/.test(c)),
          swatches.join(' '),
        );
        await hoverPicture(wb, hover, `legend-hover-${tag}`);
      } finally {
        if (tag !== 'dark') await wb.chooseColorTheme('Default Dark Modern');
      }
    });
  }

  it('the layer item in the status bar shows the legend of the test at the cursor, with round ticks', async () => {
    const wb = await openWorkbench();
    await wb.openFile('pacman/sample.in');
    await wb.waitUntilRecognized();
    await chooseLayerFromPalette(wb, 'Distance from P');
    await wb.editorLine(2).click();
    const item = wb.page.locator('[id="grid-lens.grid-lens.gridLens.layer"]');
    await item.hover();
    const tip = wb.page.locator('.monaco-hover:not(.hidden)', { hasText: 'Legend of test 1 of 8' });
    await tip.first().waitFor({ timeout: SETTLE_MS });
    const text = clean(await tip.first().innerText());
    assert.match(text, / 0 2 4 6 8 10 steps/, text);
    assert.match(text, /thick outline: a vampire that bites/, text);
  });
});

/** Picks a heatmap layer with "Grid Lens: Select Heatmap Layer" from the palette. */
async function chooseLayerFromPalette(wb: Workbench, name: string): Promise<void> {
  await wb.runFromPalette('Grid Lens: Select Heatmap Layer');
  await wb.page.locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: name }).first().click();
  const item = wb.page.locator('[id="grid-lens.grid-lens.gridLens.layer"]');
  await until(`the status bar to show the layer "${name}"`, async () => ((await item.innerText()).trim() === name ? true : undefined));
}

/** Puts the cursor at the start of the 0-based line and shows its hover with Ctrl+K Ctrl+I; returns the Grid Lens hover. */
async function hoverLine(wb: Workbench, line: number): Promise<Locator> {
  const hover = wb.page.locator('.editor-instance .monaco-hover:not(.hidden)', { hasText: 'Grid Lens' }).first();
  return until(`the Grid Lens hover of line ${line + 1}`, async () => {
    await wb.page.keyboard.press('Escape');
    const box = await wb.editorLine(line).boundingBox();
    if (!box) return undefined;
    await wb.clickForCursor(box.x + 2, box.y + box.height / 2, `Ln ${line + 1}, Col 1`);
    await wb.page.keyboard.press('Control+K');
    await wb.page.keyboard.press('Control+I');
    try {
      await hover.waitFor({ timeout: 5000 });
      return hover;
    } catch {
      return undefined;
    }
  });
}

function clean(s: string): string {
  return s
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function tableRows(hover: Locator): Promise<string[][]> {
  const rows = await hover.locator('tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  return rows.map((r) => r.map(clean)).filter((r) => r.length === 2 && r[0]);
}

/** The computed background colours of the hover's colour swatches, in order. */
async function swatchColours(hover: Locator): Promise<string[]> {
  return hover.locator('span[style*="background-color"]').evaluateAll((spans) => spans.map((s) => getComputedStyle(s).backgroundColor));
}

/** A picture of the editor with the hover, once it has faded in. */
async function hoverPicture(wb: Workbench, hover: Locator, name: string): Promise<void> {
  await hover.evaluate((h) => Promise.all(h.getAnimations({ subtree: true }).map((a) => a.finished)));
  await wb.screenshot(name);
}
