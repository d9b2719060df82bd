// The core's retrograde solver against the literal game search in
// brute/matrix.ts: the judge's answer, the outcome and length of the game from
// every square, and the line of best play, on thousands of random boards.

import { strict as assert } from 'node:assert';
import { UNREACHABLE, WALL } from '../../src/core/problem';
import { matrix, OUTCOMES } from '../../src/core/problems/matrix';
import { SourceText } from '../../src/core/text/source';
import { BruteMatrix, type BruteOutcome } from './brute/matrix';
import { Random } from './random';

function solveBoard(board: string[]) {
  const parsed = matrix.parse(new SourceText(`1\n${board.join('\n')}\n`));
  assert.equal(parsed.cases.length, 1);
  const c = parsed.cases[0];
  assert.ok(c.valid, `board did not parse: ${parsed.issues.map((i) => i.message).join('; ')}`);
  return { c, result: matrix.solve(c) };
}

/** A random h×w board placed at a random spot of an 8×8 board of walls. */
function randomBoard(rng: Random, h: number, w: number, wallChance: number, phoneChance: number): string[] | undefined {
  const top = rng.int(0, 8 - h);
  const left = rng.int(0, 8 - w);
  const cells: string[] = new Array(64).fill('#');
  const open: number[] = [];
  for (let r = top; r < top + h; r++) {
    for (let c = left; c < left + w; c++) {
      if (rng.chance(wallChance)) continue;
      cells[r * 8 + c] = rng.chance(phoneChance) ? 'P' : '.';
      open.push(r * 8 + c);
    }
  }
  const floor = open.filter((s) => cells[s] === '.');
  if (floor.length < 3) return undefined;
  const [m, a1, a2] = rng.distinct(floor.length, 3).map((i) => floor[i]);
  cells[m] = 'M';
  cells[a1] = 'A';
  cells[a2] = 'A';
  return Array.from({ length: 8 }, (_, r) => cells.slice(r * 8, r * 8 + 8).join(''));
}

function compare(board: string[], label: string): BruteOutcome {
  const { c, result } = solveBoard(board);
  const brute = new BruteMatrix(board);
  const where = `${label}\n${board.join('\n')}`;
  assert.equal(result.answer, brute.answer(), `answer, ${where}`);
  const [outcome, depth] = result.layers.map((l) => l.data.get()!.values);
  for (let s = 0; s < 64; s++) {
    if (board[s >> 3][s & 7] === '#') {
      assert.equal(outcome[s], WALL, `wall ${s}, ${where}`);
      continue;
    }
    const want = brute.fromSquare(s);
    assert.equal(OUTCOMES[outcome[s]], want.outcome, `outcome from square ${s}, ${where}`);
    assert.equal(depth[s], want.outcome === 'trapped' ? UNREACHABLE : Math.ceil(want.plies / 2), `moves from square ${s}, ${where}`);
  }
  checkLine(board, c.you, result.line.get()!.cells, brute, where);
  return brute.start().outcome;
}

/**
 * The line must be legal move by move, and optimal: every position on it has
 * exactly as many plies to go as the brute force says, so neither side strays.
 * A trapped line never enters a decided position.
 */
function checkLine(board: string[], you: number, cells: Int32Array, brute: BruteMatrix, where: string): void {
  const start = brute.start();
  const steps = cells.length / 3;
  assert.deepEqual([cells[0], cells[1], cells[2]], [you, brute.agents[0], brute.agents[1]], `line start, ${where}`);
  const open = (s: number) => board[s >> 3][s & 7] !== '#';
  const step = (from: number, to: number) => open(to) && Math.abs((from >> 3) - (to >> 3)) + Math.abs((from & 7) - (to & 7)) <= 1;
  if (start.outcome !== 'trapped') assert.equal(steps - 1, start.plies, `line length, ${where}`);
  for (let i = 1; i < steps; i++) {
    const [py, pa, pb] = [cells[3 * i - 3], cells[3 * i - 2], cells[3 * i - 1]];
    const [y, a, b] = [cells[3 * i], cells[3 * i + 1], cells[3 * i + 2]];
    if (i % 2 === 1) assert.ok(step(py, y) && a === pa && b === pb, `ply ${i} is not a move of yours, ${where}`);
    else assert.ok(step(pa, a) && step(pb, b) && y === py, `ply ${i} is not a move of the agents, ${where}`);
    const phoneFree = board[y >> 3][y & 7] === 'P' && y !== a && y !== b;
    const caught = y === a || y === b;
    if (i === steps - 1 && start.outcome !== 'trapped') {
      assert.ok(start.outcome === 'escape' ? phoneFree : caught && !phoneFree, `line ends undecided, ${where}`);
      continue;
    }
    assert.ok(!phoneFree && !caught, `line decided early at ply ${i}, ${where}`);
    const v = brute.positionValue(y, a, b, i % 2 === 0);
    assert.equal(v.outcome, start.outcome, `ply ${i} changes the outcome, ${where}`);
    if (start.outcome !== 'trapped') assert.equal(v.plies, start.plies - i, `ply ${i} is not best play, ${where}`);
  }
}

describe('matrix against a literal game search', function () {
  this.timeout(60000);

  it('agrees on 2000 small boards (up to 5×5 inside walls, seed 10358)', () => {
    const rng = new Random(10358);
    const seen = { escape: 0, eliminated: 0, trapped: 0 };
    let boards = 0;
    while (boards < 2000) {
      const board = randomBoard(rng, rng.int(1, 5), rng.int(1, 5), rng.pick([0, 0.15, 0.3, 0.45]), rng.pick([0, 0.05, 0.1, 0.2]));
      if (!board) continue;
      seen[compare(board, `small board ${boards}`)]++;
      boards++;
    }
    // The sample of boards must exercise every outcome, or the comparison proves little.
    for (const o of OUTCOMES) assert.ok(seen[o] > 150, `only ${seen[o]} boards end "${o}"`);
  });

  it('agrees on 200 boards of up to 4×8 and 8×3 (seed 2999)', () => {
    const rng = new Random(2999);
    let boards = 0;
    while (boards < 200) {
      const wide = rng.chance(0.5);
      const board = randomBoard(rng, wide ? rng.int(2, 4) : 8, wide ? 8 : rng.int(2, 3), rng.pick([0.1, 0.25, 0.4]), rng.pick([0.03, 0.08]));
      if (!board) continue;
      compare(board, `strip board ${boards}`);
      boards++;
    }
  });

  it('agrees on 30 full 8×8 boards with 35–60% walls (seed 64)', () => {
    const rng = new Random(64);
    let boards = 0;
    while (boards < 30) {
      const board = randomBoard(rng, 8, 8, rng.pick([0.35, 0.45, 0.6]), rng.pick([0.02, 0.05]));
      if (!board) continue;
      compare(board, `full board ${boards}`);
      boards++;
    }
  });

  it('agrees on 2 nearly open 8×8 boards (seed 7)', () => {
    const rng = new Random(7);
    for (let i = 0; i < 2; i++) compare(randomBoard(rng, 8, 8, 0.1, 0.02)!, `open board ${i}`);
  });
});
