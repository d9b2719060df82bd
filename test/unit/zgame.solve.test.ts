// Z-Game's answers and layers: the statement's sample, boards worked out by hand
// from the rules, and thousands of random small boards against a literal game
// search (test/unit/brute/zgame.ts), cell by cell.

import { wireResult } from '../../src/worker/wire';
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import type { CaseResult, LayerValues } from '../../src/core/problem';
import { zgame } from '../../src/core/problems/zgame';
import { aliceMoves, bestPlay, bruteZgame, canForce, finished, type Outcome, type ZBoard } from './brute/zgame';
import { Random } from './random';

const EXAMPLES = join(__dirname, '..', '..', 'examples', 'zgame');
const GOALS: Outcome[] = ['win', 'draw', 'loss'];

function fileOf(boards: ZBoard[]): string {
  return `${boards.length}\n` + boards.map((b) => `${b.rows} ${b.cols}\n${b.lines.join('\n')}\n`).join('');
}

function board(lines: string[]): ZBoard {
  return { rows: lines.length, cols: lines[0].length, lines };
}

function solveOne(b: ZBoard): CaseResult {
  const a = analyze(fileOf([b]), { problem: 'zgame' });
  assert.deepEqual(a.errors, [], `the board should be valid:\n${b.lines.join('\n')}`);
  return a.results[0]!;
}

function layer(r: CaseResult, id: string): { values: LayerValues; categories: string[] } {
  const l = r.layers.find((x) => x.id === id);
  assert.ok(l, `layer ${id} is missing`);
  return { values: l.data.get()!.values, categories: l.categories! };
}

function randomBoard(rnd: Random, maxSide: number): ZBoard {
  return randomBoardOf(rnd, rnd.int(1, maxSide), rnd.int(1, maxSide));
}

function randomBoardOf(rnd: Random, rows: number, cols: number): ZBoard {
  // From nearly empty to crowded, and sometimes only one letter, so every kind of game shows up.
  const pA = rnd.pick([0, 0.05, 0.15, 0.3]);
  const pB = rnd.pick([0, 0.05, 0.15, 0.3]);
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    let row = '';
    for (let c = 0; c < cols; c++) {
      const x = rnd.next();
      row += x < pA ? 'A' : x < pA + pB ? 'B' : '.';
    }
    lines.push(row);
  }
  return { rows, cols, lines };
}

/** Everything the core says about a board, checked against the literal search. */
function compareWithBrute(b: ZBoard, r: CaseResult, context: string): void {
  const where = `${context} (${b.rows}×${b.cols}):\n${b.lines.join('\n')}\n`;
  assert.equal(r.answer, bruteZgame(b), `${where}answer`);
  const force = layer(r, 'force');
  const mover = layer(r, 'mover');
  const outcome = layer(r, 'outcome');
  for (let x = 1; x <= b.rows; x++) {
    for (let y = 1; y <= b.cols; y++) {
      const i = (x - 1) * b.cols + (y - 1);
      const cell = `${where}cell (${x},${y})`;
      const labels = force.categories[force.values[i]];
      const want = GOALS.filter((g) => canForce(b, g, x, y));
      assert.equal(labels, want.length === 0 ? 'nothing' : want.join(', '), `${cell}: force`);
      const who = finished(b, x, y) !== undefined ? 'decided' : aliceMoves(x, y) ? 'Alice' : 'Bob';
      assert.equal(mover.categories[mover.values[i]], who, `${cell}: mover`);
      const best = bestPlay(b, x, y);
      assert.equal(outcome.categories[outcome.values[i]], best === 'win' ? 'Alice wins' : best === 'loss' ? 'Bob wins' : 'draw', `${cell}: best play`);
    }
  }
  checkLine(b, r, where);
}

/** The line of best play: legal moves from (1,1) to the end, each mover keeping the value, ties going right. */
function checkLine(b: ZBoard, r: CaseResult, where: string): void {
  const line = r.line.get()!;
  assert.deepEqual(line.pieces, ['piece']);
  const cells = Array.from(line.cells);
  assert.equal(cells[0], 0, `${where}the line starts on (1,1)`);
  const start = bestPlay(b);
  for (let k = 0; k < cells.length; k++) {
    const x = Math.floor(cells[k] / b.cols) + 1;
    const y = (cells[k] % b.cols) + 1;
    assert.equal(bestPlay(b, x, y), start, `${where}step ${k} leaves best play`);
    if (k === cells.length - 1) {
      assert.notEqual(finished(b, x, y), undefined, `${where}the line stops before the game ends`);
      break;
    }
    assert.equal(finished(b, x, y), undefined, `${where}the line goes on after the game ended at step ${k}`);
    const next = cells[k + 1];
    const right = y < b.cols ? cells[k] + 1 : -1;
    const down = x < b.rows ? cells[k] + b.cols : -1;
    assert.ok(next === right || next === down, `${where}step ${k} is not a move right or down`);
    if (next === down && right >= 0) {
      assert.notEqual(bestPlay(b, x, y + 1), start, `${where}step ${k}: a tie must go right`);
    }
  }
}

describe('zgame: answers', () => {
  it('prints the statement sample answers', () => {
    const input = readFileSync(join(EXAMPLES, 'sample.in'), 'utf8');
    assert.equal(input, '2\n3 3\n..B\n..B\nBB.\n1 3\n...\n');
    const a = analyze(input);
    assert.equal(a.problem?.id, 'zgame');
    assert.deepEqual(a.errors, []);
    assert.equal(a.output, 'no no yes\nno yes no\n');
    assert.equal(a.output, readFileSync(join(EXAMPLES, 'sample.ans'), 'utf8'));
  });

  it('matches every example file in examples/zgame', () => {
    for (const name of ['sample', 'corners', 'start-letter', 'one-cell', 'choices']) {
      const input = readFileSync(join(EXAMPLES, `${name}.in`), 'utf8');
      const a = analyze(input);
      assert.equal(a.problem?.id, 'zgame', name);
      assert.equal(a.output, readFileSync(join(EXAMPLES, `${name}.ans`), 'utf8'), name);
    }
  });

  // Each expectation was worked out on paper from the rules; the brute force must agree too.
  const byHand: [string, string[], string][] = [
    ['1×1 empty: the piece starts on (N,M), a draw', ['.'], 'no yes no'],
    ['1×1 "A": Alice has won before anyone moves', ['A'], 'yes no no'],
    ['1×1 "B": Bob has won before anyone moves', ['B'], 'no no yes'],
    ['"A" on (1,1) decides at once, whatever follows', ['AB', 'BB'], 'yes no no'],
    ['"B" on (1,1) decides at once, whatever follows', ['BA', 'AA'], 'no no yes'],
    ['a letter on (N,M) is a win, not a draw', ['..A'], 'yes no no'],
    ['"B" on (N,M) is a loss, not a draw', ['.', '.', 'B'], 'no no yes'],
    ['an empty 2×2 board is a draw every way', ['..', '..'], 'no yes no'],
    // Alice steps right onto "A" or down onto "B": she can force either result, not a draw.
    ['Alice picks her letter', ['.A', 'B.'], 'yes no yes'],
    // Down wins at once. Right hands (1,2) to Bob, who answers a wish for a draw with "B"
    // and a wish for a loss with the draw: of the three, only the win is certain.
    ['Bob answers each question against Alice', ['...', 'AB.'], 'yes no no'],
    // Both of Alice's moves reach a Bob cell between an "A" and a "B": he spoils every wish.
    ['Bob can spoil every question', ['..B', '.A.', 'B..'], 'no no no'],
    ['a long corridor: Bob moves onto the last "A"', ['....A'], 'yes no no'],
  ];
  for (const [name, lines, expected] of byHand) {
    it(`by hand: ${name} → ${expected}`, () => {
      const b = board(lines);
      assert.equal(bruteZgame(b), expected, 'brute force disagrees with the hand analysis');
      assert.equal(analyze(fileOf([b]), { problem: 'zgame' }).output, `${expected}\n`);
    });
  }

  it('matches a literal game search, cell by cell, on 3000 random boards up to 6×6', function () {
    const seed = 0x26a3e;
    const rnd = new Random(seed);
    const batch: ZBoard[] = [];
    for (let n = 0; n < 3000; n++) {
      const b = randomBoard(rnd, 6);
      compareWithBrute(b, solveOne(b), `seed ${seed}, board #${n}`);
      batch.push(b);
    }
    // The same boards as files of 50 tests (the most T allows) give the same answers in order.
    for (let from = 0; from < batch.length; from += 50) {
      const part = batch.slice(from, from + 50);
      const a = analyze(fileOf(part), { problem: 'zgame' });
      assert.equal(a.output, part.map((b) => bruteZgame(b)).join('\n') + '\n', `seed ${seed}, boards ${from}..${from + 49} as one file`);
    }
  });

  it('sees every answer and every force label in the random boards', () => {
    // Guards the generator: the comparison above must meet all 8 combinations.
    const rnd = new Random(0x26a3e);
    const answers = new Set<string>();
    const labels = new Set<string>();
    for (let n = 0; n < 3000; n++) {
      const b = randomBoard(rnd, 6);
      answers.add(bruteZgame(b));
      const force = layer(solveOne(b), 'force');
      for (const v of force.values) labels.add(force.categories[v]);
    }
    assert.equal(answers.size, 8, [...answers].join(' | '));
    assert.equal(labels.size, 8, [...labels].join(' | '));
  });

  it('matches the search on 800 long thin boards (parity far from the start)', () => {
    const rnd = new Random(0x7e1);
    for (let n = 0; n < 400; n++) {
      const short = rnd.int(1, 3);
      const long = rnd.int(7, 12);
      const wide = randomBoardOf(rnd, short, long);
      const tall = randomBoardOf(rnd, long, short);
      for (const x of [wide, tall]) compareWithBrute(x, solveOne(x), `seed 0x7e1, board #${n}`);
    }
  });

  it('matches the search (remembering positions) on 60 random boards of side 20..80', () => {
    const seed = 0xb16;
    const rnd = new Random(seed);
    for (let n = 0; n < 60; n++) {
      const b = randomBoardOf(rnd, rnd.int(20, 80), rnd.int(20, 80));
      assert.equal(solveOne(b).answer, bruteZgame(b, true), `seed ${seed}, board #${n} (${b.rows}×${b.cols})`);
    }
  });

  it('answers full-size boards whose results follow from the rules', () => {
    const empty = Array.from({ length: 500 }, () => '.'.repeat(500));
    const check = (lines: string[], expected: string) => {
      const r = solveOne(board(lines));
      assert.equal(r.answer, expected);
      const line = r.line.get()!.cells;
      assert.ok(line.length >= 1 && line.length <= 999);
    };
    check(empty, 'no yes no');
    // "A" on (N,M) turns every path's end into Alice's win.
    check([...empty.slice(0, 499), '.'.repeat(499) + 'A'], 'yes no no');
    // A full anti-diagonal of "B" (i+j = 501) blocks every path: Bob wins whatever happens.
    const wall = empty.map((row, r) => row.slice(0, 500 - r - 1) + 'B' + row.slice(500 - r));
    check(wall, 'no no yes');
    const r = solveOne(board(wall));
    assert.equal(r.line.get()!.cells.length, 500, 'every path meets the wall after 499 moves');
  });
});

describe('zgame: layers, line and hover', () => {
  it('labels the first sample case cell by cell', () => {
    const r = solveOne(board(['..B', '..B', 'BB.']));
    const mover = layer(r, 'mover');
    assert.deepEqual(
      Array.from(mover.values, (v) => mover.categories[v]),
      ['Alice', 'Bob', 'decided', 'Bob', 'Alice', 'decided', 'decided', 'decided', 'decided'],
    );
    const force = layer(r, 'force');
    // (2,2) is Alice's: both ways are "B". (1,2) and (2,1) are Bob's, with "B" on one side.
    assert.deepEqual(
      Array.from(force.values, (v) => force.categories[v]),
      ['loss', 'loss', 'loss', 'loss', 'loss', 'loss', 'loss', 'loss', 'draw'],
    );
    assert.deepEqual(r.summary, { win: false, draw: false, loss: true, bestPlay: 'Bob wins' });
    // Alice: ties go right, to (1,2); Bob: right onto "B".
    assert.deepEqual(Array.from(r.line.get()!.cells), [0, 1, 2]);
    assert.match(r.line.get()!.label, /Bob wins/);
  });

  it('a letter on (1,1) leaves a line of one cell', () => {
    const r = solveOne(board(['A.', '..']));
    assert.deepEqual(Array.from(r.line.get()!.cells), [0]);
    assert.equal(r.answer, 'yes no no');
    assert.deepEqual(r.summary, { win: true, draw: false, loss: false, bestPlay: 'Alice wins' });
  });

  it('describes a cell: who moves and what Alice can force from there', () => {
    const b = board(['.A', 'B.']);
    const text = fileOf([b]);
    const a = analyze(text, { problem: 'zgame' });
    const c = a.parsed!.cases[0] as Parameters<typeof zgame.describeCell>[0];
    const r = a.results[0]!;
    assert.deepEqual(zgame.describeCell(c, r, 0), [
      ['Mover', 'Alice'],
      ['Alice can force a win', 'yes'],
      ['Alice can force a draw', 'no'],
      ['Alice can force a loss', 'yes'],
      ['Best play', 'Alice wins'],
    ]);
    assert.equal(zgame.describeCell(c, r, 1)[0][1], 'nobody: the piece is on "A", Alice has won');
    assert.equal(zgame.describeCell(c, r, 2)[0][1], 'nobody: the piece is on "B", Bob has won');
    assert.deepEqual(zgame.describeCell(c, r, 3), [
      ['Mover', 'nobody: the piece reached the last cell, a draw'],
      ['Alice can force a win', 'no'],
      ['Alice can force a draw', 'yes'],
      ['Alice can force a loss', 'no'],
      ['Best play', 'draw'],
    ]);
  });

  it("layers survive the worker's message (its wire form, structurally cloned)", () => {
    const r = solveOne(board(['..B', '.A.']));
    // Sent with every layer asked for, as the worker does by the time typing pauses.
    for (const l of r.layers) l.data.get();
    const copy = structuredClone(wireResult(0, r, new Set()).wire);
    assert.ok(!('reuse' in copy));
    for (let k = 0; k < r.layers.length; k++) {
      assert.deepEqual(Array.from(copy.layers[k].data!.values), Array.from(r.layers[k].data.get()!.values), r.layers[k].id);
      assert.equal(copy.layers[k].data!.values.length, 6);
    }
  });
});
