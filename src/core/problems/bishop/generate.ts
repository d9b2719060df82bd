// Tests of Bishop 2: N × N boards of pawns in every common style, with the
// squares A and B on empty squares, and the traps of this problem: B on the
// other colour (never reached: -1), zigzag routes that need many moves (B
// on the square farthest from A in bishop moves), and A walled in by pawns
// on its four diagonals. Its snake is a diagonal zigzag corridor, the route
// of the most moves a board of that side can force.

import { type Board, carveMaze, place, scatter } from '../../generate/board';
import { layoutGenerator } from '../../generate/generator';
import type { Rng } from '../../random';
import { DIAGONALS, riderDistances } from '../../search/rider';
import { description } from './description';

const EMPTY = '.'.charCodeAt(0);
const PAWN = '#'.charCodeAt(0);

const PAWN_DENSITIES = [0, 100, 250, 400, 550];

export const bishopGenerator = layoutGenerator(description, {
  floor: EMPTY,
  traps: [
    { name: 'other-colour', what: 'B on a square of the other colour than A: never reached' },
    { name: 'zigzag', what: 'B on the square farthest from A in bishop moves' },
    { name: 'walled-in', what: 'pawns on the four diagonals next to A' },
  ],
  fill(rng, board, style) {
    return { squares: squaresFor(rng, board, style) };
  },
});

/** Fills the board in `style`; the cells of A and B. */
function squaresFor(rng: Rng, board: Board, style: string): Record<string, number> {
  switch (style) {
    case 'random':
      scatter(rng, board, PAWN, rng.pick(PAWN_DENSITIES));
      return twoSquares(rng, board);
    case 'open':
      return twoSquares(rng, board);
    case 'maze': {
      const ends = carveMaze(rng, board, PAWN, EMPTY);
      return ends.start !== ends.end ? { A: ends.start, B: ends.end } : twoSquares(rng, board);
    }
    case 'snake':
      return zigzagCorridor(rng, board);
    case 'extremes':
      if (rng.chance(500)) board.cells.fill(PAWN);
      return twoSquares(rng, board);
    case 'other-colour':
      return otherColour(rng, board);
    case 'zigzag':
      return farthest(rng, board);
    default:
      return walledIn(rng, board);
  }
}

/** A and B on two different empty squares (emptied first when the board has fewer than two). */
function twoSquares(rng: Rng, board: Board): Record<string, number> {
  return twoSquaresWith(rng, board, place(rng, board, EMPTY, [EMPTY], []));
}

/** A on one colour, B on the other (possible on every board, N ≥ 2). */
function otherColour(rng: Rng, board: Board): Record<string, number> {
  scatter(rng, board, PAWN, rng.pick([0, 100, 250]));
  const a = rng.below(board.size);
  const parity = (i: number) => (board.row(i) + board.col(i)) % 2;
  const b = rng.pick(board.cellsNotOf().filter((i) => parity(i) !== parity(a)));
  board.cells[a] = EMPTY;
  board.cells[b] = EMPTY;
  return { A: a, B: b };
}

/** A at random, B on the square most bishop moves away from it (a neighbour of A when A reaches nothing). */
function farthest(rng: Rng, board: Board): Record<string, number> {
  scatter(rng, board, PAWN, rng.pick([150, 250, 350, 450]));
  const { A } = twoSquares(rng, board);
  const dist = riderDistances(board.rows, board.cols, board.cells, A, DIAGONALS, PAWN);
  let best = -1;
  for (let i = 0; i < board.size; i++) if (i !== A && dist[i] > 0 && (best < 0 || dist[i] > dist[best])) best = i;
  if (best < 0) return twoSquaresWith(rng, board, A);
  return { A, B: best };
}

/** `a` as A, and B on an empty square other than it (emptied first when there is none). */
function twoSquaresWith(rng: Rng, board: Board, a: number): Record<string, number> {
  const free = board.cellsOf(EMPTY).filter((i) => i !== a);
  const b = free.length > 0 ? rng.pick(free) : rng.pick(board.cellsNotOf().filter((i) => i !== a));
  board.cells[b] = EMPTY;
  return { A: a, B: b };
}

/**
 * Pawns everywhere but a corridor of diagonal legs zigzagging down the board
 * between two columns (legs of a random length): every leg is one move, and
 * the corridor is the only way.
 */
function zigzagCorridor(rng: Rng, board: Board): Record<string, number> {
  const n = board.rows;
  board.cells.fill(PAWN);
  const leg = rng.int(1, Math.max(1, Math.min(n - 1, 3)));
  const mirrored = rng.chance(500);
  const cells: number[] = [];
  for (let r = 0; r < n; r++) {
    const phase = r % (2 * leg);
    const c = phase <= leg ? phase : 2 * leg - phase;
    const cell = board.index(r, mirrored ? n - 1 - c : c);
    board.cells[cell] = EMPTY;
    cells.push(cell);
  }
  const [a, b] = rng.chance(500) ? [cells[0], cells[n - 1]] : [cells[n - 1], cells[0]];
  return { A: a, B: b };
}

/** A with a pawn or the board's edge on each of its four diagonal neighbours; B anywhere else. */
function walledIn(rng: Rng, board: Board): Record<string, number> {
  scatter(rng, board, PAWN, rng.pick([0, 150, 300]));
  const a = rng.below(board.size);
  board.cells[a] = EMPTY;
  const r = board.row(a);
  const c = board.col(a);
  for (let k = 0; k < DIAGONALS.length; k += 2) {
    const rr = r + DIAGONALS[k];
    const cc = c + DIAGONALS[k + 1];
    if (rr >= 0 && cc >= 0 && rr < board.rows && cc < board.cols) board.cells[board.index(rr, cc)] = PAWN;
  }
  return twoSquaresWith(rng, board, a);
}
