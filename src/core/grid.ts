// A rectangular board: cells in one typed array (flat index r * cols + c) and
// the link between every cell and where it is written in the text, which the
// hover, the decorations and the webview's "reveal cell" all rely on.

import type { Position } from './text/issues';

/** The irregular-row map of a grid whose every row is one character per cell (nearly all): one shared empty map. */
export const NO_IRREGULAR_ROWS: ReadonlyMap<number, Int32Array> = new Map();

/** Where the rows of a grid lie in the bytes of an ASCII text. */
export interface RowsInText {
  bytes: Uint8Array;
  /** Offset of the first row; row r starts at start + r * (cols + 1). */
  start: number;
}

export class Grid {
  constructor(
    readonly rows: number,
    readonly cols: number,
    /** Character code of each cell, normalised (a typographic "…" already expanded). */
    readonly cells: Uint8Array,
    /** Text line of each row. */
    readonly rowLine: Int32Array,
    /** Text column of each row's first cell. */
    readonly rowCol: Int32Array,
    /** Per-row cell → column maps, only for rows whose text is not one character per cell. */
    private readonly irregular: ReadonlyMap<number, Int32Array> = NO_IRREGULAR_ROWS,
    rowsInText?: RowsInText,
  ) {
    this.#rowsInText = rowsInText;
  }

  /**
   * Where the rows lie in the bytes of their ASCII text, when they follow one
   * another with only a "\n" between them: a search can lay the board out
   * with one copy of the text instead of one per row. A private field, so a
   * worker message does not carry the whole text along; the cells are never
   * written after reading, so the text stays their exact image.
   */
  get rowsInText(): RowsInText | undefined {
    return this.#rowsInText;
  }

  readonly #rowsInText: RowsInText | undefined;

  get size(): number {
    return this.rows * this.cols;
  }

  index(r: number, c: number): number {
    return r * this.cols + c;
  }

  at(r: number, c: number): number {
    return this.cells[r * this.cols + c];
  }

  char(index: number): string {
    return String.fromCharCode(this.cells[index]);
  }

  /** All cells holding `ch`, in reading order. */
  find(ch: string): number[] {
    const code = ch.charCodeAt(0);
    const out: number[] = [];
    for (let i = this.cells.indexOf(code); i !== -1; i = this.cells.indexOf(code, i + 1)) out.push(i);
    return out;
  }

  /** Where a cell is written in the text. */
  positionOf(index: number): Position {
    const r = Math.floor(index / this.cols);
    const c = index - r * this.cols;
    const map = this.irregular.get(r);
    return { line: this.rowLine[r], col: map ? map[c] : this.rowCol[r] + c };
  }

  /** Row r is written one character per cell from its line's first column. */
  plainRow(r: number): boolean {
    return this.rowCol[r] === 0 && !this.irregular.has(r);
  }

  /** The text line of the first row (rows are usually consecutive, but blank lines may sit between). */
  rowOfLine(line: number): number {
    // Rows are in increasing line order: binary search.
    let lo = 0;
    let hi = this.rows - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const l = this.rowLine[mid];
      if (l === line) return mid;
      if (l < line) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** The cell written at a text position, or -1. */
  cellAt(pos: Position): number {
    const r = this.rowOfLine(pos.line);
    if (r < 0) return -1;
    const map = this.irregular.get(r);
    if (map) {
      for (let c = 0; c < this.cols; c++) {
        const next = c + 1 < this.cols ? map[c + 1] : Infinity;
        if (pos.col >= map[c] && pos.col < next && (c + 1 < this.cols || pos.col === map[c])) return this.index(r, c);
      }
      return -1;
    }
    const c = pos.col - this.rowCol[r];
    return c >= 0 && c < this.cols ? this.index(r, c) : -1;
  }
}

/** Rebuilds a Grid from its structured-clone copy (a worker message loses the prototype). */
export function reviveGrid(g: Grid | undefined): Grid | undefined {
  if (!g) return undefined;
  if (g instanceof Grid) return g;
  const o = g as unknown as { rows: number; cols: number; cells: Uint8Array; rowLine: Int32Array; rowCol: Int32Array; irregular?: Map<number, Int32Array> };
  return new Grid(o.rows, o.cols, o.cells, o.rowLine, o.rowCol, o.irregular ?? NO_IRREGULAR_ROWS);
}
