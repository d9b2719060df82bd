// Z-Game on grid (2022 Nowcoder multi-school round 6, problem M), one problem of the registry.

import { defineProblem } from '../../problem';
import { description } from './description';
import { detectZgame } from './detect';
import { describeZgameCell } from './hover';
import { parseZgame, type ZgameCase } from './parse';
import { zgamePieces } from './pieces';
import { solveZgame } from './solve';

export type { ZgameCase } from './parse';
export { zgameAccelerator } from './accelerate';
export { zgameGenerator } from './generate';

export const zgame = defineProblem<ZgameCase, typeof description>(description, {
  detect: detectZgame,
  parse: parseZgame,
  solve: solveZgame,
  describeCell: describeZgameCell,
  pieces: zgamePieces,
});
