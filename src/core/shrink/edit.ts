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
    const r = test.values[sq.row] - sq.base;
    const c = test.values[sq.col] - sq.base;
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
