// Which cells of a solved test are pieces and targets, per problem: the one
// place the panel knows that P is Pacman, that square B has no letter on the
// board, or that an agent on your square catches you. Each problem's case
// already names its pieces (pacman/food, a/b, you/agents); this table turns
// them into markers. It belongs with each problem's own module once problems
// declare their pieces themselves.

import type { Case, CaseResult, ProblemId } from '../problem';
import type { BishopCase } from '../problems/bishop';
import type { MatrixCase } from '../problems/matrix';
import type { PacmanCase } from '../problems/pacman';
import type { ZgameCase } from '../problems/zgame';
import type { BoardPieces, PieceKind } from './pieces';

/** The cells holding `ch`, in reading order. */
function cellsWith(cells: Uint8Array, ch: string): number[] {
  const code = ch.charCodeAt(0);
  const out: number[] = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] === code) out.push(i);
  return out;
}

/** The cells a result's mark on `layer` picks out, or undefined when the layer's values are not here. */
function markCells(result: CaseResult, layer: string): Set<number> | undefined {
  const mark = result.marks?.find((m) => m.layer === layer);
  const values = result.layers.find((l) => l.id === layer)?.values;
  if (!mark || !values) return undefined;
  const out = new Set<number>();
  for (let i = 0; i < values.length; i++) if (values[i] === mark.category) out.add(i);
  return out;
}

function kind(id: string, name: string, label: string, shape: PieceKind['shape'], tone: PieceKind['tone'], cells: readonly number[], moves?: number[]): PieceKind {
  return { id, name, label, shape, tone, cells: Int32Array.from(cells), ...(moves ? { moves } : {}) };
}

interface ProblemPieces<C extends Case> {
  pieces(c: C, result: CaseResult): BoardPieces;
  /** The layers whose marks the markers replace (drawing both would ring a piece twice). */
  marksShownAsPieces: readonly string[];
}

interface CaseOf {
  pacman: PacmanCase;
  bishop: BishopCase;
  matrix: MatrixCase;
  zgame: ZgameCase;
}

const TABLE: { [P in ProblemId]: ProblemPieces<CaseOf[P]> } = {
  pacman: {
    // Line pieces: ["Pacman"].
    pieces(c, result) {
      const vampires = cellsWith(c.grid!.cells, 'V');
      const bites = markCells(result, 'bites');
      const kinds = [kind('pacman', 'Pacman', 'P', 'disc', 'player', [c.pacman], [0]), kind('food', 'the food', 'F', 'diamond', 'goal', [c.food])];
      if (bites) {
        kinds.push(kind('biting', 'a vampire that bites', 'V', 'triangle', 'enemy', vampires.filter((v) => bites.has(v))));
        kinds.push(kind('harmless', 'a vampire that does not bite', 'V', 'triangle', 'idle', vampires.filter((v) => !bites.has(v))));
      } else {
        kinds.push(kind('vampire', 'a vampire', 'V', 'triangle', 'enemy', vampires));
      }
      return { kinds };
    },
    marksShownAsPieces: ['bites'],
  },
  bishop: {
    // Line pieces: ["bishop"]. A and B are coordinates, not letters on the board.
    pieces: (c) => ({
      kinds: [
        kind('start', 'A, where the bishop starts', 'A', 'frame', 'place', [c.a]),
        kind('target', 'B, the square to reach', 'B', 'diamond', 'goal', [c.b]),
        kind('bishop', 'the bishop', '♝', 'disc', 'player', [c.a], [0]),
      ],
    }),
    marksShownAsPieces: [],
  },
  matrix: {
    // Line pieces: ["you", "agent", "agent"]; an agent on your square eliminates you.
    pieces: (c) => ({
      kinds: [
        kind('phone', 'a phone', 'P', 'diamond', 'goal', cellsWith(c.grid!.cells, 'P')),
        kind('agent', 'an agent', 'A', 'disc', 'enemy', c.agents, [1, 2]),
        kind('you', 'you', 'M', 'disc', 'player', [c.you], [0]),
      ],
      capture: { prey: 0, hunters: [1, 2], label: 'caught' },
    }),
    marksShownAsPieces: ['pieces'],
  },
  zgame: {
    // Line pieces: ["piece"], from (1,1) right or down to (N,M).
    pieces(c) {
      const { rows, cols } = c.grid!;
      const last = rows * cols - 1;
      const places =
        last === 0
          ? [kind('start', 'the start and the end, (1, 1)', 'S', 'frame', 'place', [0])]
          : [kind('start', 'the start, (1, 1)', 'S', 'frame', 'place', [0]), kind('end', `the end, (${rows}, ${cols})`, 'E', 'frame', 'place', [last])];
      return { kinds: [...places, kind('piece', 'the piece', '', 'disc', 'player', [0], [0])] };
    },
    marksShownAsPieces: [],
  },
};

/** The markers of a solved test of `problem`. */
export function piecesOf(problem: ProblemId, c: Case, result: CaseResult): BoardPieces {
  return (TABLE[problem] as ProblemPieces<Case>).pieces(c, result);
}

/** Whether the markers of `problem` already show the cells of a mark on `layer`. */
export function markShownAsPieces(problem: ProblemId, layer: string): boolean {
  return TABLE[problem].marksShownAsPieces.includes(layer);
}
