// A forgiving, position-aware reader for judge inputs. It reads the way a
// judge's `cin >>` would where that is harmless (blank lines, trailing blanks,
// CRLF), and reports everything else at the exact place with plain words.
// It never throws and never allocates by a number it has not checked against
// both the statement's limits and the text actually present.

import { Grid, NO_IRREGULAR_ROWS, type RowsInText } from './grid';
import { describeChar, escapeText, type Issue, type IssueCode, isJudgeBlank, NUMBER_LINE, range, type Range, type Severity, SourceText, typographic } from './source';

export interface NumberSpec {
  /** How the statement names it, e.g. "N" or "the number of tests". */
  name: string;
  min: number;
  max: number;
  /** Why `max`, when the statement does not set it: "the most Grid Lens reads; …". */
  maxNote?: string;
}

export interface NumbersLine {
  values: number[];
  line: number;
  /** Range of each number on its line. */
  ranges: Range[];
}

export interface GridSpec {
  rows: number;
  cols: number;
  /** Allowed cell characters, e.g. ".#PFV". */
  alphabet: string;
  /** Used in messages: "row 3 of test 2". */
  what: (row: number) => string;
}

/** The most problems one file reports. */
export const MAX_ISSUES = 1000;

const INTEGER = /^[+-]?\d+$/;

/** False for most grid rows without running NUMBER_LINE: such a line starts with a blank, a sign or a digit. */
function mayHoldNumbers(line: string): boolean {
  const c = line.charCodeAt(0);
  return (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c <= 0x20 || c > 0x7e;
}

export class Cursor {
  /** The next line to read. */
  line = 0;

  constructor(
    readonly src: SourceText,
    readonly issues: Issue[],
  ) {}

  report(range: Range, message: string, code: IssueCode, severity: Severity = 'error', fix?: Issue['fix']): void {
    // A garbage file can hold a problem on every line; past a point more messages help nobody
    // and would flood the editor's Problems view.
    if (this.issues.length > MAX_ISSUES) return;
    if (this.issues.length === MAX_ISSUES) {
      this.issues.push({ range, message: `More than ${MAX_ISSUES} problems; only the first ${MAX_ISSUES} are listed. Is this really a test of this problem?`, code: 'other', severity });
      return;
    }
    // Text from the file inside a message is shown with its control characters escaped.
    this.issues.push(fix ? { range, message: escapeText(message), code, severity, fix } : { range, message: escapeText(message), code, severity });
  }

  /** Moves past blank lines; true if a non-blank line remains. */
  skipBlank(): boolean {
    while (this.line < this.src.lineCount && this.src.isBlank(this.line)) this.line++;
    return this.line < this.src.lineCount;
  }

  atEnd(): boolean {
    return !this.skipBlank();
  }

  /**
   * Number of grid rows from the cursor on, stopping at `limit`, at the end, or
   * at a line of numbers (the next case's header: a row is never all digits), so
   * a half-typed case does not swallow the next one.
   */
  rowsAhead(limit: number): number {
    let n = 0;
    for (let l = this.line; l < this.src.lineCount && n < limit; l++) {
      if (this.src.isBlank(l)) continue;
      if (mayHoldNumbers(this.src.content[l]) && NUMBER_LINE.test(this.src.content[l])) break;
      n++;
    }
    return n;
  }

  /** Moves past the rows of a case that will not be read (it is over a limit). */
  skipRows(limit: number): void {
    const n = this.rowsAhead(limit);
    for (let i = 0; i < n; i++) {
      this.skipBlank();
      this.line++;
    }
  }

  /** Where to point when something is missing at the end of the file. */
  endRange(): Range {
    const last = Math.max(0, this.src.lineCount - 1);
    const len = this.src.lines[last]?.length ?? 0;
    return range(last, len, len);
  }

  /**
   * Reads one line holding exactly `specs.length` integers. Out-of-range
   * values are reported but still returned (callers decide whether they can go
   * on); a line that cannot be read at all returns undefined.
   */
  readNumbers(specs: NumberSpec[], context: string): NumbersLine | undefined {
    if (!this.skipBlank()) {
      this.report(this.endRange(), `Expected ${joinNames(specs)}${context} but the file ends here.`, 'missing');
      return undefined;
    }
    const line = this.line++;
    const text = this.src.content[line];
    const plain = plainNumbers(specs, line, text);
    if (plain) return plain;
    const tokens = splitTokens(text);
    if (hasNonAscii(text) && this.reportTypographic(line, text)) return undefined;
    const values: number[] = [];
    const ranges: Range[] = [];
    for (let i = 0; i < specs.length; i++) {
      const spec = specs[i];
      const tok = tokens[i];
      if (!tok) {
        const end = text.length;
        this.report(range(line, end, end), `Expected ${spec.name}${context} here; this line has only ${tokens.length} of the ${specs.length} numbers (${joinNames(specs)}).`, 'missing');
        return undefined;
      }
      const r = range(line, tok.start, tok.start + tok.text.length);
      if (!INTEGER.test(tok.text)) {
        this.report(r, `Expected ${spec.name}${context} to be a whole number, found "${tok.text}".`, 'bad-number');
        return undefined;
      }
      const v = Number(tok.text);
      if (!(v >= spec.min && v <= spec.max)) {
        const why = v > spec.max && spec.maxNote ? `more than ${spec.max}, ${spec.maxNote}` : `outside the allowed range ${spec.min}..${spec.max}`;
        this.report(r, `${sentenceStart(spec.name)}${context} is ${tok.text}, ${why}.`, 'out-of-range');
      }
      values.push(v);
      ranges.push(r);
    }
    if (tokens.length > specs.length) {
      const extra = tokens[specs.length];
      const last = tokens[tokens.length - 1];
      this.report(
        range(line, extra.start, last.start + last.text.length),
        `Unexpected text after ${joinNames(specs)}${context}: this line should hold ${specs.length === 1 ? 'one number' : specs.length + ' numbers'}.`,
        'extra',
      );
    }
    return { values, line, ranges };
  }

  /**
   * Reads `spec.rows` rows of `spec.cols` cells. Returns undefined (after
   * reporting why) when the grid is incomplete, so no solver sees a partial
   * board; the caller has checked rows·cols against the statement's limits.
   */
  readGrid(spec: GridSpec): Grid | undefined {
    const start = this.line;
    const grid = this.recallGrid(spec) ?? this.readFresh(spec);
    if (grid) this.src.grids.remember(start, grid, spec.alphabet);
    return grid;
  }

  /**
   * The grid an earlier version of the text read here (see GridMemo): the
   * same one when none of its rows was edited since, else its cells with the
   * edited rows read again, when each is still a plain row of allowed
   * characters. Undefined otherwise: the grid is then read afresh, which
   * reports what is wrong.
   */
  private recallGrid({ rows, cols, alphabet }: GridSpec): Grid | undefined {
    const recalled = this.src.grids.recall(this.line, rows, cols, alphabet);
    if (!recalled) return undefined;
    const { grid, editedRows } = recalled;
    let out = grid;
    if (editedRows.length) {
      const { allowed } = alphabetTable(alphabet);
      const cells = grid.cells.slice();
      for (const r of editedRows) {
        const text = this.src.content[grid.rowLine[r]];
        if (text.length !== cols || !grid.plainRow(r)) return undefined;
        for (let c = 0, at = r * cols; c < cols; c++, at++) {
          const code = text.charCodeAt(c);
          if (!allowed[code]) return undefined;
          cells[at] = code & 0xff;
        }
      }
      // Arrays of its own: the earlier grid's may be handed to the extension host with its case.
      const places = new Int32Array(2 * rows);
      places.set(grid.rowLine);
      places.set(grid.rowCol, rows);
      // Not where its rows lie in the text's bytes: that is the earlier version's image.
      out = new Grid(rows, cols, cells, places.subarray(0, rows), places.subarray(rows), NO_IRREGULAR_ROWS);
    }
    this.line = grid.rowLine[rows - 1] + 1;
    return out;
  }

  private readFresh(spec: GridSpec): Grid | undefined {
    const { rows, cols, alphabet } = spec;
    const table = alphabetTable(alphabet);
    const allowed = table.allowed;
    const ascii = this.src.asciiBytes();
    // The usual well-formed grid of an ASCII text: its rows' bytes copied, then
    // every cell checked at once. It reports nothing, so when anything is
    // unusual the loop below reads the grid again from the start, row by row.
    // Tried before counting the rows (a pass of calls per row), when the text
    // left could hold them all: that bounds what it allocates. A grid it reads
    // has no blank or numeric row, so the count would have found every row.
    if (ascii && this.line < this.src.lineCount && rows * cols <= ascii.bytes.length - ascii.starts[this.line]) {
      const cells = new Uint8Array(rows * cols);
      // The rows' lines and (all 0) columns in one buffer: one allocation fewer per grid.
      const rowPlaces = new Int32Array(2 * rows);
      const rowLine = rowPlaces.subarray(0, rows);
      const copied = this.copyGrid(ascii, rows, cols, cells, rowLine, table);
      if (copied !== undefined) return new Grid(rows, cols, cells, rowLine, rowPlaces.subarray(rows), NO_IRREGULAR_ROWS, copied ?? undefined);
    }
    // Count the rows really present before allocating anything of size rows·cols.
    const present = this.rowsAhead(rows);
    let ok = true;
    const rowLine = new Int32Array(present);
    const rowCol = new Int32Array(present);
    let irregular: Map<number, Int32Array> | undefined;
    const cells = new Uint8Array(present * cols);
    const words = ascii && cols >= SHORT_ROW ? new Uint32Array(cells.buffer, 0, cells.length >> 2) : NO_WORDS;
    // Fast path for the usual well-formed row: a copy of its bytes checked on
    // the way, instead of a loop over the string per cell (12.5 M cells for a
    // full Z-Game file). Anything unusual takes the careful path.
    for (let r = 0; r < present; r++) {
      this.skipBlank();
      const line = this.line++;
      const raw = this.src.content[line];
      // Rows rarely start with a blank: skip the trim (a string) when the first character is printable.
      const first = raw.charCodeAt(0);
      const start = first > 0x20 && first < 0x7f ? 0 : leadingBlanks(raw);
      const text = start === 0 ? raw : raw.slice(start);
      rowLine[r] = line;
      rowCol[r] = start;
      if (text.length === cols) {
        if (ascii ? copyAllowed(ascii.bytes, ascii.starts[line] + start, cells, words, r * cols, cols, table) : encodeAllowed(text, cells.subarray(r * cols, (r + 1) * cols), allowed)) continue;
      }
      // Expand typographic stand-ins so the rest of the row lines up, and say so.
      let cellsText = text;
      let colMap: Int32Array | undefined;
      if (/[^\x20-\x7e]/.test(text)) {
        const expanded: string[] = [];
        const cols: number[] = [];
        for (let i = 0; i < text.length; i++) {
          const t = typographic(text[i]);
          if (t) {
            this.reportPasted(line, start + i, t, ` in ${spec.what(r)}`);
            ok = false;
          }
          // A stand-in for cells is expanded, so the cells after it keep their places; a blank stays (it is no cell).
          if (t && t.meant.trim() !== '') {
            for (const ch of t.meant) {
              expanded.push(ch);
              cols.push(start + i);
            }
          } else {
            expanded.push(text[i]);
            cols.push(start + i);
          }
        }
        cellsText = expanded.join('');
        if (cellsText.length !== text.length) colMap = Int32Array.from(cols);
      }
      // A character outside the BMP is two UTF-16 units but one character on screen.
      const len = characterCount(cellsText);
      if (len !== cols) {
        const beyond = unitOffset(cellsText, cols);
        const where = len > cols ? range(line, colMap ? colMap[beyond] : start + beyond, start + text.length) : range(line, start, start + text.length);
        this.report(where, `${capitalize(spec.what(r))} has ${len} ${len === 1 ? 'cell' : 'cells'}; expected ${cols}.`, 'row-length');
        ok = false;
      }
      if (colMap && cellsText.length === cols) (irregular ??= new Map()).set(r, colMap);
      const n = Math.min(cols, cellsText.length);
      for (let c = 0; c < n; c++) {
        const code = cellsText.charCodeAt(c);
        if (allowed[code]) {
          cells[r * cols + c] = code & 0xff;
          continue;
        }
        ok = false;
        // One message for a run of unknown characters ("hello world" typed into a row), each of them under it.
        let end = c;
        while (end < n && !allowed[cellsText.charCodeAt(end)] && !typographic(cellsText[end])) end += isPairAt(cellsText, end) ? 2 : 1;
        if (end > c) {
          const run = cellsText.slice(c, Math.min(end, n));
          const from = colMap ? colMap[c] : start + c;
          const to = colMap ? colMap[Math.min(end, n) - 1] + 1 : start + Math.min(end, n);
          const hint = /[ \t]/.test(run) ? ' Rows must not contain blanks.' : '';
          const what = characterCount(run) === 1 ? `Unknown character ${describeChar(run)}` : `Unknown characters "${run}"`;
          this.report(range(line, from, to), `${what} in ${spec.what(r)}; the grid uses only ${listChars(alphabet)}.${hint}`, 'unknown-char');
          c = end - 1;
        }
      }
    }
    if (present < rows) {
      const missing = rows - present;
      // Point at the last line the grid got (its header or last row): the gap is right after it.
      const last = Math.max(0, this.line - 1);
      this.report(range(last, 0, Math.max(1, this.src.content[last].length)), `The grid needs ${rows} ${plural(rows, 'row')} but ${missing === rows ? 'none are' : `only ${present} ${present === 1 ? 'is' : 'are'}`} present: ${missing} ${missing === 1 ? 'row is' : 'rows are'} missing.`, 'missing');
      return undefined;
    }
    if (!ok) return undefined;
    return new Grid(rows, cols, cells, rowLine, rowCol, irregular ?? NO_IRREGULAR_ROWS);
  }

  /**
   * Copies `rows` rows of exactly `cols` characters, each starting its line,
   * from the bytes of an ASCII text into `cells` and moves past them; then
   * says where the rows lie in the bytes when only a "\n" separates them, else
   * null. Undefined (the cursor back where it was) when a row is otherwise or
   * a cell is not in the alphabet.
   */
  private copyGrid(ascii: { bytes: Uint8Array; starts: Int32Array }, rows: number, cols: number, cells: Uint8Array, rowLine: Int32Array, table: AlphabetTable): RowsInText | null | undefined {
    const from = this.line;
    const { bytes, starts } = ascii;
    const content = this.src.content;
    const base = starts[this.line];
    const w = cols + 1;
    // The usual layout, rows of exactly `cols` bytes each ended by a "\n" (or
    // the end of the text), is told by the line starts alone, `cols + 1` apart:
    // no string read per row. The check of the cells below then refuses
    // whatever else such a line could hold (a blank, a digit), as the
    // alphabet has only printable characters.
    const first = this.line;
    const next = first + rows;
    const end = base + rows * w - 1;
    // The last row ends where the next line starts, or where the text does (a final "\n" or none).
    const lastEnds = next < this.src.lineCount ? starts[next] === end + 1 : end === bytes.length || (end === bytes.length - 1 && bytes[end] === LINE_FEED);
    if (table.printable && next <= this.src.lineCount && lastEnds) {
      let r = 1;
      while (r < rows && starts[first + r] === base + r * w) r++;
      if (r === rows) {
        for (r = 0; r < rows; r++) rowLine[r] = first + r;
        if (cols >= LOOP_COPY) copyBlock(bytes, base, rows, cols, cells);
        else for (let r = 0, at = base, to = 0; r < rows; r++, at += w) for (let c = 0; c < cols; c++) cells[to++] = bytes[at + c];
        if (!allAllowed(cells, table)) return undefined;
        this.line = next;
        return { bytes, start: base };
      }
    }
    // Whether every row follows the previous one with only a "\n" between.
    let adjacent = true;
    for (let r = 0; r < rows; r++) {
      // A row of the right length starting with a printable character is not
      // blank: skipBlank (calls per row, before the JIT has them) only when not.
      let row = content[this.line];
      if (row === undefined || row.length !== cols) {
        this.skipBlank();
        row = content[this.line];
      }
      const line = this.line++;
      const first = row === undefined ? 0 : row.charCodeAt(0);
      if (row === undefined || row.length !== cols || !(first > 0x20 && first < 0x7f)) {
        this.line = from;
        return undefined;
      }
      rowLine[r] = line;
      adjacent &&= starts[line] === base + r * (cols + 1);
    }
    if (adjacent && cols >= LOOP_COPY) copyBlock(bytes, base, rows, cols, cells);
    else {
      for (let r = 0, to = 0; r < rows; r++, to += cols) {
        const at = starts[rowLine[r]];
        // A row of a few cells is cheaper by a loop than by a native call and its
        // subarray; from a few dozen on, the native copy wins while the loop is
        // not compiled yet (a file of a thousand small tests: 3.5 ms against 6).
        if (cols < LOOP_COPY) for (let c = 0; c < cols; c++) cells[to + c] = bytes[at + c];
        else cells.set(bytes.subarray(at, at + cols), to);
      }
    }
    if (allAllowed(cells, table)) return adjacent ? { bytes, start: base } : null;
    this.line = from;
    return undefined;
  }

  /** Reports typographic stand-ins and blanks beyond ASCII on a line of numbers; true if any. */
  private reportTypographic(line: number, text: string): boolean {
    let found = false;
    for (let i = 0; i < text.length; i++) {
      const t = typographic(text[i]);
      if (t) {
        this.reportPasted(line, i, t, '');
        found = true;
      }
    }
    return found;
  }

  /**
   * A character pasted in place of ASCII, at its column, with the edit that
   * mends it: a typographic stand-in is replaced by what it stands for; a
   * blank beyond ASCII by a plain space between numbers and by nothing in a
   * row (rows hold no blanks); an invisible character is removed.
   */
  reportPasted(line: number, col: number, t: { meant: string; name: string }, where: string): void {
    const inRow = where !== '';
    const blank = t.meant.trim() === '';
    const meant = blank && inRow ? '' : t.meant;
    const message =
      !blank
        ? `Found ${t.name}, probably pasted from a web page; write "${t.meant}" instead.`
        : t.meant === ''
          ? `Found ${t.name}${where}: it is invisible here, but a judge's reader takes it as text; remove it.`
          : inRow
            ? `Found ${t.name}${where}: rows hold no blanks, and a judge's reader does not take it as one; remove it.`
            : `Found ${t.name}: a judge's reader does not take it as a blank between numbers; write a plain space instead.`;
    const title = meant === '' ? `Remove ${t.name}` : `Replace ${t.name} with "${meant}"`;
    this.report(range(line, col), message, 'typographic', 'error', { title, text: meant });
  }
}

/** "n and m", for messages only: joined when one is reported, not for each of a thousand headers. */
function joinNames(specs: NumberSpec[]): string {
  return specs.map((s) => s.name).join(' and ');
}

/**
 * readNumbers for the usual line: exactly the numbers asked for, plain digits
 * split by single spaces, each in its range. Undefined for anything else, which
 * the careful reading then reads and reports on. A file of a thousand tests
 * reads a thousand headers, mostly before the JIT has compiled the careful way.
 */
function plainNumbers(specs: NumberSpec[], line: number, text: string): NumbersLine | undefined {
  // Sized once: a push onto an empty array reserves room for 17 numbers.
  const values: number[] = new Array(specs.length);
  let i = 0;
  for (let k = 0; k < specs.length; k++) {
    // Never read past the end: an out-of-bounds read costs the compiled code a deoptimization.
    if (k > 0 && (i >= text.length || text.charCodeAt(i++) !== 0x20)) return undefined;
    const start = i;
    let v = 0;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      v = v * 10 + (c - 0x30);
    }
    // Up to 15 digits a double holds the number exactly, as Number() reads it.
    if (i === start || i - start > 15 || !(v >= specs[k].min && v <= specs[k].max)) return undefined;
    values[k] = v;
  }
  return i === text.length ? new PlainNumbersLine(values, line, text) : undefined;
}

/**
 * A line plainNumbers read: numbers split by single spaces from column 0. The
 * ranges are found again from the text when first read; a header read without
 * a problem (nearly all) needs none, and they are three objects per number.
 */
class PlainNumbersLine implements NumbersLine {
  #ranges: Range[] | undefined;
  constructor(
    readonly values: number[],
    readonly line: number,
    private readonly text: string,
  ) {}

  get ranges(): Range[] {
    if (!this.#ranges) {
      const ranges: Range[] = [];
      for (let start = 0; start < this.text.length; ) {
        let end = this.text.indexOf(' ', start);
        if (end < 0) end = this.text.length;
        ranges.push(range(this.line, start, end));
        start = end + 1;
      }
      this.#ranges = ranges;
    }
    return this.#ranges;
  }
}

/** The tokens of a line as a judge's reader splits it (on ASCII blanks only), and where each starts. */
function splitTokens(text: string): { text: string; start: number }[] {
  const tokens: { text: string; start: number }[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const blank = i === text.length || isJudgeBlank(text.charCodeAt(i));
    if (blank && start >= 0) tokens.push({ text: text.slice(start, i), start }), (start = -1);
    else if (!blank && start < 0) start = i;
  }
  return tokens;
}

/** How many of the judge's blanks start the line. */
function leadingBlanks(line: string): number {
  let n = 0;
  while (n < line.length && isJudgeBlank(line.charCodeAt(n))) n++;
  return n;
}

/** False when every character is plain ASCII: then the line holds no typographic stand-in. */
function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return true;
  return false;
}

/** True when a surrogate pair (one character outside the BMP) starts at `i`. */
function isPairAt(s: string, i: number): boolean {
  const hi = s.charCodeAt(i);
  const lo = s.charCodeAt(i + 1);
  return hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff;
}

/** Characters in `s`, a surrogate pair counting once. */
function characterCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i += isPairAt(s, i) ? 2 : 1) n++;
  return n;
}

/** The UTF-16 offset where character number `k` (0-based) of `s` starts. */
function unitOffset(s: string, k: number): number {
  let i = 0;
  for (let n = 0; n < k && i < s.length; n++) i += isPairAt(s, i) ? 2 : 1;
  return i;
}

// Built once per alphabet: a file of many tiny tests must not build one per grid.
const allowedTables = new Map<string, AlphabetTable>();

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
function allAllowed(cells: Uint8Array, table: AlphabetTable): boolean {
  const { allowed, pairs } = table;
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
 * within `cells`: no subarray per row, an object each, 13 000 of them in a file
 * of a thousand small tests), and the few last rows, whose bytes the first copy
 * did not reach, from the text.
 */
function copyBlock(bytes: Uint8Array, base: number, rows: number, cols: number, cells: Uint8Array): void {
  const w = cols + 1;
  const size = rows * cols;
  cells.set(bytes.subarray(base, base + size));
  let r = 1;
  // Ascending: row r goes below where any later row's bytes lie.
  for (; r < rows && r * w + cols <= size; r++) cells.copyWithin(r * cols, r * w, r * w + cols);
  for (; r < rows; r++) for (let c = 0, at = base + r * w, to = r * cols; c < cols; c++) cells[to + c] = bytes[at + c];
}

const LINE_FEED = 0x0a;
const SHORT_ROW = 128;
/** Rows of a clean grid narrower than this are copied by a loop (see copyGrid). */
const LOOP_COPY = 16;
const NO_WORDS = new Uint32Array(0);

/**
 * Copies `n` bytes of an ASCII text to `cells` at `to` (a native copy), then
 * checks them; true when all are allowed characters. `words` views `cells`
 * four bytes at a time: a check by two pairs of bytes is about three times
 * faster than byte by byte, and byte order does not matter to it.
 */
function copyAllowed(bytes: Uint8Array, from: number, cells: Uint8Array, words: Uint32Array, to: number, n: number, table: AlphabetTable): boolean {
  const { allowed, pairs } = table;
  // A short row is cheaper by a loop than by a native call and its subarray
  // (an object each: 30 000 rows of a file of small tests feed the collector).
  if (n < SHORT_ROW) {
    let ok = 1;
    for (let i = 0; i < n; i++) {
      const b = bytes[from + i];
      ok &= allowed[b];
      cells[to + i] = b;
    }
    return ok === 1;
  }
  cells.set(bytes.subarray(from, from + n), to);
  const end = to + n;
  let i = to;
  for (const aligned = Math.min(end, (to + 3) & ~3); i < aligned; i++) if (allowed[cells[i]] === 0) return false;
  const wordEnd = end >> 2;
  for (let w = i >> 2; w < wordEnd; w++) {
    const x = words[w];
    if ((pairs[x & 0xffff] & pairs[x >>> 16]) === 0) return false;
  }
  for (i = Math.max(i, wordEnd << 2); i < end; i++) if (allowed[cells[i]] === 0) return false;
  return true;
}

interface AlphabetTable {
  /** allowed[code] is 1 for the UTF-16 code units of the alphabet. */
  allowed: Uint8Array;
  /** pairs[b0 | b1 << 8] is 1 when both bytes are allowed characters. */
  pairs: Uint8Array;
  /** No allowed character is a blank, a control character or beyond ASCII. */
  printable: boolean;
}

function alphabetTable(alphabet: string): AlphabetTable {
  let table = allowedTables.get(alphabet);
  if (!table) {
    const allowed = new Uint8Array(65536);
    for (const ch of alphabet) allowed[ch.charCodeAt(0)] = 1;
    const pairs = new Uint8Array(65536);
    // Only ASCII text is checked by pairs of bytes, so only ASCII characters pair.
    const ascii = [...alphabet].map((ch) => ch.charCodeAt(0)).filter((code) => code < 0x80);
    for (const a of ascii) for (const b of ascii) pairs[a | (b << 8)] = 1;
    const printable = [...alphabet].every((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) < 0x7f);
    table = { allowed, pairs, printable };
    allowedTables.set(alphabet, table);
  }
  return table;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Capitalizes a name to open a sentence, except a one-letter variable: "n" and "N" are different numbers. */
function sentenceStart(name: string): string {
  return /^[A-Za-z]$/.test(name) ? name : capitalize(name);
}

/** ".#P" → '".", "#" and "P"' */
export function listChars(alphabet: string): string {
  const q = [...alphabet].map((c) => `"${c}"`);
  return q.length <= 1 ? q.join('') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

/**
 * What concerns the text as a whole: a byte order mark, which a judge's
 * reader takes as part of the first number, and trailing blanks, harmless to
 * a judge but worth a gentle, fixable note.
 */
export function reportTextIssues(src: SourceText, issues: Issue[]): void {
  if (src.bom) {
    issues.push({ range: range(0, 0, 0), message: "The file starts with a byte order mark (U+FEFF): editors hide it, but a judge's reader takes it as part of the first number. Save the file as UTF-8 without a BOM.", severity: 'error', code: 'typographic' });
  }
  // The same array: no line has anything trimmed.
  if (src.content === src.lines) return;
  let reported = 0;
  for (let l = 0; l < src.lineCount && reported < 50; l++) {
    const full = src.lines[l];
    const kept = src.content[l].length;
    if (full.length > kept && src.content[l] !== '') {
      issues.push({ range: range(l, kept, full.length), message: 'Trailing whitespace (a judge ignores it).', severity: 'info', code: 'trailing-space' });
      reported++;
    }
  }
}

/**
 * The common frame of multi-test inputs: a count line, then cases until the
 * end of the text. Cases are read by what is there, not by the count, so a count
 * not yet updated while typing costs one clear message and nothing else.
 */
export function readCountedCases<C>(
  cur: Cursor,
  count: NumberSpec,
  noun: string,
  readCase: (index: number) => C | undefined,
): { cases: C[]; count?: { line: number; value: number; startCol: number; endCol: number } } {
  const head = cur.readNumbers([count], '');
  const cases: C[] = [];
  // A case reader that consumed nothing would loop forever on odd text; the guard stops that.
  while (!cur.atEnd()) {
    // No more cases than the statement allows are read, whatever the count says: memory stays bounded.
    if (cases.length === count.max) {
      const first = cur.line;
      const last = cur.src.lineCount - 1;
      cur.report({ start: { line: first, col: 0 }, end: { line: last, col: cur.src.content[last].length } }, `The file goes on after ${count.max} ${plural(count.max, noun)}, ${count.maxNote ?? 'the most the statement allows'}; the rest is not read.`, 'extra');
      cur.line = cur.src.lineCount;
      break;
    }
    const before = cur.line;
    const c = readCase(cases.length);
    if (c !== undefined) cases.push(c);
    if (cur.line === before) cur.line++;
  }
  if (!head) return { cases };
  const value = head.values[0];
  const r = head.ranges[0];
  const info = { line: head.line, value, startCol: r.start.col, endCol: r.end.col };
  if (value !== cases.length && value >= count.min && value <= count.max) {
    cur.report(r, `The first line says ${value} ${plural(value, noun)}, but the file has ${cases.length}.`, 'count-mismatch');
  }
  return { cases, count: info };
}

export function plural(n: number, noun: string): string {
  return n === 1 ? noun : noun + 's';
}
