// How large a generated board is: the statement's limits on its rows and
// columns (fixed, or header values with their ranges), narrowed by the size
// asked for, and the cells every test of a file may have together.

import type { ProblemDescription } from '../description';
import type { SizeOption } from './types';

/** A range of whole numbers, both ends included. */
export interface Span {
  min: number;
  max: number;
}

/** What the statement allows a board to be. */
export interface BoardLimits {
  rows: Span;
  cols: Span;
  /** Rows and columns are one header value (an N × N board). */
  square: boolean;
  /** The fewest cells a board needs: one for each piece it must hold and each square it names. */
  minCells: number;
  /** The most cells all the tests of a file may have together. */
  totalCells: number | undefined;
}

/** The sizes one file's tests take. */
export interface SizePlan extends BoardLimits {
  /** The sides chosen from, within the statement's. */
  pick: { rows: Span; cols: Span };
  /** Largest header numbers that are neither a side nor a coordinate are drawn up to min + this. */
  spread: number;
}

/** The top of each named size's sides (kept within the statement's limits). */
const SIDE_OF = { tiny: 5, small: 10, medium: 100 } as const;

export function boardLimits(description: ProblemDescription): BoardLimits {
  const { layout } = description;
  const counted = description.cells.reduce((n, c) => n + (c.count ?? 0), 0);
  return {
    rows: sideSpan(description, layout.rows),
    cols: sideSpan(description, layout.cols),
    square: typeof layout.rows === 'string' && layout.rows === layout.cols,
    minCells: Math.max(1, counted + (layout.squares?.length ?? 0)),
    totalCells: layout.totalCells,
  };
}

/** A side's range: a fixed number, or a header value's limits (a maximum naming another value takes that one's). */
function sideSpan(description: ProblemDescription, side: string | number): Span {
  if (typeof side === 'number') return { min: side, max: side };
  const specs = description.layout.header.flat();
  let spec = specs.find((n) => n.name === side);
  const min = spec?.min ?? 1;
  for (let hops = 0; spec && typeof spec.max === 'string' && hops <= specs.length; hops++) {
    const bound = spec.max;
    spec = specs.find((n) => n.name === bound);
  }
  const max = spec && typeof spec.max === 'number' ? spec.max : min;
  return { min, max: Math.max(min, max) };
}

/** The plan for `size`, or why that size cannot be had. */
export function planSizes(limits: BoardLimits, size: SizeOption): SizePlan | string {
  const { rows, cols } = limits;
  if (typeof size === 'object') {
    for (const [what, n, span] of [
      ['rows', size.rows, rows],
      ['columns', size.cols, cols],
    ] as const) {
      if (n < span.min || n > span.max) return `the board's ${what} must be from ${span.min} to ${span.max}, not ${n}.`;
    }
    if (limits.square && size.rows !== size.cols) return `the board is square: ask for N×N, not ${size.rows}×${size.cols}.`;
    if (size.rows * size.cols < limits.minCells) return `a board needs at least ${limits.minCells} cells for what it must hold.`;
    if (limits.totalCells !== undefined && size.rows * size.cols > limits.totalCells) return `a board may have at most ${limits.totalCells} cells.`;
    return { ...limits, pick: { rows: { min: size.rows, max: size.rows }, cols: { min: size.cols, max: size.cols } }, spread: Math.max(size.rows, size.cols) };
  }
  if (size === 'max') return { ...limits, pick: { rows: { min: rows.max, max: rows.max }, cols: { min: cols.max, max: cols.max } }, spread: Number.MAX_SAFE_INTEGER };
  const top = SIDE_OF[size];
  const narrowed = (span: Span): Span => ({ min: span.min, max: Math.max(span.min, Math.min(span.max, top)) });
  return { ...limits, pick: { rows: narrowed(rows), cols: narrowed(cols) }, spread: top };
}

/**
 * One test's size: each side at random within the plan (at its ends for
 * `extreme` tests: the statement's least or the plan's most), then made to
 * fit `budget` cells and to hold the cells the board needs.
 */
export function pickSize(random: (span: Span) => number, plan: SizePlan, extreme: boolean, budget: number): { rows: number; cols: number } {
  const end = (statement: Span, picked: Span): Span => ({ min: statement.min, max: Math.max(statement.min, picked.max) });
  const rowsFrom = extreme ? end(plan.rows, plan.pick.rows) : plan.pick.rows;
  const colsFrom = extreme ? end(plan.cols, plan.pick.cols) : plan.pick.cols;
  const side = (span: Span) => (extreme ? (random({ min: 0, max: 1 }) === 0 ? span.min : span.max) : random(span));
  let rows = side(rowsFrom);
  let cols = plan.square ? rows : side(colsFrom);
  // Too many cells for the budget: smaller sides, the longer one first, as near a square as the budget allows.
  if (rows * cols > budget) {
    const root = Math.max(1, isqrt(budget));
    if (plan.square) rows = cols = Math.max(plan.rows.min, Math.min(rows, root));
    else if (rows >= cols) {
      cols = Math.max(plan.cols.min, Math.min(cols, root));
      rows = Math.max(plan.rows.min, Math.min(rows, Math.floor(budget / cols)));
    } else {
      rows = Math.max(plan.rows.min, Math.min(rows, root));
      cols = Math.max(plan.cols.min, Math.min(cols, Math.floor(budget / rows)));
    }
  }
  // Too few cells for the pieces: larger sides, within the statement's (which one, at random when both can grow).
  while (rows * cols < plan.minCells && (rows < plan.rows.max || cols < plan.cols.max)) {
    if (plan.square) rows = cols = rows + 1;
    else if (cols >= plan.cols.max || (rows < plan.rows.max && random({ min: 0, max: 1 }) === 0)) rows++;
    else cols++;
  }
  return { rows, cols };
}

/** The whole part of √n, in integers. */
export function isqrt(n: number): number {
  let lo = 0;
  let hi = Math.min(n, 94_906_265);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (mid * mid <= n) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
