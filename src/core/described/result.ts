// A solved test of a described problem as every view reads it: the answer,
// and the layers (the fewest cost from the starts, to the goals, the cells on
// a fewest-cost route, what can be reached) and one such route. Only the
// answer is computed at once; each layer and the route when first asked for.

import type { LayoutCase } from '../read/layout';
import { Later } from '../later';
import { type CaseResult, type Layer, type LayerInfo, UNREACHABLE, WALL } from '../problem';
import type { Scratch } from '../scratch';
import { type DescribedAnswer, solveDescribed } from './solve';
import type { DescribedProblem } from './types';

/** Category indices of the "onRoute" layer (0, a fresh array's zero, is "off"). */
export const OFF_ROUTE = 0;
export const ON_ROUTE = 1;
/** Category indices of the "reachable" layer. */
export const OUT_OF_REACH = 0;
export const REACHED = 1;
export const PASSED_OVER = 2;

export const ROUTE_LABEL = 'a fewest-cost route';
/** The line's one piece: whatever the description moves. */
export const MOVER = 'piece';

/** What the description counts: moves when every move costs 1 and no cell costs anything, else cost. */
export function unitOf(problem: DescribedProblem): 'moves' | 'cost' {
  return problem.search === 'bfs' && problem.moves.every((m) => m.cost === 1) ? 'moves' : 'cost';
}

/** The description has goals (a goal square, or goal cells), so distances to them mean something. */
export function hasGoals(problem: DescribedProblem): boolean {
  return problem.goal !== undefined || problem.cells.some((x) => x.role === 'goal');
}

/** The layers of a described problem, without their values. */
export function layerInfos(problem: DescribedProblem): LayerInfo[] {
  const unit = unitOf(problem);
  const fewest = unit === 'moves' ? 'fewest moves' : 'least cost';
  const slides = problem.moves.some((m) => m.type === 'slide');
  const infos: LayerInfo[] = [{ id: 'fromStart', name: 'From the start', unit, legend: `the ${fewest} from a start to each cell`, kind: 'scalar' }];
  if (hasGoals(problem)) {
    infos.push(
      { id: 'toGoal', name: 'To the goal', unit, legend: `the ${fewest} from each cell to the nearest goal`, kind: 'scalar' },
      {
        id: 'onRoute',
        name: 'Fewest-cost routes',
        unit: '',
        legend: `cells some route of the ${fewest} from a start to a goal stops on`,
        kind: 'category',
        categories: ['off every fewest-cost route', 'on a fewest-cost route'],
      },
    );
  }
  infos.push({
    id: 'reachable',
    name: 'Reachable',
    unit: '',
    legend: slides ? 'cells one can stop on from a start, and cells a slide only passes over' : 'cells one can get to from a start',
    kind: 'category',
    categories: slides ? ['out of reach', 'can stop here', 'only passed over'] : ['out of reach', 'reachable'],
  });
  return infos;
}

/** `scratch`: working memory for the searches (the accelerator's); fresh memory without it. */
export function describedResult(problem: DescribedProblem, c: LayoutCase, scratch?: Scratch): CaseResult {
  const grid = c.grid!;
  const solved = solveDescribed(problem, { rows: grid.rows, cols: grid.cols, cells: grid.cells, values: c.values }, scratch);
  const fromStart = Later.deferred(() => solved.fromStart.dist);
  const toGoal = Later.deferred(() => solved.toGoal().dist);
  const data: Record<string, () => { values: Int32Array | Int8Array; max: number }> = {
    fromStart: () => ({ values: fromStart.get()!, max: solved.fromStart.farthest }),
    toGoal: () => scalar(toGoal.get()!),
    onRoute: () => ({ values: onRoute(fromStart.get()!, toGoal.get()!, solved), max: 1 }),
    reachable: () => ({ values: reachable(solved, fromStart.get()!), max: PASSED_OVER }),
  };
  const layers = layerInfos(problem).map((info): Layer => ({ ...info, data: Later.deferred(data[info.id]) }));
  return {
    answer: solved.answer,
    summary: solved.summary,
    layers,
    line: Later.deferred(() => {
      const cells = solved.route();
      return cells && cells.length > 0 ? { label: ROUTE_LABEL, pieces: [MOVER], cells } : undefined;
    }),
  };
}

function scalar(values: Int32Array): { values: Int32Array; max: number } {
  let max = 0;
  for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i];
  return { values, max };
}

/** The cells where the cost from the starts and the cost to the goals add up to the fewest cost: some fewest-cost route stops there. */
function onRoute(from: Int32Array, to: Int32Array, solved: DescribedAnswer): Int8Array {
  const values = new Int8Array(from.length);
  const best = solved.summary.distance;
  for (let i = 0; i < values.length; i++) {
    const x = from[i];
    if (x === WALL) values[i] = WALL;
    else if (typeof best === 'number' && x >= 0 && to[i] >= 0 && x + to[i] === best) values[i] = ON_ROUTE;
  }
  return values;
}

function reachable(solved: DescribedAnswer, from: Int32Array): Int8Array {
  const values = new Int8Array(from.length);
  for (let i = 0; i < values.length; i++) {
    const x = from[i];
    values[i] = x === WALL ? WALL : x !== UNREACHABLE ? REACHED : solved.fromStart.passedOver(i) ? PASSED_OVER : OUT_OF_REACH;
  }
  return values;
}
