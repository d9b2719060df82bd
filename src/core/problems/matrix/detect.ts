// Whether a text looks like a Matrix input: a scenario count, then 8×8
// boards of ". # P A M", and no other line of numbers.

import type { DetectContext, Detection } from '../../problem';
import { alphabetShare, has } from '../../profile';
import { listChars } from '../../text/words';
import { description } from './description';

const ALPHABET = description.cells.map((c) => c.ch).join('');
const SIDE = description.layout.cols;

export function detectMatrix(context: DetectContext): Detection {
  const p = context.profile;
  if (p.shapes[0] !== 1) return { confidence: 0, reason: 'it does not start with a scenario count' };
  if (p.gridLines === 0) return { confidence: 0.05, reason: 'a count, but no board yet' };
  // Formats with sizes or coordinates put a line of numbers after the count; this one never does.
  if (p.shapes[1] !== -1 || p.shapes.slice(1).some((s) => s > 0)) return { confidence: 0.05, reason: 'it has lines of numbers after the count' };
  if (alphabetShare(p, ALPHABET) < 0.9) return { confidence: 0.05, reason: `its rows are not made of ${listChars(ALPHABET)}` };
  if (context.foreign.some((c) => has(p, c))) return { confidence: 0.1, reason: 'its board has letters of another problem' };
  if ([...p.widths].some((w) => w > SIDE + 2)) return { confidence: 0.2, reason: 'its rows are wider than 8 squares' };
  const pieces = ['M', 'A', 'P'].filter((c) => has(p, c));
  if (pieces.length === 0) return { confidence: 0.6, reason: 'a count, then rows of at most 8 squares of "." and "#"' };
  return {
    confidence: 0.88 + 0.03 * pieces.length,
    reason: `a scenario count, then 8×8 boards of ${listChars(ALPHABET)}`,
  };
}
