// Writes tests as a problem's input lays them out (the count line, each
// test's header lines of numbers, its board's rows, a blank line after each
// test where the statement's inputs have one), and reads an input back into
// the same shape. The generators write through it, and so does the shrinker,
// so a smaller input is laid out exactly as the one it came from.

import type { ProblemDescription } from '../description';
import { type LayoutCase, readLayout } from '../read/layout';
import type { Rng } from '../random';
import { SourceText } from '../text/source';
import type { Board } from './board';
import type { Filled } from './types';

/** One test as numbers and a board: what an input says of it, apart from its layout. */
export interface LaidTest {
  /** Every header value, by name. */
  values: Record<string, number>;
  rows: number;
  cols: number;
  /** Character codes, row by row. */
  cells: Uint8Array;
}

const NEWLINE = 10;

/** The input text of `tests`, laid out as `description` says. */
export function writeInput(description: ProblemDescription, tests: readonly LaidTest[]): string {
  const { layout } = description;
  const heads: string[] = tests.map((t) => layout.header.map((line) => line.map((n) => String(t.values[n.name])).join(' ') + '\n').join(''));
  const count = layout.tests ? `${tests.length}\n` : '';
  const blank = layout.blankAfterEachTest ? 1 : 0;
  let length = count.length;
  tests.forEach((t, k) => (length += heads[k].length + t.rows * (t.cols + 1) + blank));
  const bytes = new Uint8Array(length);
  let at = 0;
  const put = (s: string) => {
    for (let i = 0; i < s.length; i++) bytes[at++] = s.charCodeAt(i);
  };
  put(count);
  tests.forEach((t, k) => {
    put(heads[k]);
    for (let r = 0; r < t.rows; r++) {
      bytes.set(t.cells.subarray(r * t.cols, (r + 1) * t.cols), at);
      at += t.cols;
      bytes[at++] = NEWLINE;
    }
    if (blank) bytes[at++] = NEWLINE;
  });
  return new TextDecoder().decode(bytes);
}

/** The tests of a valid input, read back; undefined when the shared reader finds an error or a test it cannot use. */
export function readTests(description: ProblemDescription, text: string): LaidTest[] | undefined {
  const parsed = readLayout(new SourceText(text), description);
  if (parsed.issues.some((i) => i.severity === 'error')) return undefined;
  const tests: LaidTest[] = [];
  for (const c of parsed.cases as LayoutCase[]) {
    if (!c.valid || !c.grid) return undefined;
    tests.push({ values: { ...c.values }, rows: c.grid.rows, cols: c.grid.cols, cells: c.grid.cells.slice() });
  }
  return tests.length > 0 ? tests : undefined;
}

/**
 * A generated board as a test: its sides and the cells of its squares
 * written into the header values they belong to, and every other header
 * value drawn within its limits (up to its least plus `spread`).
 */
export function laidTest(description: ProblemDescription, rng: Rng, board: Board, filled: Filled, spread: number): LaidTest {
  const { layout } = description;
  const squares = filled.squares ?? {};
  const values: Record<string, number> = {};
  const fixed = new Map<string, number>(Object.entries(filled.values ?? {}));
  if (typeof layout.rows === 'string') fixed.set(layout.rows, board.rows);
  if (typeof layout.cols === 'string') fixed.set(layout.cols, board.cols);
  for (const sq of layout.squares ?? []) {
    const cell = squares[sq.letter];
    if (cell === undefined || cell < 0) throw new Error(`the generator placed no square ${sq.letter}`);
    // A square at fixed numbers has no header value to write; its generator put it on its cell.
    if (typeof sq.row === 'string') fixed.set(sq.row, board.row(cell) + sq.base);
    if (typeof sq.col === 'string') fixed.set(sq.col, board.col(cell) + sq.base);
  }
  for (const line of layout.header) {
    for (const n of line) {
      const known = fixed.get(n.name);
      if (known !== undefined) {
        values[n.name] = known;
        continue;
      }
      const max = typeof n.max === 'number' ? n.max : (values[n.max] ?? n.min);
      // Within 2^52 of the least, so that the draw's range stays exact.
      values[n.name] = rng.int(n.min, Math.max(n.min, Math.min(max, n.min + Math.min(spread, 2 ** 52))));
    }
  }
  return { values, rows: board.rows, cols: board.cols, cells: board.cells };
}
