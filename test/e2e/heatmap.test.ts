// The editor heatmap as a person meets it, for each problem: choose the layer
// from the status bar, see the grid coloured (walls and pawns stay bare), click
// into a cell and press Ctrl+K Ctrl+I to read its hover (1-based coordinates
// and its values), then type into the grid and watch the inline answer, the
// colours and the hover follow.
//
// Expected values are worked out by hand from the rules page (BFS distances,
// bishop colours, who moves where) or read from the examples' .ans files;
// expected colours are the theme colours package.json contributes, so a
// change of palette is a deliberate change of both.
//
// Helpers take 0-based (line, column) as VS Code counts; comments name the
// editor's 1-based line numbers and the statement's 1-based (row, column).

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expectedAnswers } from './expected';
import { openWorkbench, readExample, repoRoot, screenshotDir, writeWorkspaceFile } from './session';
import { SETTLE_MS, until, type Workbench } from './workbench';

describe('Editor heatmap and hover', () => {
  it('pacman/sample.in: distances from P on the scale, bare walls, hovers with both distances and the bite rule', async () => {
    const wb = await openWorkbench();
    await wb.openFile('pacman/sample.in');
    await wb.waitUntilRecognized();
    await chooseLayer(wb, 'Distance from P');
    const kind = await themeKind(wb);

    // Test 1 (lines 3-6): P at row 1, col 1 is 0 steps from itself, the far
    // corner (4, 8) is 3 + 7 = 10 steps, the farthest cell of the test.
    const atP = await paintedCell(wb, 2, 0);
    assert.equal(atP.ch, 'P');
    assertColor(atP.backgrounds, themeColor('gridLens.heatmap.scale00', kind), 'P, 0 steps: the first colour of the scale');
    assertColor((await paintedCell(wb, 5, 7)).backgrounds, themeColor('gridLens.heatmap.scale23', kind), 'the farthest cell: the last colour of the scale');
    // Test 3 (lines 13-16) has a wall at row 2, col 1; the floor beside it is coloured.
    const wall = await cellLook(wb, 13, 0);
    assert.equal(wall?.ch, '#');
    assert.deepEqual(wall?.backgrounds, [], 'a wall has no heatmap background');
    assert.equal((await paintedCell(wb, 13, 1)).backgrounds.length, 1, 'a floor cell has exactly one heatmap background');
    // Test 4 (lines 18-22): the "." at row 1, col 6 is closed in by walls: unreachable, grey.
    assertColor((await paintedCell(wb, 17, 5)).backgrounds, themeColor('gridLens.heatmap.unreachable', kind), 'an unreachable floor cell');

    const p = await hoverCell(wb, 2, 0);
    assert.match(p.title, /test 1, cell \(1, 1\)/);
    assert.equal(p.rows['From P'], '0 steps');
    assert.equal(p.rows['To F'], '6 steps', 'F is at row 2, col 6: 1 + 5 steps');
    // Test 4: F at (3, 6) is 7 steps from P around the walls. The V at (5, 1)
    // needs 7 (bites, 7 ≤ 7); the V at (3, 2) needs 8 either way round (harmless).
    const biter = await hoverCell(wb, 21, 0);
    assert.match(biter.title, /test 4, cell \(5, 1\)/);
    assert.match(biter.rows['Vampire'] ?? '', /^bites: it reaches F in 7 ≤ 7 steps/);
    const harmless = await hoverCell(wb, 19, 1);
    assert.match(harmless.title, /test 4, cell \(3, 2\)/);
    assert.match(harmless.rows['Vampire'] ?? '', /^does not bite: it needs 8 > 7 steps/);
    // Test 1's V at (1, 8): 1 + 2 = 3 steps to F, 3 ≤ 6, so it bites; left for the picture.
    const v = await hoverCell(wb, 2, 7);
    assert.match(v.title, /test 1, cell \(1, 8\)/);
    assert.match(v.rows['Vampire'] ?? '', /^bites: it reaches F in 3 ≤ 6 steps/);
    await editorPicture(wb, 'heatmap-pacman');
  });

  it('bishop/sample1.in: moves from A, bare pawns, grey squares of the other colour, hovers at A and B', async () => {
    const [answer] = expectedAnswers('bishop/sample1.in');
    const wb = await openWorkbench();
    await wb.openFile('bishop/sample1.in');
    await wb.waitUntilRecognized();
    await chooseLayer(wb, 'Moves from A');
    const kind = await themeKind(wb);

    // Board rows are lines 4-8; A = (1, 3), B = (3, 5).
    const a = await paintedCell(wb, 3, 2);
    assertColor(a.backgrounds, themeColor('gridLens.heatmap.scale00', kind), 'A is 0 moves from A');
    const pawn = await cellLook(wb, 3, 4);
    assert.equal(pawn?.ch, '#');
    assert.deepEqual(pawn?.backgrounds, [], 'a pawn has no heatmap background');
    // (1, 2): row + column is odd, A's is even: a bishop from A never lands there.
    assertColor((await paintedCell(wb, 3, 1)).backgrounds, themeColor('gridLens.heatmap.unreachable', kind), 'a square of the other colour');

    const atA = await hoverCell(wb, 3, 2);
    assert.match(atA.title, /cell \(1, 3\)/);
    assert.doesNotMatch(atA.title, /test \d/, 'a one-case file names no test');
    assert.equal(atA.rows['Cell'], 'start square A');
    assert.equal(atA.rows['Moves from A'], '0');
    assert.equal(atA.rows['Moves to B'], answer, 'A is as many moves from B as the answer');
    const other = await hoverCell(wb, 3, 1);
    assert.match(other.title, /cell \(1, 2\)/);
    assert.equal(other.rows['Moves from A'], 'unreachable (other colour than A)');
    const atB = await hoverCell(wb, 5, 4);
    assert.match(atB.title, /cell \(3, 5\)/);
    assert.equal(atB.rows['Cell'], 'target square B');
    assert.equal(atB.rows['Moves from A'], answer);
    assert.equal(atB.rows['Optimal route'], 'on an optimal route');

    // The statement's third sample, 18 × 18, for the picture: the layer choice
    // is remembered, and B's hover agrees with the judge's 9 moves.
    const [nine] = expectedAnswers('bishop/sample3.in');
    await wb.openFile('bishop/sample3.in');
    await wb.waitUntilRecognized();
    await paintedCell(wb, 20, 0);
    assert.equal((await wb.page.locator('[id="grid-lens.grid-lens.gridLens.layer"]').innerText()).trim(), 'Moves from A');
    const far = await hoverCell(wb, 3, 17);
    assert.match(far.title, /cell \(1, 18\)/);
    assert.equal(far.rows['Cell'], 'target square B');
    assert.equal(far.rows['Moves from A'], nine);
    await editorPicture(wb, 'heatmap-bishop');
  });

  it('matrix/sample.in: outcomes coloured by category, bare walls, each M hovers the outcome the judge prints', async () => {
    const answers = expectedAnswers('matrix/sample.in');
    const wb = await openWorkbench();
    await wb.openFile('matrix/sample.in');
    await wb.waitUntilRecognized();
    await chooseLayer(wb, 'Outcome from each square');

    const wall = await cellLook(wb, 1, 0);
    assert.equal(wall?.ch, '#');
    assert.deepEqual(wall?.backgrounds, [], 'a wall has no heatmap background');
    // M stands at row 4, col 4 in each of the three scenarios (first rows on lines 2, 11, 20).
    const mLines = [4, 13, 22];
    const outcomeWords: Record<string, RegExp> = {
      'You can escape.': /^escape (at once|in \d+ moves?)$/,
      'You are trapped in the Matrix.': /^trapped: /,
      'You are eliminated.': /^eliminated (at once|after \d+ moves?)$/,
    };
    const colours: string[] = [];
    for (const [k, line] of mLines.entries()) {
      const m = await paintedCell(wb, line, 3);
      assert.equal(m.ch, 'M');
      colours.push(m.backgrounds[0]);
      const hover = await hoverCell(wb, line, 3);
      assert.match(hover.title, new RegExp(`test ${k + 1}, cell \\(4, 4\\)`));
      assert.equal(hover.rows['Cell'], 'you (M)');
      assert.match(hover.rows['Starting here'] ?? '', outcomeWords[answers[k]], `scenario ${k + 1} should read "${answers[k]}"`);
    }
    // Three different outcomes, three different colours.
    assert.equal(new Set(colours).size, 3, `M's colours: ${colours.join(', ')}`);
    // The phone you escape by in scenario 1 (row 4, col 8): escape at once.
    const phone = await hoverCell(wb, 4, 7);
    assert.equal(phone.rows['Cell'], 'a phone (P)');
    assert.match(phone.rows['Starting here'] ?? '', /^escape (at once|in 1 move)$/);
    // Leave scenario 2's M hovered for the picture.
    await hoverCell(wb, 13, 3);
    await editorPicture(wb, 'heatmap-matrix');
  });

  it('zgame/sample.in: what Alice can force, every cell coloured, hovers give the mover and the three answers', async () => {
    const answers = expectedAnswers('zgame/sample.in');
    const wb = await openWorkbench();
    await wb.openFile('zgame/sample.in');
    await wb.waitUntilRecognized();
    await chooseLayer(wb, 'What Alice can force');

    // Test 1 is lines 3-5, test 2 line 7. No walls in this game: every cell is coloured.
    for (const [line, width] of [
      [2, 3],
      [3, 3],
      [4, 3],
      [6, 3],
    ]) {
      for (let col = 0; col < width; col++) assert.equal((await paintedCell(wb, line, col)).backgrounds.length, 1, `cell at line ${line + 1}, col ${col + 1}`);
    }
    const start1 = (await paintedCell(wb, 2, 0)).backgrounds[0];
    const start2 = (await paintedCell(wb, 6, 0)).backgrounds[0];
    assert.notEqual(start1, start2, 'the two starts allow different outcomes, so they differ in colour');

    for (const [k, line] of [2, 6].entries()) {
      const hover = await hoverCell(wb, line, 0);
      assert.match(hover.title, new RegExp(`test ${k + 1}, cell \\(1, 1\\)`));
      assert.equal(hover.rows['Mover'], 'Alice', 'Alice moves first');
      assertForced(hover.rows, answers[k]);
    }
    // (1, 2): 1 + 2 is odd, Bob's move.
    const bob = await hoverCell(wb, 2, 1);
    assert.match(bob.title, /test 1, cell \(1, 2\)/);
    assert.equal(bob.rows['Mover'], 'Bob');

    // A 6 × 6 test for the picture: its start agrees with the judge too.
    const choices = expectedAnswers('zgame/choices.in');
    await wb.openFile('zgame/choices.in');
    await wb.waitUntilRecognized();
    await paintedCell(wb, 17, 5);
    const start = await hoverCell(wb, 12, 0);
    assert.match(start.title, /test 4, cell \(1, 1\)/);
    assertForced(start.rows, choices[3]);
    await editorPicture(wb, 'heatmap-zgame');
  });
});

describe('Editor heatmap › typing into the grid', () => {
  it('pacman: walling P in changes the colours, the hover and finally the inline answer', async () => {
    writeWorkspaceFile('pacman/ui-typing.in', readExample('pacman/sample.in'));
    const [first] = expectedAnswers('pacman/sample.in');
    const wb = await openWorkbench();
    await wb.openFile('pacman/ui-typing.in');
    await wb.waitUntilRecognized();
    await chooseLayer(wb, 'Distance from P');
    const kind = await themeKind(wb);
    await inlineAnswerOfFirstCase(wb, `→ ${first}`);

    // (1, 3) is 2 steps from P along the top row.
    const before = (await paintedCell(wb, 2, 2)).backgrounds;
    assert.equal((await hoverCell(wb, 2, 2)).rows['From P'], '2 steps');

    // A wall right of P: (1, 3) is now 4 steps away (down, right, right, up).
    await typeOver(wb, 2, 1, '#');
    const walled = await until('the new wall to lose its colour', async () => {
      const c = await cellLook(wb, 2, 1);
      return c?.ch === '#' && c.backgrounds.length === 0 ? c : undefined;
    });
    assert.equal(walled.ch, '#');
    const after = await until('(1, 3) to be repainted', async () => {
      const c = await cellLook(wb, 2, 2);
      return c && c.backgrounds.length === 1 && c.backgrounds[0] !== before[0] ? c : undefined;
    });
    assert.notDeepEqual(after.backgrounds, before);
    assert.equal((await hoverCell(wb, 2, 2)).rows['From P'], '4 steps');
    // F is still 6 steps away (down first) and both vampires still bite.
    await inlineAnswerOfFirstCase(wb, `→ ${first}`);

    // A wall below P too: F is out of reach and no vampire can reach P: the answer is 0.
    await typeOver(wb, 3, 0, '#');
    await inlineAnswerOfFirstCase(wb, '→ 0');
    const far = await until('the far corner to turn grey', async () => {
      const c = await cellLook(wb, 5, 7);
      return c && sameColor(c.backgrounds, themeColor('gridLens.heatmap.unreachable', kind)) ? c : undefined;
    });
    assert.equal(far.ch, '.');
    assert.equal((await hoverCell(wb, 2, 2)).rows['From P'], 'unreachable');
    // The other tests did not change.
    const rest = (await wb.afterDecorations()).map(([, a]) => a).slice(1, 3);
    assert.deepEqual(
      rest,
      expectedAnswers('pacman/sample.in')
        .slice(1, 3)
        .map((a) => `→ ${a}`),
    );
    await wb.page.keyboard.press('Escape');
    await editorPicture(wb, 'heatmap-pacman-typed');
  });

  it('zgame: turning the last cell of a test into a letter changes its answer and colours', async () => {
    writeWorkspaceFile('zgame/ui-typing.in', readExample('zgame/sample.in'));
    const answers = expectedAnswers('zgame/sample.in');
    const wb = await openWorkbench();
    await wb.openFile('zgame/ui-typing.in');
    await wb.waitUntilRecognized();
    await chooseLayer(wb, 'What Alice can force');
    await wb.waitForInlineAnswers(answers.map((a) => `→ ${a}`));
    const startBefore = (await paintedCell(wb, 6, 0)).backgrounds[0];

    // Test 2 is the row "...": Alice, Bob, then the end — a draw. With "A" at
    // the end Bob's only move hands Alice the win; with "B", the loss.
    await typeOver(wb, 6, 2, 'A');
    await wb.waitForInlineAnswers([`→ ${answers[0]}`, '→ yes no no']);
    const startA = await until('the start of test 2 to be repainted', async () => {
      const c = await cellLook(wb, 6, 0);
      return c && c.backgrounds.length === 1 && c.backgrounds[0] !== startBefore ? c.backgrounds[0] : undefined;
    });
    assertForced((await hoverCell(wb, 6, 0)).rows, 'yes no no');

    await typeOver(wb, 6, 2, 'B');
    await wb.waitForInlineAnswers([`→ ${answers[0]}`, '→ no no yes']);
    await until('the start of test 2 to be repainted again', async () => {
      const c = await cellLook(wb, 6, 0);
      return c && c.backgrounds.length === 1 && c.backgrounds[0] !== startA ? true : undefined;
    });
    const hover = await hoverCell(wb, 6, 1);
    assert.equal(hover.rows['Mover'], 'Bob');
    assertForced(hover.rows, 'no no yes');
  });
});

// ---- Gestures and readings

interface Look {
  /** The character shown in the cell. */
  ch: string;
  /** Computed, non-transparent background colours of the heatmap's decorations under it. */
  backgrounds: string[];
  /** The character's box in the page. */
  box: { x: number; y: number; width: number; height: number };
}

/**
 * What the cell at a 0-based document line and column looks like. The line is
 * found by its number in the gutter, the character by a DOM range over the
 * line's text, and the decorations under it by geometry: each decoration
 * background is a `div.cdr.ced-…` in `.view-overlays`.
 */
async function cellLook(wb: Workbench, line: number, col: number): Promise<Look | undefined> {
  return wb.page.evaluate(
    ({ line, col }) => {
      const editor = document.querySelector('.editor-instance .monaco-editor');
      if (!editor) return undefined;
      const number = Array.from(editor.querySelectorAll<HTMLElement>('.margin-view-overlays .line-numbers')).find((e) => e.textContent?.trim() === String(line + 1));
      const top = number?.parentElement?.style.top;
      const viewLine = top && Array.from(editor.querySelectorAll<HTMLElement>('.view-lines > .view-line')).find((e) => e.style.top === top);
      if (!viewLine) return undefined;
      const walker = document.createTreeWalker(viewLine, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (col >= offset + node.data.length) {
          offset += node.data.length;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, col - offset);
        range.setEnd(node, col - offset + 1);
        const r = range.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        const backgrounds: string[] = [];
        for (const el of Array.from(editor.querySelectorAll<HTMLElement>('.view-overlays .cdr[class*="ced-"]'))) {
          const b = el.getBoundingClientRect();
          if (b.left > x || x >= b.right || b.top > y || y >= b.bottom) continue;
          const bg = getComputedStyle(el).backgroundColor;
          if (bg && bg !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(bg)) backgrounds.push(bg);
        }
        return { ch: node.data[col - offset].replace(/\u00a0/g, ' '), backgrounds, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
      }
      return undefined;
    },
    { line, col },
  );
}

/** Waits until the cell is rendered with at least one heatmap background. */
function paintedCell(wb: Workbench, line: number, col: number): Promise<Look> {
  return until(`a heatmap background at line ${line + 1}, col ${col + 1}`, async () => {
    const c = await cellLook(wb, line, col);
    return c && c.backgrounds.length > 0 ? c : undefined;
  });
}

/** Clicks into the left part of the cell, so the cursor lands just before its character, as the status bar confirms. */
async function clickCell(wb: Workbench, line: number, col: number): Promise<void> {
  const c = await until(`line ${line + 1} on screen`, () => cellLook(wb, line, col));
  await wb.clickForCursor(c.box.x + c.box.width * 0.3, c.box.y + c.box.height / 2, `Ln ${line + 1}, Col ${col + 1}`);
}

interface HoverReading {
  /** The first paragraph: "Grid Lens · test 1, cell (1, 1) `P`". */
  title: string;
  /** The table, label → value. */
  rows: Record<string, string>;
}

/**
 * Clicks into the cell and shows the hover with the keyboard (Ctrl+K Ctrl+I),
 * and reads the Grid Lens hover for this cell. Right after an edit the hover
 * has nothing to say until the new solve lands, so it is asked again.
 */
async function hoverCell(wb: Workbench, line: number, col: number): Promise<HoverReading> {
  return until(`the Grid Lens hover of line ${line + 1}, col ${col + 1}`, async () => {
    await wb.page.keyboard.press('Escape');
    await clickCell(wb, line, col);
    return wb.gridLensHoverAtCursor();
  });
}

/** Selects the cell's character and types over it, as a person fixing a test would. */
async function typeOver(wb: Workbench, line: number, col: number, text: string): Promise<void> {
  await wb.page.keyboard.press('Escape');
  await clickCell(wb, line, col);
  await wb.page.keyboard.press('Shift+ArrowRight');
  await wb.page.keyboard.type(text);
  await until(`"${text}" typed at line ${line + 1}, col ${col + 1}`, async () => ((await cellLook(wb, line, col))?.ch === text ? true : undefined));
}

/** Clicks the layer item in the status bar and picks the layer, as the item's tooltip invites. */
async function chooseLayer(wb: Workbench, name: string): Promise<void> {
  const item = wb.page.locator('[id="grid-lens.grid-lens.gridLens.layer"]');
  await item.waitFor({ timeout: SETTLE_MS });
  await item.click();
  const row = wb.page.locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: name }).first();
  await row.waitFor();
  await row.click();
  await until(`the status bar to show the layer "${name}"`, async () => ((await item.innerText()).trim() === name ? true : undefined));
}

async function inlineAnswerOfFirstCase(wb: Workbench, want: string): Promise<void> {
  await until(`"${want}" after the first test's header`, async () => ((await wb.afterDecorations())[0]?.[1] === want ? true : undefined));
}

/** Checks the three forced outcomes of a zgame hover against a judge line "yes no yes". */
function assertForced(rows: Record<string, string>, judge: string): void {
  const [win, draw, loss] = judge.split(' ');
  assert.deepEqual([rows['Alice can force a win'], rows['Alice can force a draw'], rows['Alice can force a loss']], [win, draw, loss], `hover ${JSON.stringify(rows)} against the judge's "${judge}"`);
}

/** A picture of the editor area (tabs, grid, hover), for the README, once the hover has faded in. */
async function editorPicture(wb: Workbench, name: string): Promise<void> {
  await wb.page.waitForFunction(() => Array.from(document.querySelectorAll('.monaco-hover')).every((h) => h.getAnimations({ subtree: true }).every((a) => a.playState === 'finished')));
  const box = await wb.page.locator('.part.editor').boundingBox();
  assert.ok(box, 'no editor part on screen');
  await wb.page.screenshot({ path: path.join(screenshotDir, `${name}.png`), clip: { x: box.x, y: box.y, width: Math.min(box.width, 720), height: Math.min(box.height, 500) } });
}

// ---- Colours

type ThemeKind = 'dark' | 'light' | 'highContrast' | 'highContrastLight';

async function themeKind(wb: Workbench): Promise<ThemeKind> {
  const classes = await wb.page.locator('.monaco-workbench').first().getAttribute('class');
  const has = (c: string) => (classes ?? '').split(/\s+/).includes(c);
  return has('hc-light') ? 'highContrastLight' : has('hc-black') ? 'highContrast' : has('vs-dark') ? 'dark' : 'light';
}

/** The default of a colour the extension contributes, for this kind of theme, as [r, g, b, a]. */
function themeColor(id: string, kind: ThemeKind): number[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const entry = (manifest.contributes.colors as { id: string; defaults: Record<ThemeKind, string> }[]).find((c) => c.id === id);
  assert.ok(entry, `package.json contributes no colour ${id}`);
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(entry.defaults[kind]);
  assert.ok(hex, `${id}: "${entry.defaults[kind]}" is not #rrggbb[aa]`);
  const n = parseInt(hex[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, hex[2] ? parseInt(hex[2], 16) / 255 : 1];
}

/** A computed CSS colour, "rgb(…)" or "rgba(…)", as [r, g, b, a]. */
function parseCss(color: string): number[] {
  const parts = /^rgba?\(([^)]*)\)$/.exec(color.trim())?.[1].split(',').map(Number);
  assert.ok(parts && parts.length >= 3, `not a computed colour: ${color}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

function sameColor(backgrounds: string[], want: number[]): boolean {
  if (backgrounds.length !== 1) return false;
  const got = parseCss(backgrounds[0]);
  return got.slice(0, 3).every((v, i) => v === want[i]) && Math.abs(got[3] - want[3]) < 0.01;
}

function assertColor(backgrounds: string[], want: number[], what: string): void {
  assert.ok(sameColor(backgrounds, want), `${what}: painted ${JSON.stringify(backgrounds)}, expected rgba(${want.slice(0, 3).join(', ')}, ${want[3].toFixed(2)})`);
}
