// The rules of Matrix, solved exactly: you against two agents on an 8×8
// board. You move, then both agents move at once (each may also stay); after
// every move you escape if you stand on a phone no agent holds, else an agent
// on your square eliminates you; if neither can be forced, you are trapped.
// Every position (your square, each agent's, whose move) is decided by
// retrograde analysis from the decided ones (search/retrograde.ts), which
// answers the start and, for the layers, every other square you could have
// started on. (The write-up's search to 40 plies is not exact: some boards
// need more.)
//
// Game lengths are counted in your moves: "escape in k" means on your k-th
// move, "eliminated in k" means right after your k-th move.

import { Later } from '../../later';
import { type CaseResult, type Layer, type LayerInfo, UNREACHABLE, WALL } from '../../problem';
import { gridBfs } from '../../search/bfs';
import { bestPlay } from '../../search/chase-line';
import { type ChaseBoard, positionValue, solveChase } from '../../search/retrograde';
import type { MatrixCase } from './parse';

const SIDE = 8;
const PHONE = 'P'.charCodeAt(0);
const WALL_CODE = '#'.charCodeAt(0);
/** A trapped game's line stops here if no position has repeated yet. */
const TRAPPED_PLIES = 64;

export const OUTCOMES = ['escape', 'eliminated', 'trapped'] as const;
export const ESCAPE = 0;
export const ELIMINATED = 1;
export const TRAPPED = 2;
const ANSWERS = ['You can escape.', 'You are eliminated.', 'You are trapped in the Matrix.'];

/** The pieces layer: which piece stands on each floor square at the start. */
const PIECES = ['floor', 'phone', 'agent', 'you'] as const;
const PIECE_FLOOR = 0;
const PIECE_PHONE = 1;
const PIECE_AGENT = 2;
const PIECE_YOU = 3;

const OUTCOME_LAYER: LayerInfo = { id: 'outcome', name: 'Outcome from each square', unit: '', legend: 'the result if you started on the square', kind: 'category', categories: [...OUTCOMES] };
const DEPTH_LAYER: LayerInfo = { id: 'depth', name: 'Moves until decided', unit: 'moves', legend: 'your moves until you escape or are eliminated, if you started on the square', kind: 'scalar' };
const AGENTS_LAYER: LayerInfo = { id: 'agentDistance', name: 'Distance from the agents', unit: 'steps', legend: "steps from the nearer agent's start", kind: 'scalar' };
const PIECES_LAYER: LayerInfo = { id: 'pieces', name: 'Pieces', unit: '', legend: 'where you, the agents and the phones stand', kind: 'category', categories: [...PIECES] };
const MARKS = [
  { layer: 'pieces', category: PIECE_AGENT, label: 'an agent', style: 'outline' },
  { layer: 'pieces', category: PIECE_PHONE, label: 'a phone', style: 'underline' },
] as const;

export function solveMatrix(c: MatrixCase): CaseResult {
  const { cells, size } = c.grid!;
  const open = new Uint8Array(size);
  const phones = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    open[i] = cells[i] === WALL_CODE ? 0 : 1;
    phones[i] = cells[i] === PHONE ? 1 : 0;
  }
  const board: ChaseBoard = { open, phones, agents: c.agents };
  const solution = solveChase(board);
  const [a1, a2] = c.agents;

  // If you started on s instead of M. A phone or an agent's square counts as
  // already decided (0 moves), as if you had just stepped there.
  const outcome = new Int32Array(size);
  const depth = new Int32Array(size);
  for (let s = 0; s < size; s++) {
    if (!open[s]) {
      outcome[s] = depth[s] = WALL;
    } else if (phones[s]) {
      outcome[s] = ESCAPE;
    } else if (s === a1 || s === a2) {
      outcome[s] = ELIMINATED;
    } else {
      const v = positionValue(solution, s, a1, a2);
      outcome[s] = v > 0 ? ESCAPE : v < 0 ? ELIMINATED : TRAPPED;
      depth[s] = v === 0 ? UNREACHABLE : Math.abs(v);
    }
  }
  const agentDistance = gridBfs(SIDE, SIDE, open, [a1, a2]);
  for (let s = 0; s < size; s++) if (!open[s]) agentDistance[s] = WALL;
  const pieces = new Int32Array(size);
  for (let s = 0; s < size; s++) pieces[s] = !open[s] ? WALL : s === c.you ? PIECE_YOU : s === a1 || s === a2 ? PIECE_AGENT : phones[s] ? PIECE_PHONE : PIECE_FLOOR;

  const result = outcome[c.you];
  const moves = depth[c.you];
  const play = bestPlay(board, solution, c.you, result === TRAPPED ? TRAPPED_PLIES : 2 * moves);
  const label =
    result === ESCAPE
      ? `best play: you escape on your move ${moves}`
      : result === ELIMINATED
        ? `best play: you are eliminated after your move ${moves}`
        : `you stay out of reach: ${play.plies} plies shown`;
  return {
    answer: ANSWERS[result],
    summary: { outcome: OUTCOMES[result], moves },
    layers: [known(OUTCOME_LAYER, outcome, 2), known(DEPTH_LAYER, depth), known(AGENTS_LAYER, agentDistance), known(PIECES_LAYER, pieces, PIECES.length - 1)],
    marks: MARKS,
    line: Later.known({ label, pieces: ['you', 'agent', 'agent'], cells: play.cells }),
  };
}

/** A layer whose values are here, with its largest value unless given. */
function known(info: LayerInfo, values: Int32Array, max?: number): Layer {
  let m = 0;
  if (max === undefined) for (let i = 0; i < values.length; i++) if (values[i] > m) m = values[i];
  return { ...info, data: Later.known({ values, max: max ?? m }) };
}
