// The rider search on its own, on rectangular boards of every awkward shape
// (1×1, single rows and columns, long thin boards, all pawns, odd and even
// sides), for the bishop's diagonals and the rook's lines, against a
// relaxation that reads the rules literally: a move goes from a free square
// any positive number of squares along a step direction, over free squares only.

import { strict as assert } from 'node:assert';
import { UNREACHABLE, WALL } from '../../src/core/problem';
import { Scratch } from '../../src/core/scratch';
import { DIAGONALS, riderDistances } from '../../src/core/search/rider';
import { riderBfs, riderFramed, riderRelease, riderSearch, riderUnframe } from '../../src/core/search/rider.fast';

const scratch = new Scratch();
import { Random } from './random';

const ORTHOGONALS: readonly number[] = [0, 1, 1, 0, 0, -1, -1, 0];

/** Fewest moves from `source` by repeated relaxation until nothing changes: -1 unreachable, -2 closed. */
function relaxed(rows: number, cols: number, free: boolean[], source: number, steps: readonly number[]): number[] {
  const dist: number[] = free.map((f) => (f ? -1 : -2));
  if (!free[source]) return dist;
  dist[source] = 0;
  for (let changed = true; changed;) {
    changed = false;
    for (let from = 0; from < rows * cols; from++) {
      if (dist[from] < 0) continue;
      for (let k = 0; k < steps.length; k += 2) {
        let r = Math.floor(from / cols) + steps[k];
        let c = (from % cols) + steps[k + 1];
        while (r >= 0 && r < rows && c >= 0 && c < cols && free[r * cols + c]) {
          const to = r * cols + c;
          if (dist[to] === -1 || dist[to] > dist[from] + 1) {
            dist[to] = dist[from] + 1;
            changed = true;
          }
          r += steps[k];
          c += steps[k + 1];
        }
      }
    }
  }
  return dist;
}

/** Runs the search and checks all it says (distances, framed reads, counts) against the relaxation. */
function check(rows: number, cols: number, free: boolean[], source: number, steps: readonly number[], label: string): number[] {
  const open = Uint8Array.from(free, (f) => (f ? 1 : 0));
  const want = relaxed(rows, cols, free, source, steps).map((d) => (d === -2 ? WALL : d === -1 ? UNREACHABLE : d));
  const { framed, reached, farthest } = riderSearch(rows, cols, open, source, steps, 0, scratch);
  assert.deepEqual(Array.from(riderUnframe(rows, cols, framed)), want, label);
  assert.deepEqual(Array.from(riderBfs(rows, cols, open, source, steps, 0, scratch)), want, label);
  assert.deepEqual(Array.from(riderDistances(rows, cols, open, source, steps)), want, `${label}: the plain search`);
  for (let i = 0; i < rows * cols; i++) assert.equal(framed[riderFramed(cols, i)], want[i], `${label}: framed cell ${i}`);
  assert.equal(reached, want.filter((d) => d >= 0).length, `${label}: reached`);
  assert.equal(farthest, Math.max(0, ...want), `${label}: farthest`);
  return want;
}

function board(rnd: Random, rows: number, cols: number, wallShare: number): boolean[] {
  return Array.from({ length: rows * cols }, () => !rnd.chance(wallShare));
}

describe('rider search', () => {
  it('handles 1×1, 2×2 and single rows and columns', () => {
    for (const steps of [DIAGONALS, ORTHOGONALS]) {
      check(1, 1, [true], 0, steps, '1×1 free');
      check(1, 1, [false], 0, steps, '1×1 closed');
      for (let s = 0; s < 4; s++) check(2, 2, [true, true, true, true], s, steps, `2×2 from ${s}`);
      check(2, 2, [true, false, false, true], 0, steps, '2×2 with pawns on the other diagonal');
      for (const [rows, cols] of [
        [1, 9],
        [9, 1],
        [1, 2],
        [2, 1],
      ]) {
        for (let s = 0; s < rows * cols; s++) check(rows, cols, Array(rows * cols).fill(true), s, steps, `${rows}×${cols} from ${s}`);
      }
    }
  });

  it('reaches nothing on boards of all pawns, or from a pawn or a square off the board', () => {
    for (const steps of [DIAGONALS, ORTHOGONALS]) {
      for (const [rows, cols] of [
        [3, 3],
        [4, 7],
        [1, 5],
      ]) {
        const size = rows * cols;
        check(rows, cols, Array(size).fill(false), 1, steps, `${rows}×${cols} all pawns`);
        const open = new Uint8Array(size).fill(1);
        for (const source of [-1, size, size + cols]) {
          const { reached, farthest, framed } = riderSearch(rows, cols, open, source, steps, 0, scratch);
          assert.equal(reached, 0);
          assert.equal(farthest, 0);
          assert.ok(
            Array.from(riderUnframe(rows, cols, framed)).every((d) => d === UNREACHABLE),
            `source ${source}`,
          );
        }
      }
    }
  });

  it('counts the bishop out of every free square of an open board: 1 or 2 moves on its colour', () => {
    for (const n of [5, 6, 7, 8]) {
      const want = check(n, n, Array(n * n).fill(true), 0, DIAGONALS, `open ${n}×${n}`);
      for (let i = 0; i < n * n; i++) {
        const colour = (Math.floor(i / n) + (i % n)) & 1;
        assert.ok(colour === 1 ? want[i] === UNREACHABLE : want[i] <= 2);
      }
    }
  });

  it('follows long thin diagonals through a wall of pawns', () => {
    // A zigzag: one free square per row, the column bouncing between the
    // board's sides, so every move runs one diagonal stretch of width − 1
    // squares and the distances climb by one per stretch.
    for (const [rows, cols] of [
      [12, 12],
      [13, 5],
      [40, 3],
      [30, 2],
      [5, 13],
      [2, 30],
      [25, 25],
    ]) {
      const free: boolean[] = Array(rows * cols).fill(false);
      for (let r = 0, c = 0, dc = 1; r < rows; r++, c += dc) {
        free[r * cols + c] = true;
        if (c + dc < 0 || c + dc >= cols) dc = -dc;
      }
      const want = check(rows, cols, free, 0, DIAGONALS, `zigzag ${rows}×${cols}`);
      const stretches = Math.ceil((rows - 1) / (cols - 1));
      assert.equal(Math.max(...want), stretches, `zigzag ${rows}×${cols} needs one move per stretch`);
      const farEnd = (rows - 1) * cols + free.slice((rows - 1) * cols).indexOf(true);
      assert.equal(check(rows, cols, free, farEnd, DIAGONALS, `zigzag ${rows}×${cols} from its far end`)[0], stretches);
    }
  });

  it('matches the relaxation on 2000 random rectangular boards of side 1..9 (seed 4242)', () => {
    const rnd = new Random(4242);
    const seen = new Set<number>();
    for (let k = 0; k < 2000; k++) {
      const rows = rnd.int(1, 9);
      const cols = rnd.int(1, 9);
      const free = board(rnd, rows, cols, rnd.pick([0, 0.1, 0.3, 0.5, 0.7, 1]));
      const source = rnd.int(0, rows * cols - 1);
      const steps = rnd.chance(0.75) ? DIAGONALS : ORTHOGONALS;
      for (const d of check(rows, cols, free, source, steps, `seed 4242 board ${k}`)) seen.add(d);
    }
    for (const d of [WALL, UNREACHABLE, 0, 1, 2, 3, 4, 5]) assert.ok(seen.has(d), `some square has ${d}`);
  });

  it('matches the relaxation on 30 random boards of sides 20..45 (seed 77)', () => {
    const rnd = new Random(77);
    for (let k = 0; k < 30; k++) {
      const rows = rnd.int(20, 45);
      const cols = rnd.int(20, 45);
      check(rows, cols, board(rnd, rows, cols, rnd.pick([0.2, 0.4, 0.55])), rnd.int(0, rows * cols - 1), DIAGONALS, `seed 77 board ${k}`);
    }
  });

  it('fills released memory afresh: boards of one size, then smaller and larger ones, in turn (seed 515)', () => {
    const rnd = new Random(515);
    for (let k = 0; k < 300; k++) {
      // Runs of equal sizes reuse the distance array; a larger board after a smaller one needs a new queue.
      const side = k < 150 ? 7 : rnd.int(2, 12);
      const rows = side;
      const cols = k % 3 === 0 ? side : rnd.int(2, 12);
      const free = board(rnd, rows, cols, rnd.pick([0, 0.2, 0.5, 0.8]));
      const steps = rnd.chance(0.5) ? DIAGONALS : ORTHOGONALS;
      const source = rnd.int(0, rows * cols - 1);
      const want = relaxed(rows, cols, free, source, steps);
      const { framed, reached } = riderSearch(
        rows,
        cols,
        Uint8Array.from(free, (f) => (f ? 1 : 0)),
        source,
        steps,
        0,
        scratch,
      );
      const expect = want.map((d) => (d === -2 ? WALL : d === -1 ? UNREACHABLE : d));
      assert.deepEqual(Array.from(riderUnframe(rows, cols, framed)), expect, `seed 515 board ${k}`);
      assert.equal(reached, expect.filter((d) => d >= 0).length, `seed 515 board ${k}: reached`);
      riderRelease(scratch, framed);
    }
  });

  it('refuses steps that are not both ways along two axes', () => {
    const open = new Uint8Array(9).fill(1);
    const queen = [...DIAGONALS, ...ORTHOGONALS];
    for (const steps of [queen, [1, 1, -1, -1], [1, 1, 1, -1, -1, 1, 1, 1], [1, 1, -1, -1, 1, 1, -1, -1], [0, 0, 1, 0, -1, 0, 0, 0], [2, 2, -2, -2, 1, -1, -1, 1]]) {
      assert.throws(() => riderSearch(3, 3, open, 4, steps, 0, scratch), /two axes/, JSON.stringify(steps));
    }
  });
});
