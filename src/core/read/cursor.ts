// A forgiving, position-aware reader for judge inputs. It reads the way a
// judge's `cin >>` would where that is harmless (blank lines, trailing blanks,
// CRLF), and reports everything else at the exact place with plain words.
// It never throws and never allocates by a number it has not checked against
// both the statement's limits and the text actually present.
//
// This is the plain reading, the definition of what is read and what is
// reported; grid.fast.ts and numbers.fast.ts read the usual well-formed
// cases faster and hand everything else back here (the tests hold them to it).

import { Grid, NO_IRREGULAR_ROWS } from '../grid';
import { describeChar, escapeText, isJudgeBlank, NUMBER_LINE, typographic } from '../text/chars';
import { type Issue, type IssueCode, range, type Range, type Severity } from '../text/issues';
import type { SourceText } from '../text/source';
import { capitalize, listChars, plural, sentenceStart } from '../text/words';
import { readGridFast, rememberGrid } from './grid.fast';
import { plainNumbers } from './numbers.fast';
import type { GridSpec, NumberSpec, NumbersLine } from './specs';

export type { GridSpec, NumberSpec, NumbersLine } from './specs';

/** The most problems one file reports. */
export const MAX_ISSUES = 1000;

const INTEGER = /^[+-]?\d+$/;
/** A row of a board whose cells are digits. */
const DIGITS = /^[0-9]+$/;

/** False for most grid rows without running NUMBER_LINE: such a line starts with a blank, a sign or a digit. */
function mayHoldNumbers(line: string): boolean {
  const c = line.charCodeAt(0);
  return (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c <= 0x20 || c > 0x7e;
}

export class Cursor {
  /** The next line to read. */
  line = 0;
  /** The board's characters include digits (a board of costs): a line of one number may be a row. */
  digitRows = false;

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

  /** True when the line is a line of whole numbers. */
  isNumberLine(line: number): boolean {
    const text = this.src.content[line];
    return mayHoldNumbers(text) && NUMBER_LINE.test(text);
  }

  /** A line of numbers that cannot be a board row: any, unless the rows may be digits and it is one number. */
  cannotBeRow(line: number): boolean {
    return this.isNumberLine(line) && !(this.digitRows && DIGITS.test(this.src.content[line]));
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
      if (this.cannotBeRow(l)) break;
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
    return plainNumbers(specs, line, text) ?? this.readNumbersCarefully(specs, context, line, text);
  }

  private readNumbersCarefully(specs: NumberSpec[], context: string, line: number, text: string): NumbersLine | undefined {
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
    const grid = readGridFast(this, spec) ?? this.readGridCarefully(spec);
    if (grid) rememberGrid(this.src, start, grid, spec.alphabet.chars);
    return grid;
  }

  /** readGrid, row by row and cell by cell, saying what is wrong where. */
  readGridCarefully(spec: GridSpec): Grid | undefined {
    const { rows, cols, alphabet } = spec;
    // Count the rows really present before allocating anything of size rows·cols.
    const present = this.rowsAhead(rows);
    let ok = true;
    const rowLine = new Int32Array(present);
    const rowCol = new Int32Array(present);
    let irregular: Map<number, Int32Array> | undefined;
    const cells = new Uint8Array(present * cols);
    for (let r = 0; r < present; r++) {
      this.skipBlank();
      const line = this.line++;
      const raw = this.src.content[line];
      const start = leadingBlanks(raw);
      const text = start === 0 ? raw : raw.slice(start);
      rowLine[r] = line;
      rowCol[r] = start;
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
        if (alphabet.has(code)) {
          cells[r * cols + c] = code & 0xff;
          continue;
        }
        ok = false;
        // One message for a run of unknown characters ("hello world" typed into a row), each of them under it.
        let end = c;
        while (end < n && !alphabet.has(cellsText.charCodeAt(end)) && !typographic(cellsText[end])) end += isPairAt(cellsText, end) ? 2 : 1;
        if (end > c) {
          const run = cellsText.slice(c, Math.min(end, n));
          const from = colMap ? colMap[c] : start + c;
          const to = colMap ? colMap[Math.min(end, n) - 1] + 1 : start + Math.min(end, n);
          const hint = /[ \t]/.test(run) ? ' Rows must not contain blanks.' : '';
          const what = characterCount(run) === 1 ? `Unknown character ${describeChar(run)}` : `Unknown characters "${run}"`;
          this.report(range(line, from, to), `${what} in ${spec.what(r)}; the grid uses only ${listChars(alphabet.chars)}.${hint}`, 'unknown-char');
          c = end - 1;
        }
      }
    }
    if (present < rows) {
      const missing = rows - present;
      // Point at the last line the grid got (its header or last row): the gap is right after it.
      const last = Math.max(0, this.line - 1);
      this.report(
        range(last, 0, Math.max(1, this.src.content[last].length)),
        `The grid needs ${rows} ${plural(rows, 'row')} but ${missing === rows ? 'none are' : `only ${present} ${present === 1 ? 'is' : 'are'}`} present: ${missing} ${missing === 1 ? 'row is' : 'rows are'} missing.`,
        'missing',
      );
      return undefined;
    }
    if (!ok) return undefined;
    return new Grid(rows, cols, cells, rowLine, rowCol, irregular ?? NO_IRREGULAR_ROWS);
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
    const message = !blank
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

/** The tokens of a line as a judge's reader splits it (on ASCII blanks only), and where each starts. */
function splitTokens(text: string): { text: string; start: number }[] {
  const tokens: { text: string; start: number }[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const blank = i === text.length || isJudgeBlank(text.charCodeAt(i));
    if (blank && start >= 0) {
      tokens.push({ text: text.slice(start, i), start });
      start = -1;
    } else if (!blank && start < 0) start = i;
  }
  return tokens;
}

/** How many of the judge's blanks start the line. */
export function leadingBlanks(line: string): number {
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
