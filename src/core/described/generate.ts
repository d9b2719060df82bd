// Tests of a described problem, from its description alone: boards of its
// sizes and characters in every common style (walls painted with its wall
// character, or with its costliest cell when it has none), free cells drawn
// among its floor and digit characters, every counted character exactly as
// often as the description says, the start and goal squares on characters
// they may stand on (fixed squares on their cells, named ones with their
// coordinates written into the header), and one trap when the board has
// walls: every goal walled in.

import { type Board, carveMaze, paintSnake, scatter } from '../generate/board';
import { layoutGenerator } from '../generate/generator';
import { boardLimits, type BoardLimits } from '../generate/sizes';
import type { Filled, Generator } from '../generate/types';
import type { Rng } from '../random';
import type { DescribedCell, DescribedProblem, SquareRule } from './types';

export function describedGenerator(problem: DescribedProblem): Generator {
  const kit = cellKit(problem);
  const walls = kit.wall !== kit.free[0];
  return layoutGenerator(
    problem.description,
    {
      floor: kit.free[0],
      traps: walls && problem.answer.kind === 'distance' ? [{ name: 'unreachable', what: 'every goal walled in' }] : [],
      fill: (rng, board, style) => fill(problem, kit, rng, board, style),
    },
    limitsOf(problem),
  );
}

/** The characters a generator paints with, as codes. */
interface CellKit {
  /** Free characters nothing counts (floor and digits): what open cells are drawn from. */
  free: number[];
  /** What walls are painted with: the wall character, or the costliest free one, or the floor itself. */
  wall: number;
  /** Start and goal characters nothing counts. */
  starts: number[];
  goals: number[];
  /** Characters every board holds a set number of times. */
  counted: { code: number; count: number }[];
}

function cellKit(problem: DescribedProblem): CellKit {
  const code = (c: DescribedCell) => c.ch.charCodeAt(0);
  const uncounted = problem.cells.filter((c) => c.count === undefined);
  const byCost = uncounted.filter((c) => c.role === 'floor' || c.role === 'digit').sort((a, b) => a.cost - b.cost || a.ch.localeCompare(b.ch));
  const wallCell = uncounted.find((c) => c.role === 'wall');
  // Every character counted, or none free: the board is made of what there is.
  const free = byCost.length > 0 ? byCost.map(code) : [code(uncounted.find((c) => c.role !== 'wall') ?? uncounted[0] ?? problem.cells[0])];
  const costliest = byCost.length > 1 && byCost[byCost.length - 1].cost > byCost[0].cost ? code(byCost[byCost.length - 1]) : free[0];
  return {
    free,
    wall: wallCell ? code(wallCell) : costliest,
    starts: uncounted.filter((c) => c.role === 'start').map(code),
    goals: uncounted.filter((c) => c.role === 'goal').map(code),
    counted: problem.cells.filter((c) => c.count !== undefined).map((c) => ({ code: code(c), count: c.count! })),
  };
}

/** The layout's limits, with room for a fixed square's cell and a cell for each square the layout does not list. */
function limitsOf(problem: DescribedProblem): BoardLimits {
  const limits = boardLimits(problem.description);
  const rows = { ...limits.rows };
  const cols = { ...limits.cols };
  let unlisted = 0;
  for (const s of [problem.start, problem.goal]) {
    if (!s) continue;
    if (typeof s.row === 'number') rows.min = Math.max(rows.min, s.row - s.base + 1);
    if (typeof s.col === 'number') cols.min = Math.max(cols.min, s.col - s.base + 1);
    if (typeof s.row === 'number' || typeof s.col === 'number') unlisted++;
  }
  if (limits.square) rows.min = cols.min = Math.max(rows.min, cols.min);
  return { ...limits, rows: { min: rows.min, max: Math.max(rows.min, rows.max) }, cols: { min: cols.min, max: Math.max(cols.min, cols.max) }, minCells: limits.minCells + unlisted };
}

function fill(problem: DescribedProblem, kit: CellKit, rng: Rng, board: Board, style: string): Filled {
  const open = kit.free[0];
  switch (style) {
    case 'random':
      scatter(rng, board, kit.wall, rng.pick([0, 100, 250, 400]));
      break;
    case 'maze':
      carveMaze(rng, board, kit.wall, open);
      break;
    case 'snake':
      paintSnake(board, kit.wall, open);
      break;
    case 'extremes':
      if (rng.chance(500)) board.cells.fill(kit.wall);
      break;
  }
  // Open cells drawn among the free characters (digits of every cost), walls kept.
  if (kit.free.length > 1) for (let i = 0; i < board.size; i++) if (board.cells[i] === open) board.cells[i] = rng.pick(kit.free);
  for (const code of kit.starts) for (let k = rng.int(1, 2); k > 0; k--) putOn(rng, board, code, openCells(board, kit));
  for (const code of kit.goals) for (let k = rng.int(0, 2); k > 0; k--) putOn(rng, board, code, openCells(board, kit));

  const taken = new Set<number>();
  const squares = new Map<SquareRule, number>();
  // The squares the board fixes first (their cells are not the counted characters' to take), then the more fixed.
  const rules = [problem.start, problem.goal].filter((s): s is SquareRule => s !== undefined);
  const freedom = (s: SquareRule) => [s.row, s.col].filter((x) => Number.isNaN(fixedAt(problem, board, x))).length;
  rules.sort((a, b) => freedom(a) - freedom(b));
  for (const s of rules) {
    if (freedom(s) > 0) continue;
    const cell = board.index(fixedAt(problem, board, s.row) - s.base, fixedAt(problem, board, s.col) - s.base);
    if (!s.on.includes(String.fromCharCode(board.cells[cell]))) board.cells[cell] = onCode(rng, s, kit);
    squares.set(s, cell);
    taken.add(cell);
  }
  for (const { code, count } of kit.counted) {
    const spots = rng.shuffle(board.cellsNotOf(...kit.counted.map((c) => c.code)).filter((i) => !taken.has(i)));
    for (let k = 0; k < count && k < spots.length; k++) board.cells[spots[k]] = code;
  }
  for (const s of rules) {
    if (squares.has(s)) continue;
    const other = problem.goalNotStart ? [...squares.values()] : [];
    squares.set(s, squareCell(rng, problem, board, s, kit, other));
  }
  if (style === 'unreachable') wallIn(board, kit, problem, squares);
  return named(problem, board, squares);
}

/** Cells holding a free character (and not a counted one). */
function openCells(board: Board, kit: CellKit): number[] {
  return board.cellsOf(...kit.free);
}

function putOn(rng: Rng, board: Board, code: number, cells: number[]): void {
  if (cells.length > 0) board.cells[rng.pick(cells)] = code;
}

/** A character the square may stand on, one nothing counts when there is one. */
function onCode(rng: Rng, square: SquareRule, kit: CellKit): number {
  const codes = [...square.on].map((ch) => ch.charCodeAt(0));
  const counted = new Set(kit.counted.map((c) => c.code));
  const free = codes.filter((c) => !counted.has(c));
  return rng.pick(free.length > 0 ? free : codes);
}

/**
 * A cell for a square named (wholly or in part) by header values: in its
 * fixed row or column if it has one (a coordinate that is also the board's
 * number of rows or columns, as "the goal (H, W)", is fixed by the board), on
 * a character it may stand on, other than `avoid`; a cell made so when there
 * is none.
 */
function squareCell(rng: Rng, problem: DescribedProblem, board: Board, square: SquareRule, kit: CellKit, avoid: number[]): number {
  const row = fixedAt(problem, board, square.row) - square.base;
  const col = fixedAt(problem, board, square.col) - square.base;
  const fits = (i: number) => !avoid.includes(i) && (Number.isNaN(row) || board.row(i) === row) && (Number.isNaN(col) || board.col(i) === col);
  let cells: number[] = [];
  for (let i = 0; i < board.size; i++) if (fits(i)) cells.push(i);
  // Only the other square's cell fits: the description leaves no other (its limits allow one-cell boards).
  if (cells.length === 0) cells = avoid.slice(0, 1);
  const standing = cells.filter((i) => square.on.includes(String.fromCharCode(board.cells[i])));
  if (standing.length > 0) return rng.pick(standing);
  const counted = new Set(kit.counted.map((c) => c.code));
  const spare = cells.filter((i) => !counted.has(board.cells[i]));
  const cell = rng.pick(spare.length > 0 ? spare : cells);
  board.cells[cell] = onCode(rng, square, kit);
  return cell;
}

/** The value a coordinate has whatever the test: a number, or the board's rows or columns by name; NaN for a free header value. */
function fixedAt(problem: DescribedProblem, board: Board, coordinate: string | number): number {
  const { rows, cols } = problem.description.layout;
  if (typeof coordinate === 'number') return coordinate;
  if (coordinate === rows) return board.rows;
  if (coordinate === cols) return board.cols;
  return NaN;
}

/** Walls on the four sides of every goal cell and of the goal square, sparing the squares and the counted characters. */
function wallIn(board: Board, kit: CellKit, problem: DescribedProblem, squares: Map<SquareRule, number>): void {
  const goalCodes = problem.cells.filter((c) => c.role === 'goal').map((c) => c.ch.charCodeAt(0));
  const goals = board.cellsOf(...goalCodes);
  const square = problem.goal && squares.get(problem.goal);
  if (square !== undefined) goals.push(square);
  const keep = new Set([...goals, ...squares.values(), ...board.cellsOf(...kit.counted.map((c) => c.code))]);
  for (const cell of goals) {
    const r = board.row(cell);
    const c = board.col(cell);
    for (const [rr, cc] of [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ]) {
      if (rr >= 0 && cc >= 0 && rr < board.rows && cc < board.cols && !keep.has(board.index(rr, cc))) board.cells[board.index(rr, cc)] = kit.wall;
    }
  }
}

/** The squares' cells as the header's values and, for those the layout lists, by letter. */
function named(problem: DescribedProblem, board: Board, squares: Map<SquareRule, number>): Filled {
  const values: Record<string, number> = {};
  const byLetter: Record<string, number> = {};
  const { rows, cols } = problem.description.layout;
  const free = (name: string | number): name is string => typeof name === 'string' && name !== rows && name !== cols;
  for (const [s, cell] of squares) {
    if (free(s.row)) values[s.row] = board.row(cell) + s.base;
    if (free(s.col)) values[s.col] = board.col(cell) + s.base;
    const listed = problem.description.layout.squares?.find((x) => x.row === s.row && x.col === s.col);
    if (listed) byLetter[listed.letter] = cell;
  }
  return { squares: byLetter, values };
}
