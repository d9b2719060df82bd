// The worker's next version of a text after a keystroke that types over
// characters: the lines of the version before with the edited ones cut again,
// instead of splitting the whole text anew (milliseconds for the largest
// inputs, at every keystroke). It keeps every line's index, so the grids read from the
// version before can be reused (read/gridMemo.ts), and its bytes are patched
// from the version before's only when asked for. A plain split of the new
// text gives the same lines (test/unit/source.edited.test.ts).

import { SourceText } from './source';

export interface TextEdit {
  offset: number;
  length: number;
  text: string;
}

/**
 * The version after same-length replacements `edits` (offsets into the text
 * as each earlier edit of the list left it), each inside one line, no line
 * break among them, old or new. Undefined when the edits are not such, or when
 * a fresh split of the edited text would not be plain (a line now ending in a
 * blank, a CR, a BOM): then a fresh split is the way.
 */
export function editedSource(before: SourceText, edits: readonly TextEdit[]): SourceText | undefined {
  const carried = before.carry();
  if (!carried?.starts) return undefined;
  const starts = carried.starts;
  const lines = carried.lines.slice();
  const editedLines = new Set<number>();
  for (const e of edits) {
    if (e.length !== e.text.length || /[\r\n]/.test(e.text)) return undefined;
    if (e.offset === 0 && e.text.charCodeAt(0) === 0xfeff) return undefined;
    // The edit's line: the last one starting at or before it.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= e.offset) lo = mid;
      else hi = mid - 1;
    }
    const line = lines[lo];
    const at = e.offset - starts[lo];
    if (at < 0 || at + e.length > line.length) return undefined;
    lines[lo] = ownCopy(line.slice(0, at) + e.text + line.slice(at + e.length));
    if (isTrailingBlank(lines[lo].charCodeAt(lines[lo].length - 1))) return undefined;
    editedLines.add(lo);
  }
  const ascii = carried.ascii && { base: carried.ascii.base, edited: new Set([...carried.ascii.edited, ...editedLines]) };
  return new SourceText('', { carried: { ...carried, lines, ascii, grids: before.grids.next(editedLines) } });
}

const isTrailingBlank = (c: number) => c === 0x20 || c === 0x09 || c === 0x0c || c === 0x0b;

/**
 * The line as a string of its own. A slice of a text keeps the whole text
 * alive in V8, so lines cut from each edited version would keep every
 * version (12.5 MB each for the largest inputs); a slice of a short
 * concatenation flattens it into a new string just the line's size.
 */
function ownCopy(line: string): string {
  return (line + '\n').slice(0, -1);
}
