// What the hover says of one cell of a solved test of a described problem:
// what the cell is, its cost from the starts and to the goals, whether a
// fewest-cost route stops there.

import type { LayoutCase } from '../read/layout';
import { type CaseResult, layerValues, UNREACHABLE, WALL } from '../problem';
import { ON_ROUTE, PASSED_OVER, unitOf } from './result';
import type { DescribedProblem } from './types';

export function describeDescribedCell(problem: DescribedProblem, c: LayoutCase, result: CaseResult, cell: number): [string, string][] {
  const from = layerValues(result, 'fromStart');
  const to = layerValues(result, 'toGoal');
  const route = layerValues(result, 'onRoute');
  const reach = layerValues(result, 'reachable');
  if (!from || !reach) return [];
  const ch = c.grid!.char(cell);
  const kind = problem.cells.find((x) => x.ch === ch);
  const what = [`${kind?.name ?? 'a cell'} "${ch}"`, ...squaresAt(problem, c, cell)].join('; ');
  if (from[cell] === WALL) return [['Cell', what]];
  const unit = unitOf(problem);
  const amount = (d: number) => (d === UNREACHABLE ? 'unreachable' : unit === 'moves' ? `${d} ${d === 1 ? 'move' : 'moves'}` : `${d}`);
  const rows: [string, string][] = [['Cell', what]];
  if (kind && kind.cost > 0) rows.push(['Entering it costs', String(kind.cost)]);
  rows.push(['From the start', reach[cell] === PASSED_OVER ? 'never stopped on; a slide passes over it' : amount(from[cell])]);
  if (to) rows.push(['To the goal', amount(to[cell])]);
  if (route) rows.push(['Fewest-cost route', route[cell] === ON_ROUTE ? 'one stops here' : 'no']);
  return rows;
}

/** "the start square S" for the squares of the test that are this cell. */
function squaresAt(problem: DescribedProblem, c: LayoutCase, cell: number): string[] {
  return (problem.description.layout.squares ?? []).filter((s) => c.squares[s.letter] === cell).map((s) => `the ${s.kind} square ${s.letter}`);
}
