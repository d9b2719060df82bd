// Bishop 2 (AtCoder ABC246 E), one problem of the registry.

import { defineProblem } from '../../problem';
import { description } from './description';
import { detectBishop } from './detect';
import { describeBishopCell } from './hover';
import { type BishopCase, parseBishop } from './parse';
import { bishopPieces } from './pieces';
import { solveBishop } from './solve';

export type { BishopCase } from './parse';
export { bishopAccelerator } from './accelerate';
export { bishopGenerator } from './generate';

export const bishop = defineProblem<BishopCase, typeof description>(description, {
  detect: detectBishop,
  parse: parseBishop,
  solve: solveBishop,
  describeCell: describeBishopCell,
  pieces: bishopPieces,
});
