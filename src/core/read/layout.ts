// Reads any input a ProblemDescription lays out: an optional test count, then
// per test its header lines of whole numbers, its board (of a size the header
// gives, or fixed), the cells its header names and the pieces its board must
// hold; every limit checked, everything wrong reported where it is. The four
// built-in problems read through it, and so does a problem a user describes.
//
// Cases are read by what the text holds, not by the count, so a count not yet
// updated while typing costs one clear message and nothing else.

import type { CellSpec, NumberSpec as DescribedNumber, ProblemDescription, SquareSpec } from '../description';
import type { Grid } from '../grid';
import type { Case, Parsed } from '../problem';
import { typographic } from '../text/chars';
import { type Issue, range, type Range } from '../text/issues';
import type { SourceText } from '../text/source';
import { capitalize, listChars, listWords, plural } from '../text/words';
import { Alphabet } from './alphabet';
import { Cursor, type NumberSpec, type NumbersLine } from './cursor';

/** A test as the layout reads it; a problem's own case adds its names for the cells. */
export interface LayoutCase extends Case {
  /** The header values read, by name (none when a line could not be read). */
  values: Readonly<Record<string, number>>;
  /** The cell each square of the layout names, by its letter; -1 when not known or not allowed. */
  squares: Readonly<Record<string, number>>;
  /** The cells of each piece that must appear a set number of times, in reading order; -1s when the count is wrong. */
  pieces: Readonly<Record<string, readonly number[]>>;
}

/** Reads the whole text as `description` lays it out. */
export function readLayout(src: SourceText, description: ProblemDescription): Parsed<LayoutCase> {
  return new LayoutReader(src, description).read();
}

class LayoutReader {
  private readonly issues: Issue[] = [];
  private readonly cur: Cursor;
  private readonly alphabet: Alphabet;
  private readonly layout: ProblemDescription['layout'];
  private readonly counted: readonly CellSpec[];
  /** Σ rows·cols of the tests read so far. */
  private total = 0;
  /** The rows of the test before, for the message when it has too many. */
  private previousRows = 0;
  /** For a layout with a fixed board and no header: every test takes the next rows, across blank lines (see rowsFit). */
  private readonly byCount: boolean;

  constructor(
    readonly src: SourceText,
    readonly description: ProblemDescription,
  ) {
    this.cur = new Cursor(src, this.issues);
    this.alphabet = new Alphabet(description.cells.map((c) => c.ch).join(''));
    this.cur.digitRows = /[0-9]/.test(this.alphabet.chars);
    this.layout = description.layout;
    this.counted = description.cells.filter((c) => c.count !== undefined);
    this.byCount = this.layout.header.length === 0 && this.rowsFit();
  }

  read(): Parsed<LayoutCase> {
    const tests = this.layout.tests;
    let parsed: Parsed<LayoutCase>;
    if (tests) parsed = this.readCounted(tests);
    else {
      const c = this.readSingle();
      parsed = { cases: c ? [c] : [], issues: this.issues };
    }
    reportTextIssues(this.src, this.issues);
    return parsed;
  }

  /** A count line, then tests until the end of the text. */
  private readCounted(tests: DescribedNumber & { noun: string }): Parsed<LayoutCase> {
    const cur = this.cur;
    const spec = this.resolved(tests, {});
    const head = cur.readNumbers([spec], '');
    const cases: LayoutCase[] = [];
    // A case reader that consumed nothing would loop forever on odd text; the guard stops that.
    while (!cur.atEnd()) {
      // No more cases than the statement allows are read, whatever the count says: memory stays bounded.
      if (cases.length === spec.max) {
        const first = cur.line;
        const last = cur.src.lineCount - 1;
        cur.report(
          { start: { line: first, col: 0 }, end: { line: last, col: cur.src.content[last].length } },
          `The file goes on after ${spec.max} ${plural(spec.max, tests.noun)}, ${spec.maxNote ?? 'the most the statement allows'}; the rest is not read.`,
          'extra',
        );
        cur.line = cur.src.lineCount;
        break;
      }
      const before = cur.line;
      const c = this.readTest(cases.length, `${tests.noun} ${cases.length + 1}`);
      if (c !== undefined) cases.push(c);
      if (cur.line === before) cur.line++;
    }
    if (!head) return { cases, issues: this.issues };
    const value = head.values[0];
    const r = head.ranges[0];
    if (value !== cases.length && value >= spec.min && value <= spec.max) {
      cur.report(r, `The first line says ${value} ${plural(value, tests.noun)}, but the file has ${cases.length}.`, 'count-mismatch');
    }
    return { cases, issues: this.issues, count: { line: head.line, value, startCol: r.start.col, endCol: r.end.col } };
  }

  /** The one test of a file without a count, and a warning for text after it, which a judge never reads. */
  private readSingle(): LayoutCase | undefined {
    const cur = this.cur;
    if (cur.atEnd()) {
      const first = this.layout.header[0]?.[0];
      const what = first ? `${first.name}${first.meaning ? `, ${first.meaning}` : ''}` : `${this.rowsName()} rows`;
      cur.report(cur.endRange(), `The file is empty; a ${this.description.title} input starts with ${what}.`, 'missing');
      return undefined;
    }
    const c = this.readTest(0, undefined);
    // Past a board that was read; a header that gave no size says all there is to say.
    if (c && this.previousRows > 0) this.reportBeyond(c);
    return c;
  }

  /** One test: its header lines, its board, the cells they name. `test` names it in messages ("test 3"), if the file has several. */
  private readTest(index: number, test: string | undefined): LayoutCase | undefined {
    const cur = this.cur;
    const { header } = this.layout;
    // A grid line where a header belongs is one row too many for the test
    // before; read as a header it would invent a test and misread the rest.
    // (Unless rows may be numbers: then such a line is the next header, as a judge reads it.)
    if (index > 0 && header.length > 0 && !cur.digitRows && cur.rowsAhead(1) === 1) {
      this.reportRowsTooMany(`${this.layout.tests!.noun} ${index}`);
      return undefined;
    }
    cur.skipBlank();
    const firstLine = cur.line;
    if (header.length === 0 && cur.cannotBeRow(firstLine)) {
      cur.report(
        range(firstLine, 0, cur.src.content[firstLine].length),
        `Unexpected line of numbers where ${test} should start: only the first line holds a number, and each ${this.layout.tests?.noun ?? 'test'} is ${this.layout.rows} rows of ${listChars(this.alphabet.chars)}.`,
        'extra',
      );
      cur.line++;
      return undefined;
    }
    const issuesBefore = this.issues.length;
    const values: Record<string, number> = {};
    const c: LayoutCase = { index, firstLine, lastLine: firstLine, grid: undefined, valid: false, values, squares: {}, pieces: {} };
    const size = this.readHeader(c, test);
    this.previousRows = 0;
    if (!size) {
      // The rows cannot be read as this test's grid; skip them all, up to the
      // next line of numbers, so they are not taken for further tests.
      if (!cur.atEnd()) cur.skipRows(cur.src.lineCount);
      c.lastLine = Math.max(firstLine, cur.line - 1);
      return c;
    }
    this.previousRows = size.rows;
    const fit = this.layout.header.length === 0 ? this.rowsOfFixedTest(cur.line) : { count: size.rows, gapLine: -1 };
    const grid = cur.readGrid({ rows: fit.count, cols: size.cols, alphabet: this.alphabet, what: (r) => (test ? `row ${r + 1} of ${test}` : `row ${r + 1}`) });
    c.lastLine = Math.max(firstLine, cur.line - 1);
    if (fit.count < size.rows) {
      const last = c.lastLine;
      const missing = size.rows - fit.count;
      cur.report(
        range(last, 0, Math.max(1, cur.src.content[last].length)),
        `${capitalize(test ?? 'the test')} has ${fit.count} ${plural(fit.count, 'row')}; a board has ${size.rows}: ${missing} ${missing === 1 ? 'row is' : 'rows are'} missing.`,
        'missing',
      );
      return c;
    }
    if (fit.gapLine >= 0)
      cur.report(range(fit.gapLine, 0, 0), `A blank line inside ${test}: readers that take ${size.rows} lines per ${this.layout.tests?.noun ?? 'test'} will misread it.`, 'other', 'warning');
    if (!grid) return c;
    c.grid = grid;
    const headLine = c.firstLine;
    c.squares = this.placeSquares(values, grid, headLine);
    c.pieces = this.findPieces(grid, headLine, test ?? 'the board');
    const piecesFound = Object.values(c.pieces).every((cells) => cells.every((i) => i >= 0));
    const squaresFound = Object.values(c.squares).every((i) => i >= 0);
    c.valid = piecesFound && squaresFound && !hasErrorSince(this.issues, test ? issuesBefore : 0);
    return c;
  }

  /**
   * Reads the header lines into `c.values`; the board's size when the header
   * gives a usable one (or the board is fixed), else undefined.
   */
  private readHeader(c: LayoutCase, test: string | undefined): { rows: number; cols: number } | undefined {
    const cur = this.cur;
    const { header } = this.layout;
    const values = c.values as Record<string, number>;
    let usable = true;
    for (let k = 0; k < header.length; k++) {
      const line = header[k];
      // A board row where a later header line belongs: the line was left out. (A line of
      // numbers is the header line, even where the board's characters are digits.)
      if (k > 0 && cur.skipBlank() && this.isBoardRow(cur.line) && !cur.isNumberLine(cur.line)) {
        cur.report(range(cur.line, 0, cur.src.content[cur.line].length), `Expected ${this.describeLines(header.slice(k))} before the board; this line is already a board row.`, 'missing');
        break;
      }
      const square = this.squareOf(line);
      const context = square ? ` of the ${square.kind} square ${square.letter}` : test ? ` of ${test}` : '';
      const got = cur.readNumbers(
        line.map((n) => this.resolved(n, values)),
        context,
      );
      c.lastLine = Math.max(c.firstLine, cur.line - 1);
      if (got) {
        line.forEach((n, i) => (values[n.name] = got.values[i]));
        if (square) this.squareLines.set(square.letter, range(got.line, got.ranges[0].start.col, got.ranges[1].end.col));
        // Checked once both sizes are read (they may stand on two lines).
        if (this.holdsSize(line) && this.sizesRead(values) && !this.sizeFits(values, got, test)) usable = false;
        continue;
      }
      // At the end of the file one "expected … here" says all there is to say.
      if (cur.atEnd() || this.holdsSize(line)) return undefined;
    }
    if (!usable) return undefined;
    const rows = this.sizeValue(this.layout.rows, values);
    const cols = this.sizeValue(this.layout.cols, values);
    return rows === undefined || cols === undefined ? undefined : { rows, cols };
  }

  /** Each of the board's sizes is fixed or read already. */
  private sizesRead(values: Record<string, number>): boolean {
    const read = (size: string | number) => typeof size === 'number' || values[size] !== undefined;
    return read(this.layout.rows) && read(this.layout.cols);
  }

  /** The board's size is in range and within the total the statement allows; says so when not. */
  private sizeFits(values: Record<string, number>, got: NumbersLine, test: string | undefined): boolean {
    const rows = this.sizeValue(this.layout.rows, values);
    const cols = this.sizeValue(this.layout.cols, values);
    if (rows === undefined || cols === undefined) return false;
    const max = this.layout.totalCells;
    if (max !== undefined && this.total + rows * cols > max) {
      this.cur.report(
        range(got.line, got.ranges[0].start.col, got.ranges[got.ranges.length - 1].end.col),
        `The grids' total size ${this.rowsName()}·${this.colsName()} would reach ${this.total + rows * cols} with ${test ?? 'the test'}; the statement allows at most ${max} cells in all.`,
        'out-of-range',
      );
      return false;
    }
    this.total += rows * cols;
    return true;
  }

  /** A size (fixed, or a header value) when it is read and within its own limits; undefined otherwise. */
  private sizeValue(size: string | number, values: Record<string, number>): number | undefined {
    if (typeof size === 'number') return size;
    const v = values[size];
    const spec = this.headerSpec(size);
    if (v === undefined || !spec) return undefined;
    const { min, max } = this.resolved(spec, values);
    return v >= min && v <= max ? v : undefined;
  }

  private headerSpec(name: string): DescribedNumber | undefined {
    for (const line of this.layout.header) for (const n of line) if (n.name === name) return n;
    return undefined;
  }

  /** True when the header line holds the board's rows or columns. */
  private holdsSize(line: readonly DescribedNumber[]): boolean {
    return line.some((n) => n.name === this.layout.rows || n.name === this.layout.cols);
  }

  private rowsName(): string {
    return String(this.layout.rows);
  }

  private colsName(): string {
    return String(this.layout.cols);
  }

  /** The square a header line names, when the line is exactly its row and column. */
  private squareOf(line: readonly DescribedNumber[]): SquareSpec | undefined {
    // Not a line that sizes the board, though a square may name its last cell by the size ("H W").
    if (this.holdsSize(line)) return undefined;
    return this.layout.squares?.find((s) => line.length === 2 && line[0].name === s.row && line[1].name === s.col);
  }

  /** "the squares A and B, a line "Ax Ay" and a line "Bx By"", for header lines left out. */
  private describeLines(lines: readonly (readonly DescribedNumber[])[]): string {
    const squares = lines.map((l) => this.squareOf(l));
    const asLines = listWords(lines.map((l) => `a line "${l.map((n) => n.name).join(' ')}"`));
    if (squares.every((s) => s)) {
      const what = squares.length === 1 ? `the ${squares[0]!.kind} square ${squares[0]!.letter}` : `the squares ${listWords(squares.map((s) => s!.letter))}`;
      return `${what}, ${asLines},`;
    }
    return `${listWords(lines.flat().map((n) => n.what ?? n.name))}, ${asLines},`;
  }

  /** A line of only board characters (or their typographic stand-ins), with no digit. */
  private isBoardRow(line: number): boolean {
    const text = this.src.content[line].trim();
    if (text === '' || (this.cur.digitRows && this.cur.isNumberLine(line))) return false;
    for (const ch of text) {
      const meant = typographic(ch)?.meant;
      const chars = meant !== undefined && meant.trim() !== '' ? meant : ch;
      for (const x of chars) if (!this.alphabet.has(x.charCodeAt(0))) return false;
    }
    return true;
  }

  /** The cells the layout's squares name, after checking each is on the board and may be stood on. */
  private placeSquares(values: Record<string, number>, grid: Grid, headLine: number): Record<string, number> {
    const placed: Record<string, number> = {};
    const squares = this.layout.squares ?? [];
    const where = new Map<number, SquareSpec>();
    for (const sq of squares) {
      placed[sq.letter] = -1;
      const row = typeof sq.row === 'number' ? sq.row : values[sq.row];
      const col = typeof sq.col === 'number' ? sq.col : values[sq.col];
      if (row === undefined || col === undefined) continue;
      const r = row - sq.base;
      const cc = col - sq.base;
      // A square's header values are checked against the board as they are read; a
      // fixed square, or one whose values have limits of their own, is checked here.
      const numbers = this.squareLines.get(sq.letter);
      if (!(r >= 0 && r < grid.rows && cc >= 0 && cc < grid.cols)) {
        // A value outside its own limits was reported where it was read.
        if ([sq.row, sq.col].some((v) => typeof v === 'string' && this.sizeValue(v, values) === undefined)) continue;
        const at = numbers ?? range(headLine, 0, Math.max(1, this.src.content[headLine].length));
        this.cur.report(at, `The ${sq.kind} square ${sq.letter} (${row}, ${col}) lies off the ${grid.rows} × ${grid.cols} board.`, 'out-of-range');
        continue;
      }
      const cell = grid.index(r, cc);
      // A square the header does not give is shown where it stands on the board.
      const pos = numbers ? undefined : grid.positionOf(cell);
      const lineOf = numbers ?? range(pos!.line, pos!.col);
      const ch = grid.char(cell);
      if (!sq.on.includes(ch)) {
        const holds = this.cellName(ch);
        const allowed = listWords([...sq.on].map((x) => `${this.cellName(x)} "${x}"`));
        this.cur.report(lineOf, `The ${sq.kind} square (${row}, ${col}) holds ${holds} "${ch}"; ${sq.letter} must be ${allowed}.`, 'blocked-square');
        continue;
      }
      const other = where.get(cell);
      if (other && this.layout.distinctSquares) {
        this.cur.report(lineOf, `${sq.letter} is the same square as ${other.letter}, (${row}, ${col}); the statement requires two different squares.`, 'other');
        continue;
      }
      where.set(cell, sq);
      placed[sq.letter] = cell;
    }
    return placed;
  }

  /** The span of each square's two numbers, by its letter. */
  private readonly squareLines = new Map<string, Range>();

  /**
   * A described number with its maximum made a number: when it names
   * another value, that value if it was read within its own limits, else
   * the largest that value may be (a coordinate is then checked against the
   * largest board there can be).
   */
  private resolved(n: DescribedNumber, values: Readonly<Record<string, number>>): NumberSpec {
    let max: number;
    if (typeof n.max === 'number') max = n.max;
    else {
      const other = this.headerSpec(n.max);
      const largest = other && typeof other.max === 'number' ? other.max : Number.MAX_SAFE_INTEGER;
      const v = values[n.max];
      max = v !== undefined && other && v >= other.min && v <= largest ? v : largest;
    }
    return { name: n.what ?? n.name, min: n.min, max, maxNote: n.maxNote };
  }

  private cellName(ch: string): string {
    return this.description.cells.find((c) => c.ch === ch)?.name ?? `"${ch}"`;
  }

  /**
   * Checks that each counted piece appears exactly as often as required,
   * reporting extras at their own cells and missing ones at the test's first
   * line. Returns the cells of each (the first `count`), or -1s where the count is wrong.
   */
  private findPieces(grid: Grid, headLine: number, test: string): Record<string, number[]> {
    const found: Record<string, number[]> = {};
    for (const { ch, name, count } of this.counted) {
      const want = count!;
      // The usual case, one piece where one belongs, without an array of its cells.
      if (want === 1) {
        const code = ch.charCodeAt(0);
        const at = grid.cells.indexOf(code);
        if (at >= 0 && grid.cells.indexOf(code, at + 1) < 0) {
          found[ch] = [at];
          continue;
        }
      }
      const cells = grid.find(ch);
      if (cells.length === want) {
        found[ch] = cells;
        continue;
      }
      const needs = want === 1 ? `exactly one "${ch}" (${name})` : `exactly ${want} "${ch}" (${name})`;
      if (cells.length < want) {
        const header = this.src.content[headLine];
        this.cur.report(range(headLine, 0, Math.max(1, header.length)), `${capitalize(test)} has ${cells.length === 0 ? 'no' : cells.length} "${ch}"; it needs ${needs}.`, 'piece-count');
      }
      for (let k = want; k < cells.length && k < want + 20; k++) {
        const pos = grid.positionOf(cells[k]);
        this.cur.report(range(pos.line, pos.col), `One "${ch}" too many in ${test}: it needs ${needs}, and this is number ${k + 1}.`, 'piece-count');
      }
      found[ch] = new Array<number>(want).fill(-1);
    }
    return found;
  }

  /**
   * Reports the grid lines standing where the next test's header belongs (rows
   * beyond the previous test's count) as one error, and moves past them.
   */
  private reportRowsTooMany(test: string): void {
    const cur = this.cur;
    cur.skipBlank();
    const first = cur.line;
    const extra = cur.rowsAhead(cur.src.lineCount);
    cur.skipRows(extra);
    const last = cur.line - 1;
    const which = extra === 1 ? 'this row is one too many' : `these ${extra} rows are too many`;
    const said = this.previousRows > 0 ? ` (${this.rowsName()} = ${this.previousRows})` : '';
    const firstLine = this.layout.header[0].map((n) => n.name).join(' ');
    cur.report(
      { start: { line: first, col: 0 }, end: { line: last, col: cur.src.content[last].length } },
      `${capitalize(test)} has more rows than its header says${said}: ${which}. The next ${this.layout.tests!.noun} must start with its "${firstLine}" line.`,
      'extra',
    );
  }

  /**
   * A judge reads the input's tokens only, so text after the board is never
   * read; worth a warning all the same, as it usually means a size or a row is wrong.
   */
  private reportBeyond(c: LayoutCase): void {
    const cur = this.cur;
    if (!cur.skipBlank()) return;
    const first = cur.line;
    let lines = 0;
    for (let l = first; l < cur.src.lineCount; l++) if (!cur.src.isBlank(l)) lines++;
    const more = lines > 1 ? ` (${lines} lines)` : '';
    const rows = typeof this.layout.rows === 'number' ? `${this.layout.rows}` : `${this.layout.rows} = ${c.values[this.layout.rows] ?? '?'}`;
    cur.report(range(first, 0, Math.max(1, cur.src.content[first].length)), `Text after the board${more}: the judge reads only the ${rows} rows above and ignores it.`, 'extra', 'warning');
    cur.line = cur.src.lineCount;
  }

  /** True when the rows after the count line are exactly as many as the count's tests of a fixed board take. */
  private rowsFit(): boolean {
    const src = this.src;
    const tests = this.layout.tests;
    if (!tests || typeof this.layout.rows !== 'number') return false;
    let l = 0;
    while (l < src.lineCount && src.isBlank(l)) l++;
    const first = l < src.lineCount ? src.content[l].trim() : '';
    const count = /^\d+$/.test(first) ? Number(first) : -1;
    if (count < 1 || count > this.resolved(tests, {}).max) return false;
    let rows = 0;
    for (l++; l < src.lineCount; l++) if (!src.isBlank(l) && !this.cur.cannotBeRow(l)) rows++;
    return rows === this.layout.rows * count;
  }

  /**
   * How many rows the fixed-size test starting at `line` has, and where a
   * blank line inside it is. A judge reads the rows' tokens whatever the
   * blank lines: when the rows are exactly as many as the count's tests take,
   * each test takes the next ones. Otherwise (a test is short), the rows of
   * one block, and the next blocks too while they only complete the board:
   * a short block followed by a full one is a test missing rows, which must
   * not take rows from the next test.
   */
  private rowsOfFixedTest(line: number): { count: number; gapLine: number } {
    const src = this.src;
    const side = this.layout.rows as number;
    let count = 0;
    let gapLine = -1;
    if (this.byCount) {
      for (let l = line; l < src.lineCount && count < side; l++) {
        if (src.isBlank(l)) {
          if (gapLine < 0) gapLine = l;
        } else if (this.cur.cannotBeRow(l)) break;
        else count++;
      }
      return { count, gapLine: count === side ? gapLine : -1 };
    }
    let l = line;
    while (count < side) {
      let block = 0;
      let m = l;
      while (m < src.lineCount && !src.isBlank(m) && !this.cur.cannotBeRow(m) && count + block < side + 1) {
        block++;
        m++;
      }
      if (count > 0 && count + block > side) break;
      count = Math.min(side, count + block);
      if (count >= side || m >= src.lineCount || !src.isBlank(m)) break;
      if (gapLine < 0) gapLine = m;
      while (m < src.lineCount && src.isBlank(m)) m++;
      if (m >= src.lineCount) break;
      l = m;
    }
    return { count, gapLine: count === side ? gapLine : -1 };
  }
}

function hasErrorSince(issues: readonly Issue[], from: number): boolean {
  for (let i = from; i < issues.length; i++) if (issues[i].severity === 'error') return true;
  return false;
}

/**
 * What concerns the text as a whole: a byte order mark, which a judge's
 * reader takes as part of the first number, and trailing blanks, harmless to
 * a judge but worth a gentle, fixable note.
 */
export function reportTextIssues(src: SourceText, issues: Issue[]): void {
  if (src.bom) {
    issues.push({
      range: range(0, 0, 0),
      message: "The file starts with a byte order mark (U+FEFF): editors hide it, but a judge's reader takes it as part of the first number. Save the file as UTF-8 without a BOM.",
      severity: 'error',
      code: 'typographic',
    });
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
