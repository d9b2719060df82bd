// The incremental rider search against the full one: random boards of every
// awkward shape, cells toggled one or a few at a time, each update's result
// passed on as the next one's `before`, and every answer compared with
// riderBfs (distances) and riderSearch (counts). Declining is allowed, so each
// random run also counts its answers and insists on a large majority.

import { strict as assert } from 'node:assert';
import { UNREACHABLE, WALL } from '../../src/core/problem';
import { Scratch } from '../../src/core/scratch';
import { DIAGONALS } from '../../src/core/search/rider';
import { riderBfs, riderRelease, riderSearch } from '../../src/core/search/rider.fast';
import { riderUpdater } from '../../src/core/search/riderUpdate.fast';

const scratch = new Scratch();
const riderUpdate = riderUpdater();
import { movesFrom } from './brute/bishop';
import { Random } from './random';

const ORTHOGONALS: readonly number[] = [0, 1, 1, 0, 0, -1, -1, 0];
const DOT = 46;
const PAWN = 35;

/** A board as the bishop solver passes it: character codes, "#" closed. */
function board(rnd: Random, rows: number, cols: number, wallShare: number): Uint8Array {
  return Uint8Array.from({ length: rows * cols }, () => (rnd.chance(wallShare) ? PAWN : DOT));
}

function toggle(open: Uint8Array, i: number): void {
  open[i] = open[i] > PAWN ? PAWN : DOT;
}

/**
 * Runs riderUpdate and, when it answers, checks it against a fresh search;
 * also checks that `before` is left alone. Returns the distances for the next
 * step (the answer, or a fresh search's when it declined).
 */
function step(rows: number, cols: number, open: Uint8Array, source: number, steps: readonly number[], before: Int32Array, changed: number[], label: string): { next: Int32Array; answered: boolean } {
  const kept = before.slice();
  const got = riderUpdate(rows, cols, open, source, steps, PAWN, before, changed);
  assert.deepEqual(before, kept, `${label}: before was modified`);
  const want = riderBfs(rows, cols, open, source, steps, PAWN, scratch);
  if (!got) return { next: want, answered: false };
  assert.deepEqual(got.dist, want, `${label}: distances after toggling ${changed.join(',')}`);
  const { framed, reached, farthest } = riderSearch(rows, cols, open, source, steps, PAWN, scratch);
  riderRelease(scratch, framed);
  assert.equal(got.reached, reached, `${label}: reached`);
  assert.equal(got.farthest, farthest, `${label}: farthest`);
  return { next: got.dist, answered: true };
}

/** Boards as rows of "." and "#". */
function text(rows: number, cols: number, open: Uint8Array): string[] {
  return Array.from({ length: rows }, (_, r) => String.fromCharCode(...open.subarray(r * cols, (r + 1) * cols)));
}

function parse(lines: string[]): { rows: number; cols: number; open: Uint8Array } {
  const rows = lines.length;
  const cols = lines[0].length;
  return { rows, cols, open: Uint8Array.from(lines.join(''), (ch) => ch.charCodeAt(0)) };
}

describe('rider update', () => {
  it('matches riderBfs along chains of random toggles on 3000 small boards (seed 9001)', () => {
    const seed = 9001;
    const rnd = new Random(seed);
    let answered = 0;
    let declined = 0;
    let sourceSteps = 0;
    for (let b = 0; b < 3000; b++) {
      const rows = rnd.int(1, 12);
      const cols = rnd.int(1, 12);
      const size = rows * cols;
      const open = board(rnd, rows, cols, rnd.pick([0, 0.1, 0.3, 0.6]));
      const source = rnd.int(0, size - 1);
      // Now and then a board whose source is closed from the start.
      open[source] = rnd.chance(0.05) ? PAWN : DOT;
      const steps = rnd.chance(0.6) ? DIAGONALS : ORTHOGONALS;
      let dist = riderBfs(rows, cols, open, source, steps, PAWN, scratch);
      const chain = rnd.int(1, 30);
      for (let s = 0; s < chain; s++) {
        // Cells other than the source, one or a few at once.
        const many = rnd.chance(0.2) ? Math.min(size - 1, rnd.int(2, 5)) : Math.min(size - 1, 1);
        const cells = rnd.distinct(size - 1, many).map((i) => (i >= source ? i + 1 : i));
        // Now and then the source itself, closed for a while and opened again.
        const sourceFree = open[source] > PAWN;
        if (rnd.chance(sourceFree ? 0.02 : 0.3)) cells.push(source);
        for (const i of cells) toggle(open, i);
        const changed = [...cells];
        // Now and then a cell listed that did not change, or one listed twice.
        if (rnd.chance(0.15)) changed.push(rnd.chance(0.5) || cells.length === 0 ? rnd.int(0, size - 1) : cells[0]);
        const out = step(rows, cols, open, source, steps, dist, changed, `seed ${seed} board ${b} (${rows}×${cols}) step ${s}`);
        dist = out.next;
        if (!sourceFree || open[source] <= PAWN || changed.includes(source)) sourceSteps++;
        else if (out.answered) answered++;
        else declined++;
      }
    }
    console.log(`      small boards: ${answered} answered, ${declined} declined, ${sourceSteps} with the source closed or listed`);
    assert.ok(answered > 30000, `answered ${answered}`);
    assert.ok(declined * 50 < answered, `declined ${declined} of ${answered + declined}`);
  });

  it('agrees with the brute-force bishop on square boards (seed 31337)', () => {
    const seed = 31337;
    const rnd = new Random(seed);
    let answered = 0;
    for (let b = 0; b < 300; b++) {
      const n = rnd.int(1, 10);
      const open = board(rnd, n, n, rnd.pick([0, 0.1, 0.3, 0.6]));
      const source = rnd.int(0, n * n - 1);
      open[source] = DOT;
      let dist = riderBfs(n, n, open, source, DIAGONALS, PAWN, scratch);
      for (let s = 0; s < 10; s++) {
        const i = rnd.int(0, n * n - 1);
        if (i === source) continue;
        toggle(open, i);
        const got = riderUpdate(n, n, open, source, DIAGONALS, PAWN, dist, [i]);
        dist = got?.dist ?? riderBfs(n, n, open, source, DIAGONALS, PAWN, scratch);
        if (got) answered++;
        const brute = movesFrom(text(n, n, open), Math.floor(source / n), source % n).flat();
        // The brute force marks pawns -1 like unreachable squares.
        assert.deepEqual(
          Array.from(dist, (d) => (d === WALL ? -1 : d)),
          brute,
          `seed ${seed} board ${b} step ${s}: toggled ${i}`,
        );
      }
    }
    assert.ok(answered > 2500, `answered ${answered}`);
  });

  it('declines or answers right when the source itself is toggled', () => {
    for (const steps of [DIAGONALS, ORTHOGONALS]) {
      const { rows, cols, open } = parse(['.....', '.#...', '.....', '...#.']);
      const source = 7;
      const before = riderBfs(rows, cols, open, source, steps, PAWN, scratch);
      toggle(open, source);
      const closed = riderUpdate(rows, cols, open, source, steps, PAWN, before, [source]);
      const none = riderBfs(rows, cols, open, source, steps, PAWN, scratch);
      assert.ok(none.every((d) => d < 0));
      if (closed) assert.deepEqual(closed.dist, none);
      toggle(open, source);
      const reopened = riderUpdate(rows, cols, open, source, steps, PAWN, none, [source, 3]);
      if (reopened) assert.deepEqual(reopened.dist, before);
    }
  });

  it('cuts off the far side of a wall when its only gap closes, and joins it again when the gap opens', () => {
    // Row 3 is all pawns but its middle square: the bishop's only way down.
    const lines = ['.......', '.......', '.......', '###.###', '.......', '.......', '.......'];
    const { rows, cols, open } = parse(lines);
    const gap = 3 * cols + 3;
    const before = riderBfs(rows, cols, open, 0, DIAGONALS, PAWN, scratch);
    assert.equal(before[6 * cols + 6], 1);
    toggle(open, gap);
    const cut = riderUpdate(rows, cols, open, 0, DIAGONALS, PAWN, before, [gap]);
    assert.ok(cut, 'answers the closing');
    assert.deepEqual(cut.dist, riderBfs(rows, cols, open, 0, DIAGONALS, PAWN, scratch));
    for (let i = 4 * cols; i < rows * cols; i++) assert.equal(cut.dist[i], UNREACHABLE, `square ${i} is cut off`);
    // The top three rows hold 11 squares of the bishop's colour.
    assert.equal(cut.reached, 11);
    toggle(open, gap);
    const joined = riderUpdate(rows, cols, open, 0, DIAGONALS, PAWN, cut.dist, [gap]);
    assert.ok(joined, 'answers the opening');
    assert.deepEqual(joined.dist, before);
    assert.equal(joined.farthest, Math.max(...before));

    // The rook on a corridor: the square joining two rooms.
    const rooms = parse(['...#...', '...#...', '.......', '...#...']);
    const door = 2 * 7 + 3;
    const open2 = rooms.open;
    const full = riderBfs(4, 7, open2, 0, ORTHOGONALS, PAWN, scratch);
    toggle(open2, door);
    const shut = riderUpdate(4, 7, open2, 0, ORTHOGONALS, PAWN, full, [door]);
    assert.ok(shut);
    assert.deepEqual(shut.dist, riderBfs(4, 7, open2, 0, ORTHOGONALS, PAWN, scratch));
    for (const i of [4, 5, 6, 18, 26]) assert.equal(shut.dist[i], UNREACHABLE, `square ${i} beyond the door`);
    toggle(open2, door);
    assert.deepEqual(riderUpdate(4, 7, open2, 0, ORTHOGONALS, PAWN, shut.dist, [door])?.dist, full);
  });

  it('closes a square the bishop only slides across, cutting the line through it', () => {
    // Only the main diagonal is free: the bishop reaches (4, 4) from (0, 0)
    // in one move, sliding over (2, 2).
    const { rows, cols, open } = parse(['.####', '#.###', '##.##', '###.#', '####.']);
    const before = riderBfs(rows, cols, open, 0, DIAGONALS, PAWN, scratch);
    assert.equal(before[24], 1);
    toggle(open, 12);
    const got = riderUpdate(rows, cols, open, 0, DIAGONALS, PAWN, before, [12]);
    assert.ok(got);
    assert.deepEqual(got.dist, riderBfs(rows, cols, open, 0, DIAGONALS, PAWN, scratch));
    for (const i of [18, 24]) assert.equal(got.dist[i], UNREACHABLE, `square ${i}`);
    assert.equal(got.reached, 2);
  });

  it('leaves the other colour unreached when one of its squares is toggled', () => {
    const n = 6;
    const open = new Uint8Array(n * n).fill(DOT);
    let dist = riderBfs(n, n, open, 0, DIAGONALS, PAWN, scratch);
    for (const i of [1, 8, 13, 35 - 1]) {
      for (let twice = 0; twice < 2; twice++) {
        toggle(open, i);
        const got = riderUpdate(n, n, open, 0, DIAGONALS, PAWN, dist, [i]);
        assert.ok(got, `answers toggling ${i}`);
        assert.deepEqual(got.dist, riderBfs(n, n, open, 0, DIAGONALS, PAWN, scratch));
        assert.ok(got.dist[i] === WALL || got.dist[i] === UNREACHABLE);
        assert.equal(got.reached, 18);
        dist = got.dist;
      }
    }
  });

  it('declines on a size mismatch and past 16 switched squares, not past 16 listed ones', () => {
    const open = new Uint8Array(16).fill(DOT);
    const before = riderBfs(4, 4, open, 0, DIAGONALS, PAWN, scratch);
    assert.equal(riderUpdate(4, 5, new Uint8Array(20).fill(DOT), 0, DIAGONALS, PAWN, before, [3]), undefined);
    // Typed over but still free: listed, not switched.
    const same = riderUpdate(
      4,
      4,
      open,
      0,
      DIAGONALS,
      PAWN,
      before,
      Array.from({ length: 40 }, (_, i) => i % 16),
    );
    assert.ok(same);
    assert.deepEqual(same.dist, before);
    assert.notEqual(same.dist, before);
    const big = new Uint8Array(100).fill(DOT);
    const start = riderBfs(10, 10, big, 0, DIAGONALS, PAWN, scratch);
    const cells = Array.from({ length: 17 }, (_, i) => 20 + i);
    for (const i of cells) toggle(big, i);
    assert.equal(riderUpdate(10, 10, big, 0, DIAGONALS, PAWN, start, cells), undefined);
    toggle(big, 36);
    assert.deepEqual(riderUpdate(10, 10, big, 0, DIAGONALS, PAWN, start, [...cells, 0, 1, 2])?.dist, riderBfs(10, 10, big, 0, DIAGONALS, PAWN, scratch));
  });

  it('declines steps that are not both ways along two axes, which riderSearch refuses', () => {
    const open = new Uint8Array(9).fill(DOT);
    const queen = [...DIAGONALS, ...ORTHOGONALS];
    for (const steps of [queen, [1, 1, -1, -1], [1, 1, 1, -1, -1, 1, 1, 1], [1, 1, -1, -1, 1, 1, -1, -1], [0, 0, 1, 0, -1, 0, 0, 0], [2, 2, -2, -2, 1, -1, -1, 1]]) {
      const before = riderBfs(3, 3, open, 4, DIAGONALS, PAWN, scratch);
      assert.equal(riderUpdate(3, 3, open, 4, steps, PAWN, before, [0]), undefined, JSON.stringify(steps));
    }
    // Any order of the four directions will do.
    for (const steps of [
      [1, -1, -1, 1, 1, 1, -1, -1],
      [-1, -1, 1, -1, 1, 1, -1, 1],
      [0, 1, 0, -1, 1, 0, -1, 0],
    ]) {
      const rook = steps[0] === 0;
      const before = riderBfs(3, 3, open, 4, steps, PAWN, scratch);
      toggle(open, 1);
      assert.deepEqual(riderUpdate(3, 3, open, 4, steps, PAWN, before, [1])?.dist, riderBfs(3, 3, open, 4, rook ? ORTHOGONALS : DIAGONALS, PAWN, scratch), JSON.stringify(steps));
      toggle(open, 1);
    }
  });

  it('gives up on a change that reaches half the board, and answers right afterwards (seed 606)', () => {
    // A 201×201 board with a tenth of pawns, split by a row of pawns with one
    // gap: closing the gap cuts off thousands of squares, past the budget.
    // Updates after a refusal start from a fresh search's array, and the
    // working memory must have been left fit for them.
    const rnd = new Random(606);
    const n = 201;
    const open = board(rnd, n, n, 0.1);
    open.fill(PAWN, 100 * n, 101 * n);
    const gap = 100 * n + 100;
    for (let i = 0; i <= 100; i++) open[i * n + i] = DOT;
    open[gap + n + 1] = DOT;
    let dist = riderBfs(n, n, open, 0, DIAGONALS, PAWN, scratch);
    assert.ok(dist.subarray(101 * n).filter((d) => d > 0).length > 5000, 'the lower half is reached');
    toggle(open, gap);
    const cut = step(n, n, open, 0, DIAGONALS, dist, [gap], 'closing the gap');
    assert.equal(cut.answered, false, 'closing the gap is past the budget');
    toggle(open, gap);
    dist = step(n, n, open, 0, DIAGONALS, cut.next, [gap], 'opening the gap').next;
    let answered = 0;
    for (let s = 0; s < 60; s++) {
      const i = rnd.int(1, n * n - 1);
      toggle(open, i);
      const out = step(n, n, open, 0, DIAGONALS, dist, [i], `seed 606 step ${s}`);
      dist = out.next;
      if (out.answered) answered++;
    }
    assert.ok(answered >= 55, `answered ${answered}`);
  });

  it('counts right when one answer is passed back twice', () => {
    const rnd = new Random(88);
    const n = 40;
    const open = board(rnd, n, n, 0.2);
    open[0] = DOT;
    const first = riderBfs(n, n, open, 0, DIAGONALS, PAWN, scratch);
    const a = 5 * n + 7;
    const b = 20 * n + 21;
    toggle(open, a);
    const one = step(n, n, open, 0, DIAGONALS, first, [a], 'from the fresh array');
    toggle(open, b);
    const two = step(n, n, open, 0, DIAGONALS, one.next, [b], 'from the answer');
    toggle(open, b);
    // The first answer again, with b back as it was for it.
    const again = step(n, n, open, 0, DIAGONALS, one.next, [b], 'from the first answer again');
    toggle(open, a);
    step(n, n, open, 0, DIAGONALS, again.next, [a], 'back to the start');
    assert.ok(one.answered && two.answered && again.answered);
  });

  it('matches riderBfs along 200 single toggles on a 300×300 board with a fifth of pawns (seed 2024)', () => {
    const seed = 2024;
    const rnd = new Random(seed);
    const n = 300;
    const open = board(rnd, n, n, 0.2);
    open[0] = DOT;
    let dist = riderBfs(n, n, open, 0, DIAGONALS, PAWN, scratch);
    let answered = 0;
    for (let s = 0; s < 200; s++) {
      const i = rnd.int(1, n * n - 1);
      toggle(open, i);
      const out = step(n, n, open, 0, DIAGONALS, dist, [i], `seed ${seed} step ${s}`);
      dist = out.next;
      if (out.answered) answered++;
    }
    assert.ok(answered >= 190, `answered ${answered}`);
  });

  it('matches riderBfs along 100 toggles of one to three squares for the rook on 150×200 (seed 7)', () => {
    const seed = 7;
    const rnd = new Random(seed);
    const [rows, cols] = [150, 200];
    const open = board(rnd, rows, cols, 0.3);
    const source = 75 * cols + 100;
    open[source] = DOT;
    let dist = riderBfs(rows, cols, open, source, ORTHOGONALS, PAWN, scratch);
    let answered = 0;
    for (let s = 0; s < 100; s++) {
      const cells = rnd.distinct(rows * cols, rnd.int(1, 3)).filter((i) => i !== source);
      for (const i of cells) toggle(open, i);
      const out = step(rows, cols, open, source, ORTHOGONALS, dist, cells, `seed ${seed} step ${s}`);
      dist = out.next;
      if (out.answered) answered++;
    }
    assert.ok(answered >= 90, `answered ${answered}`);
  });
});
