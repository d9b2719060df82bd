// Z-Game's markers in the panel: the start and the end, and the piece that
// goes from (1,1) right or down along the line of best play.

import { type BoardPieces, pieceKind } from '../../render/pieces';
import type { ZgameCase } from './parse';

export function zgamePieces(c: ZgameCase): BoardPieces {
  const { rows, cols } = c.grid!;
  const last = rows * cols - 1;
  const places =
    last === 0
      ? [pieceKind('start', 'the start and the end, (1, 1)', 'S', 'frame', 'place', [0])]
      : [pieceKind('start', 'the start, (1, 1)', 'S', 'frame', 'place', [0]), pieceKind('end', `the end, (${rows}, ${cols})`, 'E', 'frame', 'place', [last])];
  return { kinds: [...places, pieceKind('piece', 'the piece', '', 'disc', 'player', [0], [0])] };
}
