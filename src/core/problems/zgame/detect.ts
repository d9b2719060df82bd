// Whether a text looks like a Z-Game input: a test count, then "N M" and
// M-wide rows of "A B .".

import type { DetectContext, Detection } from '../../problem';
import { alphabetShare, has } from '../../profile';
import { NUMBER_LINE } from '../../text/chars';
import type { SourceText } from '../../text/source';
import { description } from './description';

const ALPHABET = description.cells.map((c) => c.ch).join('');
const [rowsSpec, colsSpec] = description.layout.header[0];

export function detectZgame(src: SourceText, context: DetectContext): Detection {
  const p = context.profile;
  if (p.shapes[0] !== 1) return { confidence: 0, reason: 'it does not start with a test count' };
  if (p.shapes[1] !== undefined && p.shapes[1] !== 2) return { confidence: 0.05, reason: 'the line after the test count is not "N M"' };
  // A header of N and then pairs of coordinates is another format; a Z-Game test goes straight to its rows.
  if (p.shapes[2] === 2) return { confidence: 0.05, reason: 'a third line of two numbers is the shape of another problem' };
  if (p.gridLines === 0) return { confidence: p.shapes[1] === 2 ? 0.2 : 0.05, reason: 'a test count and sizes, but no grid yet' };
  if (context.foreign.some((c) => has(p, c))) return { confidence: 0.05, reason: 'its grid has pieces of another problem' };
  const letters = has(p, 'A') || has(p, 'B');
  // Lower-case letters are a typo worth a message, not a reason to disown the file.
  if (alphabetShare(p, ALPHABET + 'ab') < 0.9) return { confidence: 0.05, reason: 'its grid characters are not those of A B .' };
  if (!letters && has(p, '#')) return { confidence: 0.1, reason: 'a grid of "." and "#" belongs to another problem' };
  // Rows exactly M wide under the first "N M" (the last one perhaps still being typed)
  // tell a Z-Game input, even a half-typed one, from another format's dots.
  const fits = firstTestFits(src);
  if (!letters && !has(p, 'a') && !has(p, 'b')) {
    return { confidence: fits ? 0.75 : 0.55, reason: `a test count, then "N M" and ${fits ? 'M-wide rows' : 'grids'} of only "."` };
  }
  return { confidence: fits ? 0.97 : 0.9, reason: `a test count, then "N M" and ${fits ? 'M-wide rows' : 'grids'} of "A", "B" and "."` };
}

/**
 * True when the rows under the first test's "N M" are M wide, there are no more
 * than N of them, and only the last row present may be shorter (being typed).
 * Looks at no more than N + a few lines, and N is capped by the statement.
 */
function firstTestFits(src: SourceText): boolean {
  let l = 0;
  const nextLine = (): string | undefined => {
    while (l < src.lineCount && src.isBlank(l)) l++;
    return l < src.lineCount ? src.content[l++].trim() : undefined;
  };
  if (nextLine() === undefined) return false;
  const header = nextLine()?.split(/\s+/).map(Number);
  if (!header || header.length !== 2) return false;
  const [n, m] = header;
  if (!(n >= rowsSpec.min && n <= rowsSpec.max && m >= colsSpec.min && m <= colsSpec.max)) return false;
  let rows = 0;
  let short = false;
  let row = nextLine();
  for (; row !== undefined && rows < n && !NUMBER_LINE.test(row); row = nextLine()) {
    if (short || row.length > m) return false;
    short = row.length < m;
    rows++;
  }
  // After N rows comes the next "N M" or the end, not another row.
  return rows > 0 && (rows < n || row === undefined || NUMBER_LINE.test(row));
}
