// One line of best play for the pursuit game of retrograde.ts, read off a solved table:
// the winner takes the quickest win and the loser the slowest loss, counted in
// plies so that walking into an agent never looks as good as waiting for it.
// Ties go to the agents closing in and to you keeping away. A trapped game is
// followed until a position repeats (play would cycle from there) or a ply
// limit is reached.

import { UNREACHABLE } from '../problem';
import { gridBfs } from './bfs';
import { type ChaseBoard, type ChaseSolution, positionValue, stepLists } from './retrograde';

const SIDE = 8;

/** Larger than any game length in plies. */
const DECIDED = 1 << 24;

/** Score, for you, of a game decided as `value` (rounds, see ChaseSolution) starting `pliesBefore` plies from now. */
function scoreOf(value: number, pliesBefore: number): number {
  if (value > 0) return DECIDED - (pliesBefore + 2 * value - 1);
  if (value < 0) return -DECIDED + (pliesBefore - 2 * value);
  return 0;
}

export interface BestPlay {
  /** plies + 1 positions of (you, agent 1, agent 2), the start first: cells[3 * step + piece]. */
  cells: Int32Array;
  /** Plies shown. */
  plies: number;
}

export function bestPlay(board: ChaseBoard, solution: ChaseSolution, you: number, maxPlies: number): BestPlay {
  const steps = stepLists(board.open);
  let [a, b] = board.agents;
  let y = you;
  const out: number[] = [y, a, b];
  const seen = new Set<number>([(y * 64 + a) * 64 + b]);
  const free = (s: number, p: number, q: number) => board.phones[s] !== 0 && s !== p && s !== q;
  // Among equally good moves, the agents close in and you keep away, so the
  // line shows the chase rather than pieces standing still.
  const far = (d: number) => (d === UNREACHABLE ? SIDE * SIDE : d);

  // The agents' best reply after you moved to y: the joint move worst for you,
  // scored from the position before your move.
  const reply = (y: number, a: number, b: number): { a: number; b: number; score: number } => {
    const toYou = gridBfs(SIDE, SIDE, board.open, [y]);
    let best = { a, b, score: Infinity, gap: Infinity };
    for (let i = steps.start[a]; i < steps.start[a + 1]; i++) {
      const na = steps.to[i];
      for (let j = steps.start[b]; j < steps.start[b + 1]; j++) {
        const nb = steps.to[j];
        const score = y === na || y === nb ? scoreOf(-1, 0) : scoreOf(positionValue(solution, y, na, nb), 2);
        const gap = far(toYou[na]) + far(toYou[nb]);
        if (score < best.score || (score === best.score && gap < best.gap)) best = { a: na, b: nb, score, gap };
      }
    }
    return best;
  };

  for (let ply = 0; ply + 2 <= maxPlies; ply += 2) {
    const toAgents = gridBfs(SIDE, SIDE, board.open, [a, b]);
    let bestY = y;
    let bestScore = -Infinity;
    let bestGap = -1;
    for (let i = steps.start[y]; i < steps.start[y + 1]; i++) {
      const ny = steps.to[i];
      const score = free(ny, a, b) ? scoreOf(1, 0) : ny === a || ny === b ? scoreOf(-1, -1) : reply(ny, a, b).score;
      const gap = far(toAgents[ny]);
      if (score > bestScore || (score === bestScore && gap > bestGap)) {
        bestScore = score;
        bestGap = gap;
        bestY = ny;
      }
    }
    y = bestY;
    out.push(y, a, b);
    if (free(y, a, b) || y === a || y === b) break;
    const r = reply(y, a, b);
    a = r.a;
    b = r.b;
    out.push(y, a, b);
    if (y === a || y === b) break;
    const key = (y * 64 + a) * 64 + b;
    if (seen.has(key)) break;
    seen.add(key);
  }
  return { cells: Int32Array.from(out), plies: out.length / 3 - 1 };
}
