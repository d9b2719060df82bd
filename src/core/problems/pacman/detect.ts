// Whether a text looks like a Pacman input: a test count, then "n m" and
// rows of ". # P F V".

import type { DetectContext, Detection } from '../../problem';
import { alphabetShare, has } from '../../profile';
import { description } from './description';

const ALPHABET = description.cells.map((c) => c.ch).join('');

export function detectPacman(context: DetectContext): Detection {
  const p = context.profile;
  if (p.shapes[0] !== 1) return { confidence: 0, reason: 'it does not start with a test count' };
  const share = alphabetShare(p, ALPHABET);
  const sizes = p.shapes.filter((s) => s === 2).length;
  if (p.gridLines === 0) return { confidence: sizes > 0 && p.shapes[1] === 2 ? 0.2 : 0.05, reason: 'a test count and sizes, but no grid yet' };
  if (p.shapes[1] !== 2) return { confidence: 0.05, reason: 'its second line is not "n m"' };
  // A typo or two in a small file must not lose the claim; other problems' letters are caught below.
  if (share < 0.75) return { confidence: 0.05, reason: 'its grid characters are not those of . # P F V' };
  // "P", "F" and "V" are Pacman's own pieces; a grid of only "." and "#" could still be one half-typed.
  const pieces = ['P', 'F', 'V'].filter((c) => has(p, c));
  if (context.foreign.some((c) => has(p, c))) return { confidence: 0.1, reason: 'its grid has letters of another problem' };
  // After "n m" a Pacman test always has a row: two lines of two numbers (coordinates, say) before the rows are another format.
  if (pieces.length === 0 && p.shapes[2] === 2) return { confidence: 0.1, reason: 'two lines of two numbers come before the first grid row' };
  if (pieces.length === 0 && !has(p, '#')) return { confidence: 0.3, reason: 'a grid of only "." after a test count and sizes' };
  return {
    confidence: pieces.length > 0 ? 0.9 + 0.03 * pieces.length : 0.6,
    reason: `a test count, then "n m" and grids of ${pieces.length ? pieces.map((c) => `"${c}"`).join(', ') + ' among "." and "#"' : '"." and "#"'}`,
  };
}
