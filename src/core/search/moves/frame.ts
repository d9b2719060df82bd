// The board a move search runs on: the cells laid out with a frame of closed
// cells around them as wide as the longest offset, so that no move needs a
// bounds check.
//
// Cell (r, c) sits at (r + mr) * width + mc + c, width = cols + mc: mr rows
// of frame above and below, and mc frame columns before each row, which are
// also the columns after the row before (a step right off the end of a row
// lands in them, a step left off its start too).
//
// A search keeps two arrays over the framed cells: the distances (SHUT,
// below every distance, where no move may go), and, when rides, slides or
// walls one may enter call for them, each cell's bits: what it is, and which
// rides and slides have passed it.

import { MAX_OFFSET, type MoveKind } from './rules';

/** Bits 0..23: a ride or slide direction has passed the cell (see search.ts). */
export const LINE_BITS = 0x00ffffff;
/** A wall of the board. */
export const WALL_BIT = 1 << 24;
/** The frame: off the board. */
export const OFF_BIT = 1 << 25;

/**
 * The distance of a cell no move may enter (the frame; walls, unless some
 * move lands on them): below every distance, so no offer is ever less.
 */
export const SHUT = -2;
export const INFINITE = 0x7fffffff;

export interface Frame {
  rows: number;
  cols: number;
  /** Frame rows above (and below) the board, and frame columns before each row. */
  mr: number;
  mc: number;
  width: number;
  /** Framed cells. */
  size: number;
}

/**
 * The frame for `kinds` on a rows × cols board: as wide as their longest
 * offset that can land on the board at all (see fits), so a narrow board
 * gets a narrow frame.
 */
export function frameFor(rows: number, cols: number, kinds: readonly MoveKind[]): Frame {
  let mr = 1;
  let mc = 0;
  for (const k of kinds) {
    for (let i = 0; i < k.offsets.length; i += 2) {
      const dr = Math.abs(k.offsets[i]);
      const dc = Math.abs(k.offsets[i + 1]);
      if (!fits(rows, cols, dr, dc)) continue;
      mr = Math.max(mr, dr);
      mc = Math.max(mc, dc);
    }
  }
  const width = cols + mc;
  // At least one row of frame, so that the cell after the last one is closed too.
  return { rows, cols, mr, mc, width, size: (rows + 2 * mr) * width + mc + 1 };
}

/** An offset or direction that can take a cell of the board to another one of it; the others are left out. */
export function fits(rows: number, cols: number, dr: number, dc: number): boolean {
  return Math.abs(dr) < rows && Math.abs(dc) < cols && Math.abs(dr) <= MAX_OFFSET && Math.abs(dc) <= MAX_OFFSET;
}

/** Where cell `i` of the board lies on the frame. */
export function framed(f: Frame, i: number): number {
  const r = (i / f.cols) | 0;
  return (r + f.mr) * f.width + f.mc + (i - r * f.cols);
}

/** Where the first cell of board row `r` lies on the frame; the row's other cells follow it. */
export function rowStart(f: Frame, r: number): number {
  return (r + f.mr) * f.width + f.mc;
}

/** The board index of framed cell `p` (which must be on the board). */
export function unframed(f: Frame, p: number): number {
  const r = ((p / f.width) | 0) - f.mr;
  return r * f.cols + (p - (r + f.mr) * f.width - f.mc);
}

/**
 * The distances of the framed cells before a search: INFINITE on cells one
 * may enter, SHUT elsewhere (walls count as enterable when `walls`).
 * `free[code]` is non-zero for characters one may stand on.
 */
export function frameDistances(f: Frame, cells: Uint8Array, free: Uint8Array, walls: boolean): Int32Array {
  const dist = new Int32Array(f.size);
  const byCode = new Int32Array(256);
  for (let c = 0; c < 256; c++) byCode[c] = free[c] !== 0 || walls ? INFINITE : SHUT;
  // Each word written once: the frame's rows and columns SHUT, the board's cells by their character.
  dist.fill(SHUT, 0, rowStart(f, 0));
  for (let r = 0, i = 0; r < f.rows; r++) {
    const start = rowStart(f, r);
    dist.fill(SHUT, start - f.mc, start);
    for (let c = 0, p = start; c < f.cols; c++, i++, p++) dist[p] = byCode[cells[i]];
  }
  dist.fill(SHUT, rowStart(f, f.rows) - f.mc);
  return dist;
}

/**
 * The bits of the framed cells before a search: OFF_BIT on the frame,
 * WALL_BIT on walls, each with every direction bit (so every ride and slide
 * stops there), 0 on free cells.
 */
export function frameBits(f: Frame, cells: Uint8Array, free: Uint8Array): Int32Array {
  const bits = new Int32Array(f.size).fill(OFF_BIT | LINE_BITS);
  const byCode = new Int32Array(256);
  for (let c = 0; c < 256; c++) byCode[c] = free[c] !== 0 ? 0 : WALL_BIT | LINE_BITS;
  for (let r = 0, i = 0; r < f.rows; r++) for (let c = 0, p = rowStart(f, r); c < f.cols; c++, i++, p++) bits[p] = byCode[cells[i]];
  return bits;
}

/** The entry cost of every framed cell: 0 on the frame and on walls, which a step through walls enters for nothing. */
export function frameCosts(f: Frame, cells: Uint8Array, free: Uint8Array, enter: Int32Array): Int32Array {
  const costs = new Int32Array(f.size);
  for (let r = 0, i = 0; r < f.rows; r++) for (let c = 0, p = rowStart(f, r); c < f.cols; c++, i++, p++) costs[p] = free[cells[i]] !== 0 ? enter[cells[i]] : 0;
  return costs;
}
