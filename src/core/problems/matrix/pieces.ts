// Matrix's markers in the panel: the phones, the agents and you; the line's
// pieces are you and the two agents, and an agent on your square eliminates you.

import { type BoardPieces, cellsWith, pieceKind } from '../../render/pieces';
import type { MatrixCase } from './parse';

/** The "pieces" layer's marks are shown by the markers themselves. */
export const MARKS_SHOWN_AS_PIECES = ['pieces'];

export function matrixPieces(c: MatrixCase): BoardPieces {
  return {
    kinds: [
      pieceKind('phone', 'a phone', 'P', 'diamond', 'goal', cellsWith(c.grid!.cells, 'P')),
      pieceKind('agent', 'an agent', 'A', 'disc', 'enemy', c.agents, [1, 2]),
      pieceKind('you', 'you', 'M', 'disc', 'player', [c.you], [0]),
    ],
    capture: { prey: 0, hunters: [1, 2], label: 'caught' },
  };
}
