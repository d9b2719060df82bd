// The positions and diagnostics the whole product speaks: the command line's
// FILE:LINE:COL, the editor's squiggles, the webview's "reveal cell".

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
  'count-mismatch' | 'typographic' | 'trailing-space' | 'row-length' | 'unknown-char' | 'piece-count' | 'out-of-range' | 'bad-number' | 'missing' | 'extra' | 'blocked-square' | 'other';

export interface Issue {
  range: Range;
  message: string;
  severity: Severity;
  code: IssueCode;
  /** The edit that mends it, when there is one sure edit: `text` replaces the range. */
  fix?: { title: string; text: string };
}

export function range(line: number, startCol: number, endCol: number = startCol + 1): Range {
  return { start: { line, col: startCol }, end: { line, col: Math.max(endCol, startCol) } };
}
