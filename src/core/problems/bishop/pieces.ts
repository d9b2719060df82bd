// Bishop 2's markers in the panel: A and B are coordinates, not letters on the
// board; the bishop starts on A and moves along the route.

import { type BoardPieces, pieceKind } from '../../render/pieces';
import type { BishopCase } from './parse';

export function bishopPieces(c: BishopCase): BoardPieces {
  return {
    kinds: [
      pieceKind('start', 'A, where the bishop starts', 'A', 'frame', 'place', [c.a]),
      pieceKind('target', 'B, the square to reach', 'B', 'diamond', 'goal', [c.b]),
      // The line's one piece is the bishop.
      pieceKind('bishop', 'the bishop', '♝', 'disc', 'player', [c.a], [0]),
    ],
  };
}
