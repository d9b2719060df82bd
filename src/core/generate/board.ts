// A board being generated: character codes in one typed array (flat index
// r * cols + c), and the painters every problem's generator shares: walls at
// a density, a maze, a snake, a piece put on a free cell. The two ends a maze
// or a snake returns are as far apart as its corridors allow: where a
// generator puts the pieces that must travel.

import type { Rng } from '../random';
import { gridBfs } from '../search/bfs';

export class Board {
  readonly cells: Uint8Array;

  constructor(
    readonly rows: number,
    readonly cols: number,
    fill: number,
  ) {
    this.cells = new Uint8Array(rows * cols).fill(fill);
  }

  get size(): number {
    return this.cells.length;
  }

  index(r: number, c: number): number {
    return r * this.cols + c;
  }

  row(cell: number): number {
    return Math.floor(cell / this.cols);
  }

  col(cell: number): number {
    return cell - this.row(cell) * this.cols;
  }

  /** The cells holding one of `codes`, in reading order. */
  cellsOf(...codes: number[]): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.cells.length; i++) if (codes.includes(this.cells[i])) out.push(i);
    return out;
  }

  /** The cells holding none of `codes`. */
  cellsNotOf(...codes: number[]): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.cells.length; i++) if (!codes.includes(this.cells[i])) out.push(i);
    return out;
  }

  /** Non-zero where a cell holds none of `closed`: what a search may enter. */
  openMask(...closed: number[]): Uint8Array {
    const open = new Uint8Array(this.cells.length);
    for (let i = 0; i < open.length; i++) open[i] = closed.includes(this.cells[i]) ? 0 : 1;
    return open;
  }
}

/** Two cells a route joins, as far apart as the painter could make them. */
export interface Ends {
  start: number;
  end: number;
}

/** Turns each cell into `code` with probability perMille / 1000. */
export function scatter(rng: Rng, board: Board, code: number, perMille: number): void {
  for (let i = 0; i < board.size; i++) if (rng.chance(perMille)) board.cells[i] = code;
}

/**
 * A maze: walls everywhere but a tree of one-cell corridors joining the cells
 * of even row and column (a random depth-first walk, with a stack: no
 * recursion), then a few walls knocked out so that some places have two ways.
 */
export function carveMaze(rng: Rng, board: Board, wall: number, floor: number): Ends {
  const { rows, cols, cells } = board;
  cells.fill(wall);
  const roomRows = (rows + 1) >> 1;
  const roomCols = (cols + 1) >> 1;
  const seen = new Uint8Array(roomRows * roomCols);
  const stack = [0];
  seen[0] = 1;
  cells[0] = floor;
  const steps = [-1, 0, 1, 0, 0, -1, 0, 1];
  const order = [0, 1, 2, 3];
  while (stack.length > 0) {
    const room = stack[stack.length - 1];
    const rr = Math.floor(room / roomCols);
    const rc = room - rr * roomCols;
    rng.shuffle(order);
    let moved = false;
    for (const k of order) {
      const nr = rr + steps[2 * k];
      const nc = rc + steps[2 * k + 1];
      if (nr < 0 || nc < 0 || nr >= roomRows || nc >= roomCols || seen[nr * roomCols + nc]) continue;
      seen[nr * roomCols + nc] = 1;
      cells[board.index(2 * nr, 2 * nc)] = floor;
      cells[board.index(rr + nr, rc + nc)] = floor;
      stack.push(nr * roomCols + nc);
      moved = true;
      break;
    }
    if (!moved) stack.pop();
  }
  // Knock out a few walls between two corridors: loops, so a shortest route is not the only route.
  for (let i = 0; i < board.size; i++) {
    if (cells[i] !== wall || !rng.chance(60)) continue;
    const r = board.row(i);
    const c = board.col(i);
    const across = (r % 2 === 1 && c % 2 === 0) || (r % 2 === 0 && c % 2 === 1);
    if (across) cells[i] = floor;
  }
  // A board of one room (2 × 2, 1 × 2) still gets a corridor of two cells.
  if (board.size > 1 && board.cellsOf(floor).length === 1) cells[cols > 1 ? 1 : cols] = floor;
  return farthestEnds(board, wall, 0);
}

/**
 * One corridor winding from the top-left corner through every other row (or
 * column, on a board of fewer than three rows) to its far end: the longest
 * route a board of this size can hold.
 */
export function paintSnake(board: Board, wall: number, floor: number): Ends {
  const { rows, cols, cells } = board;
  const byRows = rows >= 3 || rows >= cols;
  const lanes = byRows ? rows : cols;
  const length = byRows ? cols : rows;
  const at = (lane: number, k: number) => (byRows ? board.index(lane, k) : board.index(k, lane));
  cells.fill(wall);
  let last = 0;
  for (let lane = 0; lane < lanes; lane++) {
    if (lane % 2 === 0) {
      for (let k = 0; k < length; k++) cells[at(lane, k)] = floor;
      // Ends on the side where the next turn is.
      last = at(lane, lane % 4 === 0 ? length - 1 : 0);
    } else if (lane + 1 < lanes) {
      // The turn: one gap at the end where the lane above stopped.
      cells[at(lane, lane % 4 === 1 ? length - 1 : 0)] = floor;
    }
  }
  return { start: 0, end: last };
}

/**
 * The two free cells farthest apart along the corridors, as far as two
 * searches find them: the cell farthest from `from`, then the one farthest
 * from that. Cells that are `wall` are closed.
 */
export function farthestEnds(board: Board, wall: number, from: number): Ends {
  const open = board.openMask(wall);
  const a = farthestFrom(board, open, from);
  if (a < 0) return { start: from, end: from };
  const b = farthestFrom(board, open, a);
  return { start: a, end: b < 0 ? a : b };
}

/** The cell a walk reaches last from `from` (the first such in reading order), or -1 when `from` is closed. */
export function farthestFrom(board: Board, open: Uint8Array, from: number): number {
  if (!open[from]) return -1;
  const dist = gridBfs(board.rows, board.cols, open, [from]);
  let best = from;
  for (let i = 0; i < dist.length; i++) if (dist[i] > dist[best]) best = i;
  return best;
}

/**
 * Puts `code` on a random cell holding one of `on`, or, when none does, on a
 * random cell not holding one of `keep`: the cell it took, or -1 when every
 * cell is to be kept.
 */
export function place(rng: Rng, board: Board, code: number, on: readonly number[], keep: readonly number[]): number {
  let choices = board.cellsOf(...on);
  if (choices.length === 0) choices = board.cellsNotOf(...keep);
  if (choices.length === 0) return -1;
  const cell = rng.pick(choices);
  board.cells[cell] = code;
  return cell;
}
