// Pacman's markers in the panel: Pacman, who moves along the route; the food;
// the vampires, apart as they bite or not.

import type { CaseResult } from '../../problem';
import { type BoardPieces, cellsWith, markCells, pieceKind } from '../../render/pieces';
import type { PacmanCase } from './parse';

/** The "bites" layer's marks are shown by the vampires' own markers. */
export const MARKS_SHOWN_AS_PIECES = ['bites'];

export function pacmanPieces(c: PacmanCase, result: CaseResult): BoardPieces {
  const vampires = cellsWith(c.grid!.cells, 'V');
  const bites = markCells(result, 'bites');
  // The line's one piece is Pacman.
  const kinds = [pieceKind('pacman', 'Pacman', 'P', 'disc', 'player', [c.pacman], [0]), pieceKind('food', 'the food', 'F', 'diamond', 'goal', [c.food])];
  if (bites) {
    kinds.push(
      pieceKind(
        'biting',
        'a vampire that bites',
        'V',
        'triangle',
        'enemy',
        vampires.filter((v) => bites.has(v)),
      ),
    );
    kinds.push(
      pieceKind(
        'harmless',
        'a vampire that does not bite',
        'V',
        'triangle',
        'idle',
        vampires.filter((v) => !bites.has(v)),
      ),
    );
  } else {
    kinds.push(pieceKind('vampire', 'a vampire', 'V', 'triangle', 'enemy', vampires));
  }
  return { kinds };
}
