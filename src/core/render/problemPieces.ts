// The panel's markers of a solved test, from its problem's own declaration
// (Problem.pieces, in the problem's folder); a problem that declares none
// gets none.

import type { Case, CaseResult, Problem } from '../problem';
import type { BoardPieces } from './pieces';

/** The markers of a solved test of `problem`. */
export function piecesOf(problem: Problem, c: Case, result: CaseResult): BoardPieces {
  return problem.pieces?.(c, result) ?? { kinds: [] };
}

/** Whether the markers of `problem` already show the cells of a mark on `layer`. */
export function markShownAsPieces(problem: Problem, layer: string): boolean {
  return problem.marksShownAsPieces?.includes(layer) ?? false;
}
