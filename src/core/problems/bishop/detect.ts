// Whether a text looks like a Bishop 2 input: N, the squares A and B as
// "row column", then N rows of "." and "#".

import type { DetectContext, Detection } from '../../problem';
import { alphabetShare, has } from '../../profile';
import type { SourceText } from '../../text/source';
import { description } from './description';

const ALPHABET = description.cells.map((c) => c.ch).join('');

export function detectBishop(src: SourceText, context: DetectContext): Detection {
  const p = context.profile;
  const [first, second, third] = p.shapes;
  if (first !== 1) return { confidence: 0, reason: 'it does not start with one number N' };
  if (second !== undefined && second !== 2) return { confidence: 0, reason: 'its second line is not a square "row column"' };
  if (third === undefined) return { confidence: 0.15, reason: 'one number and at most one pair so far' };
  const n = firstNumber(src);
  const boardOnly = !context.foreign.some((ch) => has(p, ch)) && alphabetShare(p, ALPHABET) >= 0.9;
  // Formats of a test count and "n m" follow with board rows; only this one has a second pair.
  if (third !== 2) {
    // Unless a coordinate line was left out: then the rows are N wide, where
    // such a format's would be m wide and its first number counts tests, not columns.
    const rowsAreN = third === -1 && p.shapes.slice(3).every((s) => s === -1) && p.widths.size <= 2 && p.widths.has(n);
    return rowsAreN && boardOnly && n >= 2
      ? { confidence: 0.7, reason: `N, one square and ${n}-wide rows of "." and "#": a Bishop 2 input missing the line of A or B` }
      : { confidence: 0, reason: 'its third line is not a square "row column"' };
  }
  // Lines of numbers among the N rows mean another format; after them, only stray text.
  const inBoard = p.shapes.slice(3, 3 + Math.max(0, n));
  if (inBoard.some((s) => s !== -1)) return { confidence: 0.2, reason: 'lines of numbers follow the two squares where the board should be' };
  if (p.gridLines === 0) return { confidence: 0.6, reason: 'N and the squares A and B; the board is not typed yet' };
  if (!boardOnly) return { confidence: 0.1, reason: 'its board characters are not "." and "#"' };
  const strayAfter = p.shapes.length > 3 + n;
  // A row being typed may be a character short; most rows still have width N.
  const exact = p.widths.size === 1 && p.widths.has(n) && !strayAfter;
  const close = p.widths.has(n) && p.widths.size <= 3;
  return {
    confidence: exact ? 0.98 : close ? 0.9 : 0.75,
    reason: `N, the squares A and B as "row column", then ${close ? `${n}-wide rows` : 'rows'} of "." and "#"`,
  };
}

function firstNumber(src: SourceText): number {
  for (let l = 0; l < src.lineCount; l++) if (!src.isBlank(l)) return Number(src.content[l].trim());
  return NaN;
}
