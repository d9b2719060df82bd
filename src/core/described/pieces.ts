// A described problem's markers in the panel: its start and goal squares,
// its start and goal cells, and the piece that moves along the route.

import type { LayoutCase } from '../read/layout';
import type { CaseResult } from '../problem';
import { type BoardPieces, cellsWith, type PieceKind, pieceKind } from '../render/pieces';
import { MOVER } from './result';
import type { DescribedProblem } from './types';

/** Markers of one kind at most: a board of a hundred thousand goal cells draws its colours, not a marker on each. */
const MAX_MARKED = 10_000;

export function describedPieces(problem: DescribedProblem, c: LayoutCase, result: CaseResult): BoardPieces {
  const cells = c.grid!.cells;
  const kinds: PieceKind[] = [];
  for (const s of problem.description.layout.squares ?? []) {
    const at = c.squares[s.letter];
    if (at === undefined || at < 0) continue;
    const isGoal = s.kind === 'goal';
    kinds.push(pieceKind(`${s.kind}-square`, `${s.letter}, the ${s.kind} square`, s.letter, isGoal ? 'diamond' : 'frame', isGoal ? 'goal' : 'place', [at]));
  }
  for (const x of problem.cells) {
    if (x.role !== 'start' && x.role !== 'goal') continue;
    const at = cellsWith(cells, x.ch).slice(0, MAX_MARKED);
    if (at.length > 0) kinds.push(pieceKind(`${x.role}-${x.ch.charCodeAt(0)}`, x.name, x.ch, x.role === 'goal' ? 'diamond' : 'frame', x.role === 'goal' ? 'goal' : 'place', at));
  }
  // The piece stands where the route starts; with no route, on the first start.
  const line = result.line.get();
  const first = line?.cells[0] ?? kinds.find((k) => k.tone === 'place')?.cells[0];
  if (first !== undefined) {
    const letter = problem.cells.find((x) => x.role === 'start')?.ch ?? '●';
    kinds.push(pieceKind(MOVER, 'the piece, along a fewest-cost route', letter, 'disc', 'player', [first], [0]));
  }
  return { kinds };
}
