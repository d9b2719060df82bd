// What the hover says of one square of a solved Bishop 2 board.

import { type CaseResult, layerValues, UNREACHABLE, WALL } from '../../problem';
import type { BishopCase } from './parse';
import { ON_ROUTE, sameColour } from './solve';

export function describeBishopCell(c: BishopCase, result: CaseResult, cell: number): [string, string][] {
  const fromA = layerValues(result, 'fromA');
  const toB = layerValues(result, 'toB');
  const onRoute = layerValues(result, 'onRoute');
  if (!fromA || !toB || !onRoute) return [];
  if (fromA[cell] === WALL) return [['Cell', 'pawn']];
  const cols = c.grid!.cols;
  // A bishop never changes colour, the usual reason a square is out of reach.
  const moves = (d: number, end: number, name: string) => (d !== UNREACHABLE ? String(d) : sameColour(cols, end, cell) ? 'unreachable' : `unreachable (other colour than ${name})`);
  const rows: [string, string][] = [];
  if (cell === c.a) rows.push(['Cell', 'start square A']);
  else if (cell === c.b) rows.push(['Cell', 'target square B']);
  rows.push(['Moves from A', moves(fromA[cell], c.a, 'A')], ['Moves to B', moves(toB[cell], c.b, 'B')], ['Optimal route', onRoute[cell] === ON_ROUTE ? 'on an optimal route' : 'no']);
  return rows;
}
