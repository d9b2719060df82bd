// What a compiler said, read into positions for the Problems view. Pure (no
// vscode). Four shapes cover the default compilers:
//   gcc, g++, clang   sol.cpp:7:12: error: 'x' was not declared in this scope
//   javac             Main.java:7: error: ';' expected   (the column is the
//                     caret under the quoted source line that follows)
//   rustc             error[E0425]: cannot find value `x` in this scope
//                       --> sol.rs:7:12
//   go                ./sol.go:7:12: undefined: x
// Notes and summaries ("1 error generated", "aborting due to …") are not
// messages of their own.

export interface CompilerMessage {
  /** As the compiler printed it: relative to the folder it ran in, or absolute. */
  file: string;
  /** 1-based, as compilers count. */
  line: number;
  col: number;
  severity: 'error' | 'warning';
  message: string;
  /**
   * gcc counts columns on screen, a tab reaching the next multiple of 8
   * (its -ftabstop); the others count characters or bytes.
   */
  tabWidth?: number;
}

/** Lines read at most: a compiler's output past this is one cascade of the same mistakes. */
const MAX_LINES = 5000;

const C_LIKE = /^(.+?):(\d+):(?:(\d+):)?\s*(fatal error|error|warning):\s*(.*)$/;
const RUST_HEAD = /^(error|warning)(?:\[\w+\])?:\s*(.*)$/;
const RUST_AT = /^\s*-->\s*(.+?):(\d+):(\d+)\s*$/;
const GO = /^(.+?\.go):(\d+):(\d+):\s*(.*)$/;
const CARET = /^(\s*)\^/;

export function parseCompilerOutput(text: string): CompilerMessage[] {
  const lines = text.split(/\r?\n/, MAX_LINES);
  const found: CompilerMessage[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const c = C_LIKE.exec(line);
    if (c) {
      // javac gives no column: it is the caret's, two lines down (under the quoted source line).
      const caret = c[3] === undefined ? CARET.exec(lines[i + 2] ?? '') : null;
      const col = c[3] !== undefined ? Number(c[3]) : caret ? caret[1].length + 1 : 1;
      found.push({ file: c[1], line: Number(c[2]), col, severity: c[4] === 'warning' ? 'warning' : 'error', message: c[5], ...(c[3] !== undefined && { tabWidth: 8 }) });
      continue;
    }
    const head = RUST_HEAD.exec(line);
    const at = head && RUST_AT.exec(lines[i + 1] ?? '');
    if (head && at) {
      found.push({ file: at[1], line: Number(at[2]), col: Number(at[3]), severity: head[1] === 'warning' ? 'warning' : 'error', message: head[2] });
      i++;
      continue;
    }
    const go = GO.exec(line);
    if (go) found.push({ file: go[1], line: Number(go[2]), col: Number(go[3]), severity: 'error', message: go[4] });
  }
  return found;
}

/** The character index (0-based) of a 1-based column counted on screen with tabs of `tabWidth`. */
export function indexOfColumn(lineText: string, col: number, tabWidth: number): number {
  let screen = 1;
  for (let i = 0; i < lineText.length; i++) {
    if (screen >= col) return i;
    screen = lineText[i] === '\t' ? Math.floor((screen - 1) / tabWidth + 1) * tabWidth + 1 : screen + 1;
  }
  return lineText.length;
}
