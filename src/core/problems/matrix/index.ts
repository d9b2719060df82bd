// Matrix (UVa 10358, also POJ 2999), one problem of the registry. Its
// reference solver is already the exact retrograde analysis, fast enough
// as it is: it has no accelerator.

import { defineProblem } from '../../problem';
import { description } from './description';
import { detectMatrix } from './detect';
import { describeMatrixCell } from './hover';
import { type MatrixCase, parseMatrix } from './parse';
import { MARKS_SHOWN_AS_PIECES, matrixPieces } from './pieces';
import { solveMatrix } from './solve';

export type { MatrixCase } from './parse';
export { OUTCOMES } from './solve';
export { matrixGenerator } from './generate';

export const matrix = defineProblem<MatrixCase, typeof description>(description, {
  detect: (_src, context) => detectMatrix(context),
  parse: parseMatrix,
  solve: solveMatrix,
  describeCell: describeMatrixCell,
  pieces: matrixPieces,
  marksShownAsPieces: MARKS_SHOWN_AS_PIECES,
});
