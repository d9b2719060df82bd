// Pacman vs. Vampire (Codeforces Gym 106045A), one problem of the registry.

import { defineProblem } from '../../problem';
import { description } from './description';
import { detectPacman } from './detect';
import { describePacmanCell } from './hover';
import { type PacmanCase, parsePacman } from './parse';
import { MARKS_SHOWN_AS_PIECES, pacmanPieces } from './pieces';
import { solvePacman } from './solve';

export type { PacmanCase } from './parse';
export { pacmanAccelerator } from './accelerate';
export { pacmanGenerator } from './generate';

export const pacman = defineProblem<PacmanCase, typeof description>(description, {
  detect: (_src, context) => detectPacman(context),
  parse: parsePacman,
  solve: solvePacman,
  describeCell: describePacmanCell,
  pieces: pacmanPieces,
  marksShownAsPieces: MARKS_SHOWN_AS_PIECES,
});
