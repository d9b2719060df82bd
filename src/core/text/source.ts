// A document split into lines, as every reader sees it: line breaks, a
// trailing CR and (on line 0) a BOM removed, so every reported column matches
// what the editor shows; and each line's content without the blanks that end
// it, which is what a judge's reader sees.

import { GridMemo } from '../read/gridMemo';
import { isJudgeBlank } from './chars';

/** An ASCII text as bytes (a byte offset is a UTF-16 offset) and where each line starts. */
export interface AsciiText {
  bytes: Uint8Array;
  starts: Int32Array;
}

/** What an edited version carries over from the version before (see edited.ts). */
export interface Carried {
  lines: string[];
  starts: Int32Array | undefined;
  finalNewline: boolean;
  length: number;
  grids: GridMemo;
  /** The bytes of the version before and the lines edited since, to patch when asked for. */
  ascii: { base: AsciiText | null; edited: ReadonlySet<number> } | undefined;
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
  /** The grids read from this text, and those of an earlier version it may reuse (see read/gridMemo.ts). */
  readonly grids: GridMemo;
  constructor(
    text: string,
    options: {
      /** The text's bytes, when the caller has them (the command line reads its file as bytes): no second encoding. */
      bytes?: Uint8Array;
      /** Only from edited.ts: the lines already cut, and what the version before left. */
      carried?: Carried;
    } = {},
  ) {
    const cut = options.carried;
    if (cut) {
      this.lines = cut.lines;
      this.content = cut.lines;
      this.whole = true;
      this.starts = cut.starts;
      this.finalNewline = cut.finalNewline;
      this.length = cut.length;
      this.grids = cut.grids;
      this.pendingAscii = cut.ascii;
      return;
    }
    this.#text = text;
    this.#bytes = options.bytes?.length === text.length ? options.bytes : undefined;
    this.length = text.length;
    this.grids = new GridMemo();
    const raw = text.split('\n');
    // Nearly every judge input has no BOM, no CR and no blank ending a line:
    // then each line is its own content, found by one native search rather
    // than two passes of calls per line (20 000 lines in a file of small tests).
    if (text.charCodeAt(0) !== 0xfeff && !someLineEndsBlank(text)) {
      this.finalNewline = raw.length > 1 && raw[raw.length - 1] === '';
      if (this.finalNewline) raw.pop();
      this.lines = raw;
      this.content = raw;
      this.whole = true;
      return;
    }
    // Editors hide a BOM and do not count it as a column, so neither do we; a judge reads it as text (see `bom`).
    const bom = text.charCodeAt(0) === 0xfeff;
    this.bom = bom;
    this.lines = raw.map((l, i) => {
      let s = l.endsWith('\r') ? l.slice(0, -1) : l;
      if (i === 0 && bom) s = s.slice(1);
      return s;
    });
    // A final newline does not start a real line.
    if (this.lines.length > 1 && this.lines[this.lines.length - 1] === '') this.lines.pop();
    this.content = this.lines.map(trimEnd);
  }

  /** The length of `text`. */
  readonly length: number;

  /** The text starts with a byte order mark, hidden from `lines` as editors hide it. */
  readonly bom: boolean = false;

  /**
   * The whole text. An edited version has only its lines until something
   * asks (a keystroke that is not a same-length replacement): joining them
   * is no cheaper than the 12.5 MB copy a string edit makes, but most
   * keystrokes never need it.
   */
  get text(): string {
    return (this.#text ??= this.lines.join('\n') + (this.finalNewline ? '\n' : ''));
  }

  #text: string | undefined;
  /** A "\n" ends the text (then the lines do not include the empty one after it). Only read for whole splits. */
  private readonly finalNewline: boolean = false;

  /**
   * What a version edited from this one starts from (see edited.ts): its
   * lines, where they start, and its bytes or what they are to be made from.
   * Undefined when the lines are not the text's plain split (a CR, a BOM, a
   * blank ending a line): an edited version is then split afresh.
   */
  carry(): Omit<Carried, 'grids'> | undefined {
    if (!this.whole) return undefined;
    const ascii = this.ascii !== undefined ? { base: this.ascii, edited: new Set<number>() } : this.pendingAscii;
    return { lines: this.lines, starts: this.lineStarts(), finalNewline: this.finalNewline, length: this.length, ascii };
  }

  /** Where each line starts in `text`. */
  lineStarts(): Int32Array {
    if (!this.starts) {
      const starts = new Int32Array(this.lines.length);
      // Lines that are the text's own pieces lie one after another, a "\n"
      // apart: their lengths say where each starts, without a search per line.
      if (this.whole) for (let i = 0, at = 0; i < starts.length; at += this.lines[i].length + 1, i++) starts[i] = at;
      else {
        const text = this.text;
        for (let i = 0, at = 0; i < starts.length; i++) {
          starts[i] = at;
          at = text.indexOf('\n', at) + 1;
        }
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
  asciiBytes(): AsciiText | undefined {
    if (this.ascii === undefined && this.pendingAscii) this.ascii = patchAscii(this.pendingAscii, this.lines);
    this.pendingAscii = undefined;
    if (this.ascii === undefined) {
      const text = this.text;
      let bytes: Uint8Array | undefined = this.#bytes;
      if (!bytes) {
        bytes = new Uint8Array(text.length);
        // A character beyond ASCII takes two bytes or more, so it cannot all fit.
        const done = new TextEncoder().encodeInto(text, bytes);
        if (done.read !== text.length || done.written !== text.length) bytes = undefined;
      }
      this.ascii = bytes ? { bytes, starts: this.lineStarts() } : null;
    }
    return this.ascii ?? undefined;
  }

  private ascii: AsciiText | null | undefined;
  /** Bytes the caller gave, not yet checked to be ASCII. */
  #bytes: Uint8Array | undefined;
  /** An edited version's bytes, to be made from an earlier version's when asked for. */
  private pendingAscii: Carried['ascii'];
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
    for (let i = 0; i < s.length; i++) if (!isJudgeBlank(s.charCodeAt(i))) return false;
    return true;
  }
}

/**
 * The bytes of `lines`: a copy of the earlier bytes (one native copy) with
 * the edited lines written over, when they are ASCII too; null (not all
 * ASCII) otherwise. Undefined when the earlier text was not all ASCII: only
 * a full encoding can tell.
 */
function patchAscii({ base, edited }: NonNullable<Carried['ascii']>, lines: readonly string[]): AsciiText | null | undefined {
  if (!base) return undefined;
  const bytes = base.bytes.slice();
  for (const l of edited) {
    const line = lines[l];
    for (let i = 0, at = base.starts[l]; i < line.length; i++, at++) {
      const c = line.charCodeAt(i);
      if (c > 0x7f) return null;
      bytes[at] = c;
    }
  }
  return { bytes, starts: base.starts };
}

/**
 * Whether trimEnd or the CR removal would take something off some line: a
 * CR anywhere, or a blank before a line break or at the end. A native search
 * for each is several times faster than one regular expression with a class.
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
