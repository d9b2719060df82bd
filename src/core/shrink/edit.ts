// The edits a shrinker tries on one test: fewer rows, fewer columns, a cell
// made floor, a header value made its least. Each returns a new test (the
// old one is kept for when the smaller one passes), with the header kept
// true to the board: its size, and the squares it names moved with the cells
// they stand on. A band holding a square cannot go: its test is undefined.

import type { InputLayout } from '../description';
import type { LaidTest } from '../generate/write';

/** A band of rows or columns: from `from` up to, not including, `to`. */
export interface Band {
  from: number;
  to: number;
}

/** The test without the rows of `rows` and the columns of `cols` (either may be empty). */
export function withoutBands(layout: InputLayout, test: LaidTest, rows: Band, cols: Band): LaidTest | undefined {
  const rowsCut = rows.to - rows.from;
  const colsCut = cols.to - cols.from;
  const newRows = test.rows - rowsCut;
  const newCols = test.cols - colsCut;
  if (newRows < 1 || newCols < 1 || (rowsCut === 0 && colsCut === 0)) return undefined;
  const values = { ...test.values };
  for (const sq of layout.squares ?? []) {
    // A coordinate that is the board's size (the square "(H, W)") follows the board.
    const r = sq.row === layout.rows ? -1 : test.values[sq.row] - sq.base;
    const c = sq.col === layout.cols ? -1 : test.values[sq.col] - sq.base;
    if ((r >= rows.from && r < rows.to) || (c >= cols.from && c < cols.to)) return undefined;
    if (r >= rows.to) values[sq.row] -= rowsCut;
    if (c >= cols.to) values[sq.col] -= colsCut;
  }
  if (typeof layout.rows === 'string') values[layout.rows] = newRows;
  if (typeof layout.cols === 'string') values[layout.cols] = newCols;
  const cells = new Uint8Array(newRows * newCols);
  let at = 0;
  for (let r = 0; r < test.rows; r++) {
    if (r >= rows.from && r < rows.to) continue;
    for (let c = 0; c < test.cols; c++) if (c < cols.from || c >= cols.to) cells[at++] = test.cells[r * test.cols + c];
  }
  return { values, rows: newRows, cols: newCols, cells };
}

/** The test with the cells of `indices` made `code`. */
export function withCells(test: LaidTest, indices: readonly number[], code: number): LaidTest {
  const cells = test.cells.slice();
  for (const i of indices) cells[i] = code;
  return { ...test, cells };
}

/** The test with header value `name` made `value`. */
export function withValue(test: LaidTest, name: string, value: number): LaidTest {
  return { ...test, values: { ...test.values, [name]: value } };
}

/** The test with the character of cell `from` moved to cell `to`, and `floor` left behind. */
export function withCellMoved(test: LaidTest, from: number, to: number, floor: number): LaidTest {
  const cells = test.cells.slice();
  cells[to] = cells[from];
  cells[from] = floor;
  return { ...test, cells };
}

/** The test with the square of the layout named `letter` moved to cell `to` (its header values changed). */
export function withSquareMoved(layout: InputLayout, test: LaidTest, letter: string, to: number): LaidTest | undefined {
  const sq = layout.squares?.find((s) => s.letter === letter);
  if (!sq) return undefined;
  return { ...test, values: { ...test.values, [sq.row]: Math.floor(to / test.cols) + sq.base, [sq.col]: (to % test.cols) + sq.base } };
}

/** The cell a square of the layout names in the test. */
export function squareCell(layout: InputLayout, test: LaidTest, letter: string): number {
  const sq = layout.squares!.find((s) => s.letter === letter)!;
  return (test.values[sq.row] - sq.base) * test.cols + (test.values[sq.col] - sq.base);
}
