// The usual well-formed grid read fast, beside the careful reading of
// read/cursor.ts it accelerates. Three ways, each all or nothing: the grid an
// earlier version of the text read at the same place (read/gridMemo.ts), its
// rows edited since read again; the rows' bytes of an ASCII text copied in one
// block (or row by row) and checked at once, two cells per lookup; or, for a
// text with characters beyond ASCII, each row encoded and checked. None
// reports anything: at the first unusual thing (a blank line, a row of
// another length, a character outside the alphabet) it gives up with the
// cursor where it was, and the careful reading reads the grid again and says
// what is wrong. test/unit/reader.fastpath.test.ts holds the two together.

import { Grid, NO_IRREGULAR_ROWS, type RowsInText } from '../grid';
import type { AsciiText, SourceText } from '../text/source';
import type { Alphabet } from './alphabet';
import type { GridSpec } from './specs';

/** What of the cursor the fast reading moves: where it is in which text. */
interface Place {
  readonly src: SourceText;
  line: number;
}

/** Remembers a grid read at `start`, for the next version of the text to reuse. */
export function rememberGrid(src: SourceText, start: number, grid: Grid, alphabet: string): void {
  src.grids.remember(start, grid, alphabet);
}

/** The grid read fast, the cursor moved past it; undefined (the cursor where it was) when it is not the usual well-formed one. */
export function readGridFast(at: Place, spec: GridSpec): Grid | undefined {
  return recallGrid(at, spec) ?? copyGrid(at, spec) ?? encodeRows(at, spec);
}

/**
 * The grid an earlier version of the text read here (see GridMemo): the
 * same one when none of its rows was edited since, else its cells with the
 * edited rows read again, when each is still a plain row of allowed
 * characters.
 */
function recallGrid(at: Place, { rows, cols, alphabet }: GridSpec): Grid | undefined {
  const recalled = at.src.grids.recall(at.line, rows, cols, alphabet.chars);
  if (!recalled) return undefined;
  const { grid, editedRows } = recalled;
  let out = grid;
  if (editedRows.length) {
    const cells = grid.cells.slice();
    for (const r of editedRows) {
      const text = at.src.content[grid.rowLine[r]];
      if (text.length !== cols || !grid.plainRow(r)) return undefined;
      for (let c = 0, i = r * cols; c < cols; c++, i++) {
        const code = text.charCodeAt(c);
        if (!alphabet.has(code)) return undefined;
        cells[i] = code & 0xff;
      }
    }
    // Arrays of its own: the earlier grid's may be handed to the extension host with its case.
    const places = new Int32Array(2 * rows);
    places.set(grid.rowLine);
    places.set(grid.rowCol, rows);
    // Not where its rows lie in the text's bytes: that is the earlier version's image.
    out = new Grid(rows, cols, cells, places.subarray(0, rows), places.subarray(rows), NO_IRREGULAR_ROWS);
  }
  at.line = grid.rowLine[rows - 1] + 1;
  return out;
}

/**
 * The grid of an ASCII text whose rows each start their line and are exactly
 * `cols` characters: its rows' bytes copied, then every cell checked at once.
 * Tried only when the text left could hold them all, which bounds what it
 * allocates.
 */
function copyGrid(at: Place, { rows, cols, alphabet }: GridSpec): Grid | undefined {
  const ascii = at.src.asciiBytes();
  if (!ascii || at.line >= at.src.lineCount || rows * cols > ascii.bytes.length - ascii.starts[at.line]) return undefined;
  const cells = new Uint8Array(rows * cols);
  // The rows' lines and (all 0) columns in one buffer: one allocation fewer per grid.
  const rowPlaces = new Int32Array(2 * rows);
  const rowLine = rowPlaces.subarray(0, rows);
  const copied = copyRows(at, ascii, rows, cols, cells, rowLine, alphabet);
  return copied === undefined ? undefined : new Grid(rows, cols, cells, rowLine, rowPlaces.subarray(rows), NO_IRREGULAR_ROWS, copied ?? undefined);
}

/**
 * Copies `rows` rows of exactly `cols` characters, each starting its line,
 * from the bytes of an ASCII text into `cells` and moves past them; then
 * says where the rows lie in the bytes when only a "\n" separates them, else
 * null. Undefined (the cursor back where it was) when a row is otherwise or
 * a cell is not in the alphabet.
 */
function copyRows(at: Place, ascii: AsciiText, rows: number, cols: number, cells: Uint8Array, rowLine: Int32Array, alphabet: Alphabet): RowsInText | null | undefined {
  const from = at.line;
  const { bytes, starts } = ascii;
  const content = at.src.content;
  const base = starts[at.line];
  const w = cols + 1;
  // The usual layout, rows of exactly `cols` bytes each ended by a "\n" (or
  // the end of the text), is told by the line starts alone, `cols + 1` apart:
  // no string read per row. The check of the cells below then refuses
  // whatever else such a line could hold (a blank, a digit), as the
  // alphabet has only printable characters.
  const first = at.line;
  const next = first + rows;
  const end = base + rows * w - 1;
  // The last row ends where the next line starts, or where the text does (a final "\n" or none).
  const lastEnds = next < at.src.lineCount ? starts[next] === end + 1 : end === bytes.length || (end === bytes.length - 1 && bytes[end] === LINE_FEED);
  if (alphabet.printable && next <= at.src.lineCount && lastEnds) {
    let r = 1;
    while (r < rows && starts[first + r] === base + r * w) r++;
    if (r === rows) {
      for (r = 0; r < rows; r++) rowLine[r] = first + r;
      if (cols >= LOOP_COPY) copyBlock(bytes, base, rows, cols, cells);
      else for (let r = 0, i = base, to = 0; r < rows; r++, i += w) for (let c = 0; c < cols; c++) cells[to++] = bytes[i + c];
      if (!allAllowed(cells, alphabet)) return undefined;
      at.line = next;
      return { bytes, start: base };
    }
  }
  // Whether every row follows the previous one with only a "\n" between.
  let adjacent = true;
  for (let r = 0; r < rows; r++) {
    // A row of the right length starting with a printable character is not
    // blank: skip blank lines (calls per row, before the JIT has them) only when not.
    let row = content[at.line];
    if (row === undefined || row.length !== cols) {
      while (at.line < at.src.lineCount && at.src.isBlank(at.line)) at.line++;
      row = content[at.line];
    }
    const line = at.line++;
    const first = row === undefined ? 0 : row.charCodeAt(0);
    if (row === undefined || row.length !== cols || !(first > 0x20 && first < 0x7f)) {
      at.line = from;
      return undefined;
    }
    rowLine[r] = line;
    adjacent &&= starts[line] === base + r * (cols + 1);
  }
  if (adjacent && cols >= LOOP_COPY) copyBlock(bytes, base, rows, cols, cells);
  else {
    for (let r = 0, to = 0; r < rows; r++, to += cols) {
      const i = starts[rowLine[r]];
      // A row of a few cells is cheaper by a loop than by a native call and its
      // subarray; from a few dozen on, the native copy wins while the loop is
      // not compiled yet.
      if (cols < LOOP_COPY) for (let c = 0; c < cols; c++) cells[to + c] = bytes[i + c];
      else cells.set(bytes.subarray(i, i + cols), to);
    }
  }
  if (allAllowed(cells, alphabet)) return adjacent ? { bytes, start: base } : null;
  at.line = from;
  return undefined;
}

/**
 * The grid of a text with characters beyond ASCII (a "…" somewhere else, say)
 * when every row starts its line, has exactly `cols` characters and only
 * allowed ones: each row encoded into the cells and checked on the way.
 */
function encodeRows(at: Place, { rows, cols, alphabet }: GridSpec): Grid | undefined {
  if (at.src.asciiBytes() || rows * cols > at.src.length) return undefined;
  const from = at.line;
  const cells = new Uint8Array(rows * cols);
  const rowLine = new Int32Array(rows);
  for (let r = 0; r < rows; r++) {
    while (at.line < at.src.lineCount && at.src.isBlank(at.line)) at.line++;
    const text = at.src.content[at.line];
    if (text === undefined || text.length !== cols || !encodeAllowed(text, cells.subarray(r * cols, (r + 1) * cols), alphabet.allowed)) {
      at.line = from;
      return undefined;
    }
    rowLine[r] = at.line++;
  }
  return new Grid(rows, cols, cells, rowLine, new Int32Array(rows), NO_IRREGULAR_ROWS);
}

const ASCII = new TextEncoder();

/**
 * Encodes a row as UTF-8 into `row`; true when it filled the row and every
 * byte is an allowed character. A character outside ASCII encodes to bytes of
 * 0x80 and above, which no alphabet here allows, so it is caught too.
 */
function encodeAllowed(text: string, row: Uint8Array, allowed: Uint8Array): boolean {
  if (ASCII.encodeInto(text, row).written !== row.length) return false;
  for (let i = 0; i < row.length; i++) if (allowed[row[i]] === 0) return false;
  return true;
}

/**
 * True when every byte of `cells` (a whole array, not a view into a larger
 * one) is an allowed character, checked by two pairs of bytes at a time.
 */
function allAllowed(cells: Uint8Array, alphabet: Alphabet): boolean {
  const { allowed, pairs } = alphabet;
  const words = new Uint32Array(cells.buffer, 0, cells.length >> 2);
  for (let w = 0; w < words.length; w++) {
    const x = words[w];
    if ((pairs[x & 0xffff] & pairs[x >>> 16]) === 0) return false;
  }
  for (let i = words.length << 2; i < cells.length; i++) if (allowed[cells[i]] === 0) return false;
  return true;
}

/**
 * Copies the `rows` rows of `cols` bytes that lie at `base` in `bytes`, each
 * followed by a "\n", to `cells`: the first rows·cols bytes of the block in one
 * native copy, then each row moved down over the line feeds before it (a move
 * within `cells`: no subarray per row), and the few last rows, whose bytes the
 * first copy did not reach, from the text.
 */
function copyBlock(bytes: Uint8Array, base: number, rows: number, cols: number, cells: Uint8Array): void {
  const w = cols + 1;
  const size = rows * cols;
  cells.set(bytes.subarray(base, base + size));
  let r = 1;
  // Ascending: row r goes below where any later row's bytes lie.
  for (; r < rows && r * w + cols <= size; r++) cells.copyWithin(r * cols, r * w, r * w + cols);
  for (; r < rows; r++) for (let c = 0, i = base + r * w, to = r * cols; c < cols; c++) cells[to + c] = bytes[i + c];
}

const LINE_FEED = 0x0a;
/** Rows of a clean grid narrower than this are copied by a loop (see copyRows). */
const LOOP_COPY = 16;
