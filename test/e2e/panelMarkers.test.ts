// Every piece and target in the heatmap panel has its own marker, in a real
// VS Code, in a dark and a light theme: Pacman, the food and the vampires
// (those that bite apart from those that do not), the bishop with its start A
// and its target B, you, the agents and the phones of Matrix (and the capture
// at an elimination, with both pieces in sight), the start and end of Z-Game.
//
// A marker is found by its colour, which the panel's legend states for each
// kind of piece: a good share of the cell's pixels must have it (a disc about
// a fifth, less its letter; a diamond or a triangle more), and a cell without
// the piece must not. The cells are worked out by hand from the files.

import * as assert from 'node:assert/strict';
import { near } from '../../src/core/render/color';
import { markerPx } from '../../src/core/render/pieces';
import { stepCount } from '../../src/core/render/playback';
import { assertShare, inDarkAndLight, openedPanel, type Panel, type Rgb, shot, solved } from './panelPage';
import { openWorkbench, readExample } from './session';
import type { Workbench } from './workbench';

/**
 * Runs the checks in a dark and a light theme, with a screenshot of each; the
 * colour of `piece` must change with the theme.
 */
async function inBothThemes(panel: Panel, name: string, piece: string, check: () => Promise<void>): Promise<void> {
  const colours: Rgb[] = [];
  await inDarkAndLight(panel, async (kind) => {
    await check();
    colours.push(await panel.pieceColor(piece));
    await shot(panel.wb, `${name}-${kind}`);
  });
  assert.ok(!near(colours[0], colours[1], 8), `the colour of ${piece} follows the theme: rgb(${colours[0].join(', ')}) in both`);
}

/** Opens the panel on a test of a file, from the palette. */
async function openPanelOn(file: string, caseIndex: number): Promise<{ wb: Workbench; panel: Panel }> {
  const wb = await openWorkbench();
  await wb.openFile(file);
  await wb.editorLines().click();
  await wb.runFromPalette('Grid Lens: Show Heatmap');
  // It opens on the test under the cursor.
  const panel = await openedPanel(wb);
  if ((await panel.data()).caseIndex !== caseIndex) await panel.selectCase(caseIndex);
  return { wb, panel };
}

/**
 * How many of the four diagonal points of a capture's ring around a cell
 * (where no piece or trail lies) have the colour; the ring's radius is the
 * panel's, from the cell size it publishes.
 */
async function ringPixels(panel: Panel, r: number, c: number, rgb: Rgb): Promise<number> {
  const { scale } = await panel.data();
  const reach = (0.62 * markerPx(scale, 1)) / Math.SQRT2 / scale;
  let found = 0;
  for (const [fx, fy] of [
    [0.5 - reach, 0.5 - reach],
    [0.5 + reach, 0.5 - reach],
    [0.5 - reach, 0.5 + reach],
    [0.5 + reach, 0.5 + reach],
  ]) {
    if (near(await panel.pixel(r, c, fx, fy), rgb, 12)) found++;
  }
  return found;
}

describe('Heatmap panel: pieces and targets', () => {
  it('pacman: Pacman, the food above the route, and the vampires, those that bite apart from those that do not', async () => {
    const file = 'pacman/sample.in';
    const text = readExample(file);
    // Test 1: P (0,0), F (1,5), vampires (0,7) and (2,2), both biting (480 = 500 − 2·10).
    // Test 2: P (0,0), F (2,0), vampires (0,1), (1,3), (3,2), none biting (500).
    assert.equal(solved(text, 0).result.answer, '480');
    assert.equal(solved(text, 1).result.answer, '500');
    const route = solved(text, 0).result.line.get()!;
    const beforeF = route.cells[route.cells.length - 2];
    const { panel } = await openPanelOn(file, 0);

    await inBothThemes(panel, 'markers-pacman', 'food', async () => {
      await panel.waitForBoard({ caseIndex: 0 });
      assert.deepEqual(await panel.legendPieces(), { pacman: 'Pacman', food: 'the food', biting: 'a vampire that bites (2)' });
      const [player, goal, enemy] = [await panel.pieceColor('pacman'), await panel.pieceColor('food'), await panel.pieceColor('biting')];
      assertShare(await panel.colorShare(0, 0, player), 0.12, 'Pacman on (0,0)');
      assertShare(await panel.colorShare(1, 5, goal), 0.2, 'the food on (1,5)');
      assertShare(await panel.colorShare(0, 7, enemy), 0.15, 'the biting vampire on (0,7)');
      assertShare(await panel.colorShare(2, 2, enemy), 0.15, 'the biting vampire on (2,2)');
      assert.ok((await panel.colorShare(3, 7, enemy)) < 0.01, 'no vampire on (3,7)');
      // The route ends on F: where it enters F's cell, the food's marker lies over it.
      const [fr, fc, br, bc] = [1, 5, Math.floor(beforeF / 8), beforeF % 8];
      assert.ok(near(await panel.pixel(fr, fc, 0.5 + 0.27 * (bc - fc), 0.5 + 0.27 * (br - fr)), goal, 12), 'the food is drawn over the route');

      await panel.selectCase(1);
      assert.deepEqual(await panel.legendPieces(), { pacman: 'Pacman', food: 'the food', harmless: 'a vampire that does not bite (3)' });
      const idle = await panel.pieceColor('harmless');
      assert.ok(!near(idle, enemy, 30), 'a vampire that does not bite has another colour than one that bites');
      for (const [r, c] of [
        [0, 1],
        [1, 3],
        [3, 2],
      ]) {
        assertShare(await panel.colorShare(r, c, idle), 0.15, `the harmless vampire on (${r},${c})`);
        assert.ok((await panel.colorShare(r, c, enemy)) < 0.01, `(${r},${c}) does not bite`);
      }
      await panel.selectCase(0);
    });
  });

  it('bishop: the bishop starts in the frame of A and ends on the target B', async () => {
    const file = 'bishop/sample3.in';
    const text = readExample(file);
    // N = 18, A = (18, 1), B = (1, 18): cells (17,0) and (0,17); 9 moves.
    const steps = stepCount(solved(text, 0).result.line.get()!);
    assert.equal(steps, 10);
    const { wb, panel } = await openPanelOn(file, 0);
    await inBothThemes(panel, 'markers-bishop', 'target', async () => {
      await panel.canvas.focus();
      await wb.page.keyboard.press('Home');
      await panel.waitForBoard({ step: 0 });
      assert.deepEqual(await panel.legendPieces(), { start: 'A, where the bishop starts', target: 'B, the square to reach', bishop: 'the bishop' });
      const [place, goal, player] = [await panel.pieceColor('start'), await panel.pieceColor('target'), await panel.pieceColor('bishop')];
      assertShare(await panel.colorShare(17, 0, place), 0.05, 'the frame of A');
      assertShare(await panel.colorShare(17, 0, player), 0.12, 'the bishop on A');
      assertShare(await panel.colorShare(0, 17, goal), 0.15, 'the target B');
      assert.ok((await panel.colorShare(0, 17, player)) < 0.01, 'the bishop is not on B yet');

      await wb.page.keyboard.press('End');
      await panel.waitForBoard({ step: steps - 1 });
      assertShare(await panel.colorShare(0, 17, player), 0.1, 'the bishop on B after 9 moves');
      assert.ok((await panel.colorShare(17, 0, player)) < 0.01, 'the bishop has left A');
      assertShare(await panel.colorShare(17, 0, place), 0.05, 'A stays framed');
    });
  });

  it('matrix: you, the agents and the phones; at the elimination both you and the agent show, with the capture marked', async () => {
    const file = 'matrix/sample.in';
    const text = readExample(file);
    // Scenario 3: M (3,3), agents (1,4) and (6,5), the phone (1,6); best play ends with an agent on your square.
    const { result } = solved(text, 2);
    assert.equal(result.answer, 'You are eliminated.');
    const line = result.line.get()!;
    const steps = stepCount(line);
    const caught = line.cells[(steps - 1) * 3];
    assert.ok(line.cells[(steps - 1) * 3 + 1] === caught || line.cells[(steps - 1) * 3 + 2] === caught);
    const [cr, cc] = [Math.floor(caught / 8), caught % 8];
    const { wb, panel } = await openPanelOn(file, 2);

    await inBothThemes(panel, 'markers-matrix', 'agent', async () => {
      await panel.canvas.focus();
      await wb.page.keyboard.press('Home');
      await panel.waitForBoard({ caseIndex: 2, step: 0 });
      assert.deepEqual(await panel.legendPieces(), { phone: 'a phone', agent: 'an agent (2)', you: 'you' });
      const [goal, enemy, player] = [await panel.pieceColor('phone'), await panel.pieceColor('agent'), await panel.pieceColor('you')];
      assertShare(await panel.colorShare(3, 3, player), 0.12, 'you on M (3,3)');
      assertShare(await panel.colorShare(1, 4, enemy), 0.12, 'the agent on (1,4)');
      assertShare(await panel.colorShare(6, 5, enemy), 0.12, 'the agent on (6,5)');
      assertShare(await panel.colorShare(1, 6, goal), 0.15, 'the phone on (1,6)');

      // One step before the end: no capture yet.
      await wb.page.keyboard.press('End');
      await panel.waitForBoard({ step: steps - 1 });
      await wb.page.keyboard.press('ArrowLeft');
      await panel.waitForBoard({ step: steps - 2 });
      assert.equal(await panel.canvas.getAttribute('data-capture'), '-1');
      assert.equal(await ringPixels(panel, cr, cc, enemy), 0, 'no capture ring before the capture');
      // The last step: you and the agent share a square, both seen, with the capture's ring around them.
      await wb.page.keyboard.press('ArrowRight');
      await panel.waitForBoard({ step: steps - 1 });
      assert.equal(await panel.canvas.getAttribute('data-capture'), String(caught));
      assert.match(await panel.frame.locator('#step').innerText(), new RegExp(`caught on \\(${cr + 1}, ${cc + 1}\\)$`));
      assertShare(await panel.colorShare(cr, cc, player), 0.04, 'you, caught');
      assertShare(await panel.colorShare(cr, cc, enemy), 0.04, 'the agent that caught you');
      assert.equal(await ringPixels(panel, cr, cc, enemy), 4, 'the capture ring');
    });
  });

  it('zgame: the start and the end framed, the piece on the start', async () => {
    const { wb, panel } = await openPanelOn('zgame/sample.in', 0);
    await inBothThemes(panel, 'markers-zgame', 'start', async () => {
      await panel.canvas.focus();
      await wb.page.keyboard.press('Home');
      await panel.waitForBoard({ caseIndex: 0, step: 0 });
      assert.deepEqual(await panel.legendPieces(), { start: 'the start, (1, 1)', end: 'the end, (3, 3)', piece: 'the piece' });
      const [place, player] = [await panel.pieceColor('start'), await panel.pieceColor('piece')];
      assertShare(await panel.colorShare(0, 0, place), 0.05, 'the frame of the start');
      assertShare(await panel.colorShare(2, 2, place), 0.05, 'the frame of the end');
      assertShare(await panel.colorShare(0, 0, player), 0.12, 'the piece on the start');
      assert.ok((await panel.colorShare(1, 1, place)) < 0.01, '(1,1) is neither start nor end');
    });
  });
});
