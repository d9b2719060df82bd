// The grids read from one version of a text, for the next version to reuse.
// A keystroke in a 50-board Z-Game file changes one line of one board: the
// other 49 boards need not be copied and checked again (12.5 MB per keystroke),
// and the edited board is its previous cells with the typed-over row re-read.
//
// Only SourceText.edited() makes a version with an earlier one to draw on: its
// edits replace characters inside lines, so every line keeps its index, and a
// grid read at a line is the same grid as long as none of its lines changed.

import type { Grid } from '../grid';

export interface RememberedGrid {
  grid: Grid;
  /** The alphabet it was checked against. */
  alphabet: string;
}

/** A grid read from an earlier version at the same line, and which of its rows were edited since. */
export interface Recalled {
  grid: Grid;
  editedRows: number[];
}

export class GridMemo {
  /** Grids read from this version, by the line their reading started at. */
  private readonly read = new Map<number, RememberedGrid>();

  constructor(
    /** Grids read from an earlier version, by the same key. */
    private readonly earlier: ReadonlyMap<number, RememberedGrid> = new Map(),
    /** Lines edited since that version. */
    private readonly edited: ReadonlySet<number> = new Set(),
  ) {}

  remember(start: number, grid: Grid, alphabet: string): void {
    this.read.set(start, { grid, alphabet });
  }

  /**
   * The grid an earlier version had where a reading starts at `start`, if it
   * is still whole (a worker may have handed its arrays to the extension host)
   * and of this size and alphabet, and no line of it but its rows was edited.
   */
  recall(start: number, rows: number, cols: number, alphabet: string): Recalled | undefined {
    const was = this.earlier.get(start);
    if (!was || was.alphabet !== alphabet) return undefined;
    const g = was.grid;
    if (rows < 1 || g.rows !== rows || g.cols !== cols || g.cells.length !== rows * cols || g.rowLine.length !== rows || g.rowCol.length !== rows) return undefined;
    const end = g.rowLine[rows - 1];
    const editedRows: number[] = [];
    for (const line of this.edited) {
      if (line < start || line > end) continue;
      // A blank line between rows, or before the first, was edited: read the grid again.
      const r = g.rowOfLine(line);
      if (r < 0) return undefined;
      editedRows.push(r);
    }
    return { grid: g, editedRows };
  }

  /**
   * What the version after this one (edited on `lines`) can reuse: the grids
   * read from this one, or when none was (it was never parsed), what this one
   * could have reused, with its edited lines added.
   */
  next(lines: Iterable<number>): GridMemo {
    if (this.read.size) return new GridMemo(this.read, new Set(lines));
    return new GridMemo(this.earlier, new Set([...this.edited, ...lines]));
  }
}
