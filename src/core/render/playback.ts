// Stepping through a line of play (Line: steps × pieces cell indices): where
// each piece stands at a step, the trail it leaves, and the in-between position
// while a piece is drawn moving from one step to the next.

import type { Line } from '../problem';

export function stepCount(line: Pick<Line, 'pieces' | 'cells'>): number {
  const k = line.pieces.length;
  return k > 0 ? Math.floor(line.cells.length / k) : 0;
}

/** The step clamped into the line's range. */
export function clampStep(line: Pick<Line, 'pieces' | 'cells'>, step: number): number {
  const n = stepCount(line);
  return n === 0 ? 0 : Math.min(n - 1, Math.max(0, Math.round(step)));
}

/** The cell of each piece at `step`. */
export function positionsAt(line: Pick<Line, 'pieces' | 'cells'>, step: number): number[] {
  const k = line.pieces.length;
  const s = clampStep(line, step);
  return Array.from({ length: k }, (_, p) => line.cells[s * k + p]);
}

/** The cells one piece visits, with repeats (a piece that stays) removed. */
export function trailOf(line: Pick<Line, 'pieces' | 'cells'>, piece: number, upToStep = Infinity): number[] {
  const k = line.pieces.length;
  const last = Math.min(stepCount(line) - 1, upToStep);
  const out: number[] = [];
  for (let s = 0; s <= last; s++) {
    const cell = line.cells[s * k + piece];
    if (out[out.length - 1] !== cell) out.push(cell);
  }
  return out;
}

/** (row, col) in cell units, fractional between two cells: t = 0 at `from`, 1 at `to`. */
export function between(from: number, to: number, t: number, cols: number): { row: number; col: number } {
  const k = Math.min(1, Math.max(0, t));
  const r0 = Math.floor(from / cols);
  const c0 = from - r0 * cols;
  const r1 = Math.floor(to / cols);
  const c1 = to - r1 * cols;
  return { row: r0 + (r1 - r0) * k, col: c0 + (c1 - c0) * k };
}

/** Ease-in-out for the moving pieces: slow start and stop read as a move. */
export function ease(t: number): number {
  const k = Math.min(1, Math.max(0, t));
  return k * k * (3 - 2 * k);
}
