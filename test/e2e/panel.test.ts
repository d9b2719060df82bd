// The heatmap panel in a real VS Code, for each problem: open it (editor
// title, editor menu, Explorer menu, palette), read canvas pixels at known
// cells, switch layer and test, click a cell and see the editor select it,
// hover for the tooltip, step through the line of play, reload the window and
// find the panel restored, edit the file and see the picture change.
//
// Expected colours: the values at the checked cells are worked out by hand
// from the rules (asserted against the core first), then coloured with the
// shared scale; walls and value-less cells take the theme's colours, read from
// the panel's own legend swatches.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { categoryColor } from '../../src/core/colorScale';
import { near } from '../../src/core/render/color';
import { PAINT_NONE, PAINT_WALL } from '../../src/core/render/palette';
import { positionsAt, stepCount } from '../../src/core/render/playback';
import {
  assertColor,
  assertShare,
  assertTooltip,
  focusFileTab,
  hex,
  layerValue,
  openedPanel,
  overwriteCell,
  Panel,
  panelFrame,
  reloadWindow,
  scaleColor,
  shot,
  solved,
  textPosition,
  waitForSelection,
} from './panelPage';
import { openWorkbench, readExample, session, writeWorkspaceFile } from './session';

describe('Heatmap panel', () => {
  it('pacman: opens from the editor title, draws both distance layers and tests, follows clicks, edits and a reload', async () => {
    const file = 'pacman/sample.in';
    const text = readExample(file);
    // Hand-worked values (open 4×8 boards: distances are Manhattan distances).
    // Test 1: P (0,0), F (1,5). Test 2: P (0,0), F (2,0).
    assert.equal(layerValue(text, 0, 'fromP', 3, 0), 3);
    assert.equal(layerValue(text, 0, 'fromP', 3, 7), 10);
    assert.equal(layerValue(text, 0, 'toF', 3, 0), 7);
    assert.equal(layerValue(text, 0, 'toF', 3, 7), 4);
    assert.equal(layerValue(text, 1, 'toF', 3, 7), 8);
    assert.equal(layerValue(text, 1, 'toF', 0, 7), 9);

    const wb = await openWorkbench();
    // The webview's console (its frames belong to the page): no Content Security Policy refusals.
    const refused: string[] = [];
    wb.page.on('console', (m) => /Content Security Policy|Refused to/i.test(m.text()) && refused.push(m.text()));
    await wb.openFile(file);
    const button = wb.page.locator('.editor-actions .action-item a[aria-label*="Show Heatmap"]').first();
    await button.waitFor({ timeout: 20_000 });
    await button.click();
    const panel = await openedPanel(wb, { caseIndex: 0, layer: 'fromP', rows: 4, cols: 8 });
    // Distance from P: max 10 on test 1.
    assertColor(await panel.pixel(3, 0), scaleColor(3, 10), 'test 1, fromP (3,0)');
    assertColor(await panel.pixel(3, 7), scaleColor(10, 10), 'test 1, fromP (3,7)');
    // The legend lists the scale's values.
    const legend = (await panel.frame.locator('#legend').innerText()).replace(/\s+/g, ' ');
    assert.match(legend, /Distance from P/);
    for (const v of ['0', '5', '10']) assert.ok(legend.includes(v), `legend "${legend}" lacks ${v}`);
    // The two vampires that bite in test 1 are listed as marked.
    assert.match(legend, /a vampire that bites \(2\)/);
    await shot(wb, 'pacman');

    await panel.selectLayer('toF');
    assertColor(await panel.pixel(3, 0), scaleColor(7, 7), 'test 1, toF (3,0)');
    assertColor(await panel.pixel(3, 7), scaleColor(4, 7), 'test 1, toF (3,7)');

    // Another test keeps the layer; its own scale (max 9).
    await panel.selectCase(1);
    assert.equal((await panel.data()).layer, 'toF');
    assertColor(await panel.pixel(3, 7), scaleColor(8, 9), 'test 2, toF (3,7)');
    assertColor(await panel.pixel(0, 7), scaleColor(9, 9), 'test 2, toF (0,7)');

    // Click → the editor selects that character: test 2's last row is line 11, (3,7) is column 8.
    assert.deepEqual(textPosition(text, 1, 3, 7), { line: 10, col: 7 });
    await panel.clickCell(3, 7);
    await focusFileTab(wb, 'sample.in');
    await waitForSelection(wb, 10, 7);
    await assertTooltip(panel, text, 1, 3, 7);

    // The editor cursor highlights the cell in the panel: move it into test 1 and the panel follows.
    await wb.page.locator('.editor-instance .monaco-editor').first().click();
    await wb.page.keyboard.press('Control+Home');
    await wb.page.keyboard.press('ArrowDown');
    await wb.page.keyboard.press('ArrowDown');
    await wb.page.keyboard.press('ArrowRight');
    await panel.waitForBoard({ caseIndex: 0, layer: 'toF' });
    await panel.frame.locator('#board[data-cursor="1"]').waitFor({ timeout: 10_000 });

    // Zoom in with the wheel over a cell, then edit: the zoom, the test and the layer stay.
    await panel.selectCase(1);
    const at = await panel.point(3, 7);
    await panel.canvas.hover({ position: at });
    await wb.page.mouse.wheel(0, -300);
    await wb.page.waitForTimeout(300);
    const zoomed = await panel.data();
    assert.ok(zoomed.scale > 48, `wheel zoom: scale ${zoomed.scale}`);
    const ms = await overwriteCell(panel, 3, 7, '#', text, 1);
    console.log(`      keystroke to redrawn panel: about ${ms} ms (debounce, solve, message, draw)`);
    assert.ok(ms < 1500, `the panel took ${ms} ms to follow an edit`);
    const after = await panel.data();
    assert.equal(after.scale, zoomed.scale);
    assert.equal(after.layer, 'toF');
    assertColor(await panel.pixel(3, 7), await panel.swatch(PAINT_WALL), 'the new wall at (3,7)');
    await shot(wb, 'pacman-edited');
    assert.deepEqual(refused, []);
  });

  it('pacman: shows the problems instead of a stale picture while the test is broken, exports a PNG, and restores after a reload', async () => {
    const text = readExample('pacman/sample.in');
    writeWorkspaceFile('pacman/panel-live.in', text);
    const wb = await openWorkbench();
    await wb.openFile('pacman/panel-live.in');
    await wb.runFromPalette('Grid Lens: Show Heatmap');
    const panel = await openedPanel(wb, { caseIndex: 0, layer: 'fromP' });

    // Delete test 1's P: the test cannot be solved, and the panel says why instead of drawing.
    await panel.clickCell(0, 0, true);
    await waitForSelection(wb, 2, 0);
    await wb.page.keyboard.type('.');
    await panel.frame.locator('body[data-state="message"]').waitFor({ timeout: 15_000 });
    assert.match(await panel.frame.locator('#message').innerText(), /Test 1 has a problem/);
    const issues = await panel.frame.locator('#issues').innerText();
    assert.match(issues, /Ln 2, Col 1/);
    assert.match(issues, /no "P"/);
    await shot(wb, 'pacman-problems');
    // Undo: the picture is back, the layer kept.
    const seq = Number(await panel.canvas.getAttribute('data-seq'));
    await wb.page.keyboard.press('Control+z');
    await panel.waitForBoard({ caseIndex: 0, layer: 'fromP' }, seq);
    await wb.page.keyboard.press('Control+s');

    // Export: the save dialog proposes a name next to the file; accept it.
    await panel.frame.locator('#export').click();
    const input = wb.page.locator('.quick-input-widget input');
    await input.waitFor();
    // The dialog fills in the folder, then the proposed name.
    const deadline = Date.now() + 10_000;
    while (!(await input.inputValue()).endsWith('.png') && Date.now() < deadline) await wb.page.waitForTimeout(100);
    assert.match(await input.inputValue(), /pacman\/panel-live-test1-fromP\.png$/);
    await wb.page.keyboard.press('Enter');
    await wb.notification(/saved the heatmap/).waitFor({ timeout: 15_000 });
    const png = path.join(session().workspace.dir, 'pacman', 'panel-live-test1-fromP.png');
    const bytes = fs.readFileSync(png);
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.ok(bytes.length > 1000);

    // Choose test 3 and "bites", reload the window: the panel comes back as it was.
    await panel.selectCase(2);
    await panel.selectLayer('bites');
    await reloadWindow(wb);
    const restored = await openedPanel(wb, { caseIndex: 2, layer: 'bites' });
    // Test 3, cell (3,7) holds no vampire: category 0 of the "bites" layer.
    assertColor(await restored.pixel(3, 7), hex(categoryColor(0)), 'restored test 3, bites (3,7)');
    await shot(wb, 'pacman-restored');
  });

  it('bishop: opens from the Explorer menu on a closed file, draws walls and the other colour, follows the theme', async () => {
    const file = 'bishop/detour.in';
    const text = readExample(file);
    // Hand-worked: A (0,0) is stopped at (1,1) by the pawn on (2,2); (0,4) takes A→(1,1)→(0,2)→(1,3)… 4 moves.
    assert.equal(layerValue(text, 0, 'fromA', 0, 4), 4);
    assert.equal(layerValue(text, 0, 'fromA', 4, 0), 4);
    const wb = await openWorkbench();
    await wb.contextMenu(await wb.revealInExplorer(file), 'Show Heatmap');
    const panel = await openedPanel(wb, { layer: 'fromA', rows: 5, cols: 5 });
    assertColor(await panel.pixel(0, 4), scaleColor(4, 5), 'fromA (0,4)');
    assertColor(await panel.pixel(4, 0), scaleColor(4, 5), 'fromA (4,0)');
    // (0,1) is the other colour: unreachable; (2,2) is a pawn.
    assertColor(await panel.pixel(0, 1), await panel.swatch(PAINT_NONE), 'unreachable (0,1)');
    const themeWall = await panel.swatch(PAINT_WALL);
    assertColor(await panel.pixel(2, 2), themeWall, 'pawn (2,2)');
    await shot(wb, 'bishop');

    await panel.selectLayer('onRoute');
    assertColor(await panel.pixel(0, 4), hex(categoryColor(0)), 'onRoute (0,4) is off every route');

    // The file was not open: clicking a cell opens it with the cell selected.
    await panel.clickCell(0, 4);
    await focusFileTab(wb, 'detour.in');
    await waitForSelection(wb, 3, 4);
    await assertTooltip(panel, text, 0, 0, 4);

    // The other kind of theme (light ↔ dark): walls take the new theme's colour, without a new view.
    const seq = (await panel.data()).seq;
    const light = (await panel.frame.locator('body').getAttribute('class'))?.includes('vscode-light');
    const [theme, kind] = light ? ['Dark Modern', 'vscode-dark'] : ['Light Modern', 'vscode-light'];
    // The theme is a user setting: the scenarios after this one must find it as it was.
    const original = (await panel.frame.locator('body').getAttribute('data-vscode-theme-name')) || (light ? 'Light Modern' : 'Dark Modern');
    try {
      await wb.chooseColorTheme(theme);
      await panel.frame.locator(`body.${kind}`).waitFor({ timeout: 15_000 });
      await wb.page.waitForTimeout(500);
      const newWall = await panel.swatch(PAINT_WALL);
      assert.ok(!near(newWall, themeWall, 20), `the wall colour follows the theme: rgb(${themeWall.join(', ')}) before, rgb(${newWall.join(', ')}) after`);
      assertColor(await panel.pixel(2, 2), newWall, `pawn (2,2) in ${theme}`);
      assert.equal((await panel.data()).seq, seq, 'a theme change redraws without a new view');
      await shot(wb, 'bishop-theme');
    } finally {
      await wb.chooseColorTheme(original);
    }
  });

  it('matrix: opens from the editor menu, switches test and layer, plays the line of best play, restores the step after a reload', async () => {
    const file = 'matrix/sample.in';
    const text = readExample(file);
    // Hand-worked agent distances. Scenario 1: agents (3,0),(3,1), corridor along row 3 and column 5.
    assert.equal(layerValue(text, 0, 'agentDistance', 0, 5), 7);
    assert.equal(layerValue(text, 0, 'agentDistance', 7, 5), 8);
    // Scenario 3: agents (1,4),(6,5); (5,7) is three steps from (6,5), (5,0) six.
    assert.equal(layerValue(text, 2, 'agentDistance', 5, 7), 3);
    assert.equal(layerValue(text, 2, 'agentDistance', 5, 0), 6);

    const wb = await openWorkbench();
    await wb.openFile(file);
    await wb.statusBarItem('Grid Lens: Matrix').waitFor({ timeout: 20_000 });
    await wb.contextMenu(wb.editorLines(), 'Show Heatmap');
    // The panel opens on the test under the editor's cursor (where the right-click put it).
    const panel = await openedPanel(wb, { rows: 8, cols: 8 });
    if ((await panel.data()).caseIndex !== 0) await panel.selectCase(0);
    await panel.selectLayer('agentDistance');
    assertColor(await panel.pixel(0, 5), scaleColor(7, 8), 'scenario 1 (0,5)');
    assertColor(await panel.pixel(7, 5), scaleColor(8, 8), 'scenario 1 (7,5)');
    assertColor(await panel.pixel(0, 0), await panel.swatch(PAINT_WALL), 'scenario 1 wall (0,0)');

    await panel.selectCase(2);
    assertColor(await panel.pixel(5, 7), scaleColor(3, 7), 'scenario 3 (5,7)');
    assertColor(await panel.pixel(5, 0), scaleColor(6, 7), 'scenario 3 (5,0)');

    // Playback: the agents close in; the second agent starts on (6,5).
    const { result } = solved(text, 2);
    const line = result.line.get()!;
    const steps = stepCount(line);
    assert.ok(steps > 2);
    const agentColor = await panel.pieceColor('agent');
    const [, , agent2] = positionsAt(line, 0);
    const r2 = Math.floor(agent2 / 8);
    const c2 = agent2 % 8;
    // Pieces are read above their letter.
    assertColor(await panel.pixel(r2, c2, 0.5, 0.3), agentColor, 'agent 2 at step 0');
    await panel.canvas.focus();
    await wb.page.keyboard.press('ArrowRight');
    await panel.waitForBoard({ step: 1 });
    assert.match(await panel.frame.locator('#step').innerText(), new RegExp(`^Step 1 of ${steps - 1}`));
    await wb.page.keyboard.press('End');
    const last = await panel.waitForBoard({ step: steps - 1 });
    assert.equal(last.caseIndex, 2);
    assert.ok(!near(await panel.pixel(r2, c2, 0.5, 0.3), agentColor, 3), 'agent 2 has left its start');
    await panel.frame.locator('#prev').click();
    await panel.waitForBoard({ step: steps - 2 });
    await shot(wb, 'matrix-playback');

    await panel.clickCell(5, 7);
    await focusFileTab(wb, 'sample.in');
    const pos = textPosition(text, 2, 5, 7);
    await waitForSelection(wb, pos.line, pos.col);
    await assertTooltip(panel, text, 2, 5, 7);

    await reloadWindow(wb);
    const restored = await openedPanel(wb, { caseIndex: 2, layer: 'agentDistance', step: steps - 2 });
    assertColor(await restored.pixel(5, 0), scaleColor(6, 7), 'restored scenario 3 (5,0)');

    // Edit: a wall on (5,7).
    await overwriteCell(restored, 5, 7, '#', text, 2);
    assertColor(await restored.pixel(5, 7), await restored.swatch(PAINT_WALL), 'the new wall at (5,7)');
  });

  it('zgame: opens from the palette, draws the category layers, steps the piece, edits a letter, restores after a reload', async () => {
    const file = 'zgame/sample.in';
    const text = readExample(file);
    const wb = await openWorkbench();
    await wb.openFile(file);
    await wb.editorLines().click();
    await wb.runFromPalette('Grid Lens: Show Heatmap');
    const panel = await openedPanel(wb, { caseIndex: 0, rows: 3, cols: 3 });
    const first = (await panel.data()).layer;
    // Test 1 ("..B / ..B / BB."): every path reaches a B, so from (1,0) and (1,1) Alice can force only a loss.
    await panel.selectLayer('outcome');
    assert.equal(layerValue(text, 0, 'outcome', 1, 0), 0);
    assert.equal(layerValue(text, 0, 'outcome', 1, 1), 0);
    assertColor(await panel.pixel(1, 0), hex(categoryColor(0)), 'test 1 outcome (1,0): Bob wins');
    assertColor(await panel.pixel(1, 1), hex(categoryColor(0)), 'test 1 outcome (1,1): Bob wins');
    assert.notEqual(first, '');

    // Test 2 is "...": a draw from every cell. (0,2) is the end, framed, with the piece's trail through its middle: its colour shows around them.
    await panel.selectCase(1);
    assert.equal(layerValue(text, 1, 'outcome', 0, 2), 1);
    assertShare(await panel.colorShare(0, 2, hex(categoryColor(1))), 0.2, 'test 2 outcome (0,2): draw');

    // Playback: the piece moves right.
    const piece = await panel.pieceColor('piece');
    assertColor(await panel.pixel(0, 0, 0.5, 0.3), piece, 'the piece at the start');
    await panel.frame.locator('#next').click();
    await panel.waitForBoard({ step: 1 });
    assertColor(await panel.pixel(0, 1, 0.5, 0.3), piece, 'the piece after one step');
    assert.ok(!near(await panel.pixel(0, 0, 0.5, 0.3), piece, 3), 'the piece has left (0,0)');
    await shot(wb, 'zgame');

    // Back to test 1; click (1,1) and see the editor select it.
    await panel.selectCase(0);
    await panel.clickCell(1, 1);
    await focusFileTab(wb, 'sample.in');
    await waitForSelection(wb, 3, 1);
    await assertTooltip(panel, text, 0, 1, 1);

    // An "A" on (0,1): Alice, who moves first, now wins by stepping onto it.
    assert.equal(layerValue(text, 0, 'outcome', 0, 0), 0);
    await overwriteCell(panel, 0, 1, 'A', text, 0);
    const edited = text.replace('3 3\n..B', '3 3\n.AB');
    assert.equal(layerValue(edited, 0, 'outcome', 0, 0), 2);
    // (0,0) is framed as the start, with the piece on it: its colour shows around them, and no longer Bob's.
    assertShare(await panel.colorShare(0, 0, hex(categoryColor(2))), 0.1, 'after the edit, (0,0) is a win for Alice');
    assert.ok((await panel.colorShare(0, 0, hex(categoryColor(0)))) < 0.01, 'after the edit, (0,0) is no longer a win for Bob');
    await wb.page.keyboard.press('Control+s');

    await reloadWindow(wb);
    const restored = await openedPanel(wb, { caseIndex: 0, layer: 'outcome' });
    assertShare(await restored.colorShare(0, 0, hex(categoryColor(2))), 0.1, 'restored (0,0)');
  });

  it('follows the active grid file, unless locked', async () => {
    const wb = await openWorkbench();
    await wb.openFile('zgame/sample.in');
    await wb.runFromPalette('Grid Lens: Show Heatmap');
    const panel = await openedPanel(wb, { rows: 3, cols: 3 });
    await panel.frame.locator('#lock').click();
    await wb.page.locator('.tab', { hasText: 'Heatmap: sample.in (locked)' }).waitFor();
    // Into the editor's group (not the panel's), then open another grid file there.
    await focusFileTab(wb, 'sample.in');
    await wb.openFile('bishop/sample2.in');
    await wb.page.waitForTimeout(2000);
    assert.equal((await panel.data()).rows, 3, 'locked: still the Z-Game board');
    await panel.frame.locator('#lock').click();
    await panel.waitForBoard({ rows: 4, cols: 4 });
  });

  it('draws the largest boards fast: 1500×1500 bishop and 1000×1000 pacman', async () => {
    const timings: string[] = [];
    const boards = [
      { name: 'big/bishop-1500.in', text: bigBishop(1500), rows: 1500, cols: 1500 },
      { name: 'big/pacman-1000.in', text: bigPacman(1000), rows: 1000, cols: 1000 },
    ];
    for (const b of boards) writeWorkspaceFile(b.name, b.text);
    const wb = await openWorkbench();
    // The webview logs each full redraw of a large board.
    const logged: string[] = [];
    wb.page.on('console', (m) => m.text().startsWith('[grid-lens] drew') && logged.push(m.text()));
    for (const b of boards) {
      await wb.contextMenu(await wb.revealInExplorer(b.name), 'Show Heatmap');
      const panel = new Panel(wb, panelFrame(wb));
      const d = await panel.waitForBoard({ rows: b.rows, cols: b.cols }, -1, 90_000);
      timings.push(`${b.rows}×${b.cols}: ${d.drawMs} ms`);
      assert.ok(d.drawMs < 100, `${b.name}: drawn in ${d.drawMs} ms`);
      // Zooming redraws only the visible cells: a wheel step is a frame, not a rebuild.
      await panel.canvas.hover({ position: await panel.point(Math.floor(b.rows / 2), Math.floor(b.cols / 2)) });
      for (let k = 0; k < 8; k++) await wb.page.mouse.wheel(0, -400);
      await wb.page.waitForTimeout(300);
      assert.ok((await panel.data()).scale > d.scale * 4);
      await shot(wb, `large-${path.basename(b.name, '.in')}`);
    }
    console.log(`      draw times: ${timings.join('; ')}`);
    for (const l of logged) console.log(`      ${l}`);
    for (const b of boards)
      assert.ok(
        logged.some((l) => l.includes(`drew ${b.rows}×${b.cols} in`)),
        `no draw log for ${b.name} in ${JSON.stringify(logged)}`,
      );
  });
});

/** A 1500×1500 bishop board, A and B in opposite corners (same colour), a fifth of the squares pawns. */
function bigBishop(n: number): string {
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    let row = '';
    for (let c = 0; c < n; c++) row += (r === 0 && c === 0) || (r === n - 1 && c === n - 1) || rand() >= 0.2 ? '.' : '#';
    rows.push(row);
  }
  return `${n}\n1 1\n${n} ${n}\n${rows.join('\n')}\n`;
}

/** A 1000×1000 pacman board with scattered walls and a thousand vampires. */
function bigPacman(n: number): string {
  let seed = 777;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
  const cells = new Array<string>(n * n);
  for (let i = 0; i < n * n; i++) cells[i] = rand() < 0.1 ? '#' : rand() < 0.001 ? 'V' : '.';
  cells[0] = 'P';
  cells[n * n - 1] = 'F';
  const rows: string[] = [];
  for (let r = 0; r < n; r++) rows.push(cells.slice(r * n, (r + 1) * n).join(''));
  return `1\n${n} ${n}\n${rows.join('\n')}\n`;
}
