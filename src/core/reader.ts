// A forgiving, position-aware reader for judge inputs. It reads the way a
// judge's `cin >>` would where that is harmless (blank lines, trailing blanks,
// CRLF), and reports everything else at the exact place with plain words.
// It never throws and never allocates by a number it has not checked against
// both the statement's limits and the text actually present.

import { Grid } from './grid';
import { describeChar, type Issue, type IssueCode, range, type Range, type Severity, SourceText, typographic } from './source';

export interface NumberSpec {
  /** How the statement names it, e.g. "N" or "the number of tests". */
  name: string;
  min: number;
  max: number;
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
const NUMBER_LINE = /^\s*[+-]?\d+(\s+[+-]?\d+)*\s*$/;

export class Cursor {
  /** The next line to read. */
  line = 0;

  constructor(
    readonly src: SourceText,
    readonly issues: Issue[],
  ) {}

  report(range: Range, message: string, code: IssueCode, severity: Severity = 'error'): void {
    // A garbage file can hold a problem on every line; past a point more messages help nobody
    // and would flood the editor's Problems view.
    if (this.issues.length > MAX_ISSUES) return;
    if (this.issues.length === MAX_ISSUES) {
      this.issues.push({ range, message: `More than ${MAX_ISSUES} problems; only the first ${MAX_ISSUES} are listed. Is this really a test of this problem?`, code: 'other', severity });
      return;
    }
    this.issues.push({ range, message, code, severity });
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
      if (NUMBER_LINE.test(this.src.content[l])) break;
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
    const names = specs.map((s) => s.name).join(' and ');
    if (!this.skipBlank()) {
      this.report(this.endRange(), `Expected ${names}${context} but the file ends here.`, 'missing');
      return undefined;
    }
    const line = this.line++;
    const text = this.src.content[line];
    const tokens: { text: string; start: number }[] = [];
    for (const m of text.matchAll(/\S+/g)) tokens.push({ text: m[0], start: m.index ?? 0 });
    if (this.reportTypographic(line, text)) return undefined;
    const values: number[] = [];
    const ranges: Range[] = [];
    for (let i = 0; i < specs.length; i++) {
      const spec = specs[i];
      const tok = tokens[i];
      if (!tok) {
        const end = text.length;
        this.report(range(line, end, end), `Expected ${spec.name}${context} here; this line has only ${tokens.length} of the ${specs.length} numbers (${names}).`, 'missing');
        return undefined;
      }
      const r = range(line, tok.start, tok.start + tok.text.length);
      if (!INTEGER.test(tok.text)) {
        this.report(r, `Expected ${spec.name}${context} to be a whole number, found "${tok.text}".`, 'bad-number');
        return undefined;
      }
      const v = Number(tok.text);
      if (!(v >= spec.min && v <= spec.max)) {
        this.report(r, `${sentenceStart(spec.name)}${context} is ${tok.text}, outside the allowed range ${spec.min}..${spec.max}.`, 'out-of-range');
      }
      values.push(v);
      ranges.push(r);
    }
    if (tokens.length > specs.length) {
      const extra = tokens[specs.length];
      const last = tokens[tokens.length - 1];
      this.report(
        range(line, extra.start, last.start + last.text.length),
        `Unexpected text after ${names}${context}: this line should hold ${specs.length === 1 ? 'one number' : specs.length + ' numbers'}.`,
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
    const { rows, cols, alphabet } = spec;
    // Count the rows really present before allocating anything of size rows·cols.
    const present = this.rowsAhead(rows);
    let ok = true;
    const rowLine = new Int32Array(present);
    const rowCol = new Int32Array(present);
    const irregular = new Map<number, Int32Array>();
    const cells = new Uint8Array(present * cols);
    const allowed = allowedTable(alphabet);
    // Fast path for the usual well-formed row: a native copy, then one tight
    // check of the bytes, instead of a loop over the string per cell (12.5 M
    // cells for a full Z-Game file). Anything unusual takes the careful path.
    for (let r = 0; r < present; r++) {
      this.skipBlank();
      const line = this.line++;
      const raw = this.src.content[line];
      const start = raw.length - raw.trimStart().length;
      const text = raw.slice(start);
      rowLine[r] = line;
      rowCol[r] = start;
      if (text.length === cols) {
        const row = cells.subarray(r * cols, (r + 1) * cols);
        if (ASCII.encodeInto(text, row).written === cols && onlyAllowed(row, allowed)) continue;
      }
      // Expand typographic stand-ins so the rest of the row lines up, and say so.
      let cellsText = text;
      let colMap: Int32Array | undefined;
      if (/[^\x20-\x7e]/.test(text)) {
        const expanded: string[] = [];
        const cols: number[] = [];
        for (let i = 0; i < text.length; i++) {
          const t = typographic(text[i]);
          if (t && t.meant.trim() !== '') {
            this.report(range(line, start + i), `Found ${t.name}, probably pasted from a web page; write "${t.meant}" instead.`, 'typographic');
            ok = false;
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
      if (colMap && cellsText.length === cols) irregular.set(r, colMap);
      const n = Math.min(cols, cellsText.length);
      let reported = 0;
      for (let c = 0; c < n; c++) {
        const code = cellsText.charCodeAt(c);
        if (!allowed[code]) {
          const ch = isPairAt(cellsText, c) ? cellsText.slice(c, c + 2) : cellsText[c];
          if (!typographic(ch) && reported++ < 3) {
            const col = colMap ? colMap[c] : start + c;
            const hint = ch === ' ' || ch === '\t' ? ' Rows must not contain blanks.' : '';
            this.report(range(line, col, col + ch.length), `Unknown character ${describeChar(ch)} in ${spec.what(r)}; the grid uses only ${listChars(alphabet)}.${hint}`, 'unknown-char');
          }
          ok = false;
          // The low half of a pair is not a character of its own (the grid is rejected anyway).
          c += ch.length - 1;
          continue;
        }
        cells[r * cols + c] = code & 0xff;
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
    return new Grid(rows, cols, cells, rowLine, rowCol, irregular);
  }

  /** Reports typographic stand-ins on a line of numbers; true if any. */
  private reportTypographic(line: number, text: string): boolean {
    let found = false;
    for (let i = 0; i < text.length; i++) {
      const t = typographic(text[i]);
      if (t) {
        this.report(range(line, i), `Found ${t.name}, probably pasted from a web page; write "${t.meant}" instead.`, 'typographic');
        found = true;
      }
    }
    return found;
  }
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
const allowedTables = new Map<string, Uint8Array>();

const ASCII = new TextEncoder();

/**
 * True when every byte of a row encoded as UTF-8 is an allowed character. A
 * character outside ASCII encodes to bytes of 0x80 and above, which no
 * alphabet here allows, so it is caught too.
 */
function onlyAllowed(row: Uint8Array, allowed: Uint8Array): boolean {
  for (let i = 0; i < row.length; i++) if (allowed[row[i]] === 0) return false;
  return true;
}

/** allowed[code] is 1 for the UTF-16 code units of `alphabet`. */
function allowedTable(alphabet: string): Uint8Array {
  let table = allowedTables.get(alphabet);
  if (!table) {
    table = new Uint8Array(65536);
    for (const ch of alphabet) table[ch.charCodeAt(0)] = 1;
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

/** Trailing blanks are harmless to a judge but worth a gentle, fixable note. */
export function reportTrailingSpace(src: SourceText, issues: Issue[]): void {
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
