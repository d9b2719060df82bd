// Solves one test of a described problem: the starts and goals on its board,
// one search from the starts (and, when a view asks, one from the goals over
// the reversed moves, and one optimal route), and the answer as the judge
// prints it.

import type { Scratch } from '../scratch';
import { type CellTable, type MoveSearch, searchMoves } from '../search/moves/search';
import type { DescribedProblem, SquareRule } from './types';

/** One test as read from its input: the board, and the header values by name. */
export interface DescribedTest {
  rows: number;
  cols: number;
  /** Character codes, row by row. */
  cells: Uint8Array;
  values: Readonly<Record<string, number>>;
}

export interface DescribedAnswer {
  /** The judge's line for this test. */
  answer: string;
  summary: Record<string, string | number | boolean>;
  /** Board cells the search starts from, and those it measures to. */
  starts: number[];
  goals: number[];
  /** The search from the starts. */
  fromStart: MoveSearch;
  /** The search from the goals over the reversed moves: the fewest cost from each cell to a goal. */
  toGoal(): MoveSearch;
  /** The cells landed on along one fewest-cost route from a start to the nearest goal; undefined when there is none. */
  route(): Int32Array | undefined;
}

/** `scratch`: working memory for the searches' frontiers, kept by the caller from one test to the next. */
export function solveDescribed(problem: DescribedProblem, test: DescribedTest, scratch?: Scratch): DescribedAnswer {
  const { rows, cols, cells } = test;
  const table = cellTable(problem);
  const starts = placesOf(problem, test, 'start', problem.start);
  const goals = placesOf(problem, test, 'goal', problem.goal);
  const countSource = problem.answer.countStartCell;
  const search = (sources: number[], reverse: boolean, parents = false) => searchMoves(rows, cols, cells, table, problem.moves, sources, { reverse, countSource, parents, scratch });
  const fromStart = search(starts, false);
  let best = -1;
  for (const g of goals) {
    const d = fromStart.at(g);
    if (d >= 0 && (best < 0 || d < fromStart.at(best))) best = g;
  }
  const distance = best < 0 ? undefined : fromStart.at(best);
  const { kind } = problem.answer;
  const answer =
    kind === 'distance'
      ? distance === undefined
        ? problem.answer.unreachable
        : String(distance)
      : String(kind === 'reachable' ? fromStart.reached : kind === 'touched' ? fromStart.touched : fromStart.farthest);
  let toGoal: MoveSearch | undefined;
  let route: Int32Array | undefined | null = null;
  return {
    answer,
    summary: { search: fromStart.search, starts: starts.length, goals: goals.length, ...(distance !== undefined && { distance }), reachable: distance !== undefined },
    starts,
    goals,
    fromStart,
    toGoal: () => (toGoal ??= search(goals, true)),
    route: () => (route === null ? (route = best < 0 ? undefined : search(starts, false, true).route(best)) : route),
  };
}

export function cellTable(problem: DescribedProblem): CellTable {
  const table = { free: new Uint8Array(256), enter: new Int32Array(256) };
  for (const cell of problem.cells) {
    const code = cell.ch.charCodeAt(0);
    table.free[code] = cell.role === 'wall' ? 0 : 1;
    table.enter[code] = cell.role === 'wall' ? 0 : cell.cost;
  }
  return table;
}

/** The board cell a square names in this test, or -1 when it lies off the board or a value is missing. */
export function squareCell(square: SquareRule, test: DescribedTest): number {
  const at = (v: string | number) => (typeof v === 'number' ? v : test.values[v]) - square.base;
  const r = at(square.row);
  const c = at(square.col);
  return Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < test.rows && c < test.cols ? r * test.cols + c : -1;
}

/** The cells of the role's characters, and the square's cell, without repeats. */
export function placesOf(problem: DescribedProblem, test: DescribedTest, role: 'start' | 'goal', square: SquareRule | undefined): number[] {
  const out: number[] = [];
  const codes = problem.cells.filter((x) => x.role === role).map((x) => x.ch.charCodeAt(0));
  if (codes.length > 0) {
    const mine = new Uint8Array(256);
    for (const code of codes) mine[code] = 1;
    for (let i = 0; i < test.cells.length; i++) if (mine[test.cells[i]] !== 0) out.push(i);
  }
  const at = square ? squareCell(square, test) : -1;
  if (at >= 0 && !out.includes(at)) out.push(at);
  return out;
}
