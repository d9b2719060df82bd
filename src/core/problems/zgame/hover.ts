// What the hover says of one cell of a solved Z-Game test.

import { type CaseResult, layerValues } from '../../problem';
import type { ZgameCase } from './parse';
import { FORCE_DRAW, FORCE_LOSS, FORCE_WIN, MOVER_ALICE, MOVER_BOB, OUTCOME_CATEGORIES } from './solve';

const A = 'A'.charCodeAt(0);
const B = 'B'.charCodeAt(0);

export function describeZgameCell(c: ZgameCase, result: CaseResult, cell: number): [string, string][] {
  const mover = layerValues(result, 'mover');
  const force = layerValues(result, 'force');
  const outcome = layerValues(result, 'outcome');
  if (!mover || !force || !outcome) return [];
  const ch = c.grid!.cells[cell];
  const who =
    mover[cell] === MOVER_ALICE
      ? 'Alice'
      : mover[cell] === MOVER_BOB
        ? 'Bob'
        : ch === A
          ? 'nobody: the piece is on "A", Alice has won'
          : ch === B
            ? 'nobody: the piece is on "B", Bob has won'
            : 'nobody: the piece reached the last cell, a draw';
  const can = force[cell];
  const yesNo = (bit: number) => ((can & bit) !== 0 ? 'yes' : 'no');
  return [
    ['Mover', who],
    ['Alice can force a win', yesNo(FORCE_WIN)],
    ['Alice can force a draw', yesNo(FORCE_DRAW)],
    ['Alice can force a loss', yesNo(FORCE_LOSS)],
    ['Best play', OUTCOME_CATEGORIES[outcome[cell]]],
  ];
}
