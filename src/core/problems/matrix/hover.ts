// What the hover says of one square of a solved Matrix scenario.

import { type CaseResult, layerValues, UNREACHABLE, WALL } from '../../problem';
import { plural } from '../../text/words';
import type { MatrixCase } from './parse';
import { ESCAPE, TRAPPED } from './solve';

export function describeMatrixCell(c: MatrixCase, result: CaseResult, cell: number): [string, string][] {
  const outcome = layerValues(result, 'outcome');
  const depth = layerValues(result, 'depth');
  const agentDistance = layerValues(result, 'agentDistance');
  if (!outcome || !depth || !agentDistance) return [];
  if (outcome[cell] === WALL) return [['Cell', 'wall']];
  const rows: [string, string][] = [];
  const piece = cell === c.you ? 'you (M)' : cell === c.agents[0] || cell === c.agents[1] ? 'an agent (A)' : c.grid!.char(cell) === 'P' ? 'a phone (P)' : 'floor';
  rows.push(['Cell', piece]);
  const k = depth[cell];
  const moves = `${k} ${plural(k, 'move')}`;
  const from =
    outcome[cell] === TRAPPED
      ? 'trapped: neither side can force a result'
      : k === 0
        ? outcome[cell] === ESCAPE
          ? 'escape at once'
          : 'eliminated at once'
        : outcome[cell] === ESCAPE
          ? `escape in ${moves}`
          : `eliminated after ${moves}`;
  rows.push(['Starting here', from]);
  const d = agentDistance[cell];
  rows.push(['Nearer agent', d === UNREACHABLE ? 'cannot reach this square' : `${d} ${plural(d, 'step')} away`]);
  return rows;
}
