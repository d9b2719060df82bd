// Text handling shared by every parser: line splitting that tolerates a BOM,
// CRLF and trailing blanks, and the position/diagnostic types the whole
// product speaks (CLI "FILE:LINE:COL", editor diagnostics, webview).

/** Zero-based line and UTF-16 column, as VS Code counts them. */
export interface Position {
  line: number;
  col: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** `info` marks things a judge accepts but a tidy test would not have (trailing blanks). */
export type Severity = 'error' | 'warning' | 'info';

/** Machine-readable kinds of problems, so quick fixes can find their diagnostics. */
export type IssueCode =
  | 'count-mismatch'
  | 'typographic'
  | 'trailing-space'
  | 'row-length'
  | 'unknown-char'
  | 'piece-count'
  | 'out-of-range'
  | 'bad-number'
  | 'missing'
  | 'extra'
  | 'blocked-square'
  | 'other';

export interface Issue {
  range: Range;
  message: string;
  severity: Severity;
  code: IssueCode;
}

export function range(line: number, startCol: number, endCol: number = startCol + 1): Range {
  return { start: { line, col: startCol }, end: { line, col: Math.max(endCol, startCol) } };
}

/** Typographic characters that web pages substitute for ASCII, and what was meant. */
const TYPOGRAPHIC: ReadonlyMap<string, { meant: string; name: string }> = new Map([
  ['\u2026', { meant: '...', name: 'a typographic ellipsis "…"' }],
  ['\u00b7', { meant: '.', name: 'a middle dot "·"' }],
  ['\u2024', { meant: '.', name: 'a one-dot leader "․"' }],
  ['\uff0e', { meant: '.', name: 'a full-width full stop "．"' }],
  ['\uff03', { meant: '#', name: 'a full-width number sign "＃"' }],
  ['\u2212', { meant: '-', name: 'a minus sign "−"' }],
  ['\u2013', { meant: '-', name: 'an en dash "–"' }],
  ['\u00a0', { meant: ' ', name: 'a non-breaking space' }],
  ['\u3000', { meant: ' ', name: 'an ideographic space' }],
]);

export function typographic(ch: string): { meant: string; name: string } | undefined {
  return TYPOGRAPHIC.get(ch);
}

/** Describes a character for a message: printable ones quoted, others by code point. */
export function describeChar(ch: string): string {
  const t = TYPOGRAPHIC.get(ch);
  if (t) return t.name;
  const cp = ch.codePointAt(0) ?? 0;
  const hex = 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  if (cp < 0x20 || cp === 0x7f) return `the control character ${hex}`;
  if (ch === ' ') return 'a space';
  if (ch === '\t') return 'a tab';
  return `"${ch}" (${hex})`;
}

/**
 * A document split into lines. `lines[i]` has its line break, a trailing CR and
 * (on line 0) a BOM removed, so every reported column matches what the editor
 * shows. `content[i]` is the line with trailing spaces and tabs removed, which
 * is what a judge's reader sees. Both are the same array when no line has
 * anything to remove.
 */
export class SourceText {
  readonly lines: string[];
  readonly content: string[];
  constructor(
    readonly text: string,
    /** Only from edited(): lines already cut from `text`, split plainly (see `whole`). */
    cut?: { token: typeof EDITED; lines: string[]; starts: Int32Array | undefined },
  ) {
    if (cut?.token === EDITED) {
      this.lines = cut.lines;
      this.content = cut.lines;
      this.whole = true;
      this.starts = cut.starts;
      return;
    }
    const raw = text.split('\n');
    // Nearly every judge input has no BOM, no CR and no blank ending a line:
    // then each line is its own content, found by one native search rather
    // than two passes of calls per line (20 000 lines in a file of small tests).
    if (text.charCodeAt(0) !== 0xfeff && !someLineEndsBlank(text)) {
      if (raw.length > 1 && raw[raw.length - 1] === '') raw.pop();
      this.lines = raw;
      this.content = raw;
      this.whole = true;
      return;
    }
    // Editors hide a BOM and do not count it as a column, so neither do we.
    const bom = text.charCodeAt(0) === 0xfeff;
    this.lines = raw.map((l, i) => {
      let s = l.endsWith('\r') ? l.slice(0, -1) : l;
      if (i === 0 && bom) s = s.slice(1);
      return s;
    });
    // A final newline does not start a real line.
    if (this.lines.length > 1 && this.lines[this.lines.length - 1] === '') this.lines.pop();
    this.content = this.lines.map(trimEnd);
  }

  /**
   * `text` after edits that each replaced characters inside one line by as
   * many others, no line break among them, old or new: the lines of `before`
   * with the edited ones cut again, instead of splitting the whole text anew
   * (6 ms and more for 12.5 MB, at every keystroke). Undefined when the edits
   * are not such, or when `new SourceText(text)` would not split plainly (a
   * line now ending in a blank, a CR, a BOM): then that is the way.
   */
  static edited(before: SourceText, text: string, edits: readonly { offset: number; length: number; text: string }[]): SourceText | undefined {
    if (!before.whole || text.length !== before.text.length || text.charCodeAt(0) === 0xfeff) return undefined;
    const starts = before.lineStarts();
    const lines = before.lines.slice();
    for (const e of edits) {
      if (e.length !== e.text.length || /[\r\n]/.test(e.text)) return undefined;
      // The edit's line: the last one starting at or before it.
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= e.offset) lo = mid;
        else hi = mid - 1;
      }
      const start = starts[lo];
      const end = start + before.lines[lo].length;
      if (e.offset < start || e.offset + e.length > end) return undefined;
      lines[lo] = ownCopy(text.slice(start, end));
      if (isTrailingBlank(lines[lo].charCodeAt(lines[lo].length - 1))) return undefined;
    }
    return new SourceText(text, { token: EDITED, lines, starts });
  }

  /** Where each line starts in `text`. */
  lineStarts(): Int32Array {
    if (!this.starts) {
      const starts = new Int32Array(this.lines.length);
      // Lines that are the text's own pieces lie one after another, a "\n"
      // apart: their lengths say where each starts, without a search per line.
      if (this.whole) for (let i = 0, at = 0; i < starts.length; at += this.lines[i].length + 1, i++) starts[i] = at;
      else
        for (let i = 0, at = 0; i < starts.length; i++) {
          starts[i] = at;
          at = this.text.indexOf('\n', at) + 1;
        }
      this.starts = starts;
    }
    return this.starts;
  }

  private starts: Int32Array | undefined;

  /**
   * The text as bytes with the offset where each line starts, when every
   * character is ASCII (then a byte offset is a UTF-16 offset), else undefined.
   * Made on first use: one encoding of the whole text costs far less than one
   * per grid row (25 000 rows in a full Z-Game file).
   */
  asciiBytes(): { bytes: Uint8Array; starts: Int32Array } | undefined {
    if (this.ascii === undefined) {
      let bytes: Uint8Array | undefined;
      if (known && known.text === this.text) bytes = known.bytes;
      else {
        bytes = new Uint8Array(this.text.length);
        // A character beyond ASCII takes two bytes or more, so it cannot all fit.
        const done = new TextEncoder().encodeInto(this.text, bytes);
        if (done.read !== this.text.length || done.written !== this.text.length) bytes = undefined;
      }
      this.ascii = bytes ? { bytes, starts: this.lineStarts() } : null;
    }
    return this.ascii ?? undefined;
  }

  private ascii: { bytes: Uint8Array; starts: Int32Array } | null | undefined;
  /** The lines are the text split at each "\n", nothing removed. */
  private readonly whole: boolean = false;

  get lineCount(): number {
    return this.lines.length;
  }

  isBlank(line: number): boolean {
    const s = this.content[line];
    // Grid rows start with a printable character: decide those without copying the line.
    const first = s.charCodeAt(0);
    if (first > 0x20 && first < 0x7f) return false;
    return s.trim() === '';
  }
}

/**
 * The line as a string of its own. A slice of a text keeps the whole text
 * alive in V8, so lines cut from each edited version would keep every
 * version (12.5 MB each for a full zgame file); a slice of a short
 * concatenation flattens it into a new string just the line's size.
 */
function ownCopy(line: string): string {
  return (line + '\n').slice(0, -1);
}

/** Marks the lines edited() cut, so no other caller hands the constructor lines. */
const EDITED = Symbol('edited');

const isTrailingBlank = (c: number) => c === 0x20 || c === 0x09 || c === 0x0c || c === 0x0b;

let known: { text: string; bytes: Uint8Array } | undefined;

/**
 * Tells SourceText the bytes of a text that is all ASCII, one byte per
 * character, when the caller has them anyway (the CLI reads its file as
 * bytes): asciiBytes() then uses them instead of encoding the text again.
 */
export function knownAsciiBytes(text: string, bytes: Uint8Array): void {
  // A plain view: a subclass such as node's Buffer makes every subarray() of a row slower.
  known = bytes.length === text.length ? { text, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) } : undefined;
}

/**
 * Whether trimEnd or the CR removal would take something off some line: a
 * CR anywhere, or a blank before a line break or at the end. Native searches
 * for each (0.7 ms on 12.5 MB, where one regex with a class takes 4.5).
 */
function someLineEndsBlank(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  if (last === 0x20 || last === 0x09 || last === 0x0d || last === 0x0c || last === 0x0b) return true;
  return text.includes('\r') || text.includes(' \n') || text.includes('\t\n') || text.includes('\f\n') || text.includes('\v\n');
}

/** The line without trailing spaces, tabs, CRs, form and vertical feeds (a loop: a `+$` regex retries at every column). */
function trimEnd(line: string): string {
  let end = line.length;
  while (end > 0) {
    const c = line.charCodeAt(end - 1);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== 0x0c && c !== 0x0b) break;
    end--;
  }
  return end === line.length ? line : line.slice(0, end);
}
