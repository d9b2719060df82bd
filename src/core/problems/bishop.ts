// Bishop 2 (AtCoder ABC246 E). One board, a bishop at A, the fewest moves to B
// where a move slides along a diagonal through empty squares only. A search
// over squares that counts moves (search/rider.ts) answers it and gives one
// route; a second search from B gives the "moves to B" layer, since bishop
// moves can be reversed.

import type { Grid } from '../grid';
import { alphabetShare, has, profile } from '../profile';
import { type Case, type CaseResult, type Detection, type Earlier, type Parsed, type Problem, UNREACHABLE, WALL } from '../problem';
import { Cursor, type NumbersLine, reportTextIssues } from '../reader';
import { DIAGONALS, riderBfs, riderFramed, riderRelease, riderRoute, riderSearch, riderUnframe } from '../search/rider';
import { nextDifference } from '../reuse';
import { riderUpdate } from '../search/riderUpdate';
import { type Issue, range, type Range, SourceText } from '../source';
import { lazyLayer, lazyProperty } from './common';

const ALPHABET = '.#';
const MIN_N = 2;
const MAX_N = 1500;
const PAWN = '#'.charCodeAt(0);

export interface BishopCase extends Case {
  /** Cell index of the start square A, or -1 when it is not known. */
  a: number;
  /** Cell index of the target square B, or -1 when it is not known. */
  b: number;
}

/** Index 0, the zero an Int32Array starts with, is "off". */
const ROUTE_CATEGORIES = ['off every optimal route', 'on some optimal route'];
const ON_ROUTE = 1;

/** A line with no digit made only of board characters is a row, not a coordinate line typed wrong. */
const BOARD_ROW = /^[.#\u2026\u00b7\uff0e\uff03]+$/;
const FOREIGN = ['P', 'F', 'V', 'A', 'B', 'M'];

export const bishop: Problem<BishopCase> = {
  id: 'bishop',
  title: 'Bishop 2',
  judge: 'AtCoder ABC246 E',
  url: 'https://atcoder.jp/contests/abc246/tasks/abc246_e',

  detect(src: SourceText): Detection {
    const p = profile(src);
    const [first, second, third] = p.shapes;
    if (first !== 1) return { confidence: 0, reason: 'it does not start with one number N' };
    if (second !== undefined && second !== 2) return { confidence: 0, reason: 'its second line is not a square "row column"' };
    if (third === undefined) return { confidence: 0.15, reason: 'one number and at most one pair so far' };
    const n = firstNumber(src);
    const boardOnly = !FOREIGN.some((ch) => has(p, ch)) && alphabetShare(p, ALPHABET) >= 0.9;
    // Pacman and Z-Game follow "n m" with board rows; only Bishop 2 has a second pair.
    if (third !== 2) {
      // Unless a coordinate line was left out: then the rows are N wide, where
      // Pacman's would be m wide and its first number counts tests, not columns.
      const rowsAreN = third === -1 && p.shapes.slice(3).every((s) => s === -1) && p.widths.size <= 2 && p.widths.has(n);
      return rowsAreN && boardOnly && n >= 2
        ? { confidence: 0.7, reason: `N, one square and ${n}-wide rows of "." and "#": a Bishop 2 input missing the line of A or B` }
        : { confidence: 0, reason: 'its third line is not a square "row column"' };
    }
    // Lines of numbers among the N rows mean another format; after them, only stray text.
    const inBoard = p.shapes.slice(3, 3 + Math.max(0, n));
    if (inBoard.some((s) => s !== -1)) return { confidence: 0.2, reason: 'lines of numbers follow the two squares where the board should be' };
    if (p.gridLines === 0) return { confidence: 0.6, reason: 'N and the squares A and B; the board is not typed yet' };
    if (!boardOnly) return { confidence: 0.1, reason: 'its board characters are not "." and "#"' };
    const strayAfter = p.shapes.length > 3 + n;
    // A row being typed may be a character short; most rows still have width N.
    const exact = p.widths.size === 1 && p.widths.has(n) && !strayAfter;
    const close = p.widths.has(n) && p.widths.size <= 3;
    return {
      confidence: exact ? 0.98 : close ? 0.9 : 0.75,
      reason: `N, the squares A and B as "row column", then ${close ? `${n}-wide rows` : 'rows'} of "." and "#"`,
    };
  },

  parse(src: SourceText): Parsed<BishopCase> {
    const issues: Issue[] = [];
    const cur = new Cursor(src, issues);
    const c = readCase(cur);
    reportTextIssues(src, issues);
    return { cases: c ? [c] : [], issues };
  },

  solve(c: BishopCase, earlier?: Earlier<BishopCase>): CaseResult {
    const grid = c.grid!;
    const { rows, cols, cells } = grid;
    // The answer needs the search from A only; the search from B, the route
    // squares and one route are computed when a view reads them. The searches
    // read the board's characters: "." is above the floor "#". After a
    // keystroke the search from A is the earlier board's, updated where the
    // typed-over squares change it.
    const updated = earlier && updateFromA(c, earlier);
    const search = updated ? undefined : riderSearch(rows, cols, cells, c.a, DIAGONALS, PAWN);
    const { reached: reachedSquares, farthest } = updated ?? search!;
    const moves = updated ? updated.dist[c.b] : search!.framed[riderFramed(cols, c.b)];
    let fromAValues: Int32Array | undefined = updated?.dist;
    let searched: Int32Array | undefined = search?.framed;
    const fromA = () => {
      if (!fromAValues) {
        fromAValues = riderUnframe(rows, cols, searched!);
        // Read for the last time: the next search may fill it.
        riderRelease(searched!);
        searched = undefined;
      }
      return fromAValues;
    };
    const reachable = moves !== UNREACHABLE;
    let toBValues: Int32Array | undefined;
    const toB = () => (toBValues ??= riderBfs(rows, cols, cells, c.b, DIAGONALS, PAWN));
    const result: CaseResult = {
      answer: String(moves),
      summary: { moves, reachable, sameColour: sameColour(grid, c.a, c.b), reachableSquares: reachedSquares },
      layers: [
        lazyLayer({ id: 'fromA', name: 'Moves from A', unit: 'moves', legend: 'fewest bishop moves from A', kind: 'scalar', max: farthest }, fromA),
        lazyLayer({ id: 'toB', name: 'Moves to B', unit: 'moves', legend: 'fewest bishop moves to B', kind: 'scalar' }, toB),
        // "On a route" means the bishop can land there on some fewest-moves route:
        // squares it only slides across are not counted. A square s is such a
        // landing square exactly when fromA[s] + toB[s] equals the answer, since the
        // two halves join into a route of that length through s. (With no answer,
        // moves is -1 and no sum of distances matches it.)
        lazyLayer({ id: 'onRoute', name: 'Optimal routes', unit: '', legend: 'squares the bishop can land on in some fewest-moves route', kind: 'category', categories: ROUTE_CATEGORIES, max: 1 }, () => {
          const size = grid.size;
          const onRoute = new Int8Array(size);
          const [xs, y] = [fromA(), toB()];
          for (let i = 0; i < size; i++) {
            const x = xs[i];
            if (x === WALL) onRoute[i] = WALL;
            else if (x >= 0 && y[i] >= 0 && x + y[i] === moves) onRoute[i] = ON_ROUTE;
          }
          return onRoute;
        }),
      ],
    };
    // A route walks back from B through squares one move closer to A each time:
    // the search from A is all it needs (moves are reversible), so it costs
    // no second search and can travel with the colours.
    return lazyProperty(result, 'line', () => (reachable ? { label: 'a fewest-moves route', pieces: ['bishop'], cells: riderRoute(rows, cols, cells, fromA(), c.b, DIAGONALS, PAWN).reverse() } : undefined));
  },

  describeCell(c: BishopCase, result: CaseResult, cell: number): [string, string][] {
    const [fromA, toB, onRoute] = result.layers.map((l) => l.values);
    if (fromA[cell] === WALL) return [['Cell', 'pawn']];
    const grid = c.grid!;
    // A bishop never changes colour, the usual reason a square is out of reach.
    const moves = (d: number, end: number, name: string) =>
      d !== UNREACHABLE ? String(d) : sameColour(grid, end, cell) ? 'unreachable' : `unreachable (other colour than ${name})`;
    const rows: [string, string][] = [];
    if (cell === c.a) rows.push(['Cell', 'start square A']);
    else if (cell === c.b) rows.push(['Cell', 'target square B']);
    rows.push(['Moves from A', moves(fromA[cell], c.a, 'A')], ['Moves to B', moves(toB[cell], c.b, 'B')], ['Optimal route', onRoute[cell] === ON_ROUTE ? 'on an optimal route' : 'no']);
    return rows;
  },
};

function sameColour(grid: Grid, x: number, y: number): boolean {
  const { cols } = grid;
  const colour = (i: number) => (((i / cols) | 0) + (i % cols)) & 1;
  return colour(x) === colour(y);
}

function firstNumber(src: SourceText): number {
  for (let l = 0; l < src.lineCount; l++) if (!src.isBlank(l)) return Number(src.content[l].trim());
  return NaN;
}

function readCase(cur: Cursor): BishopCase | undefined {
  if (cur.atEnd()) {
    cur.report(cur.endRange(), 'The file is empty; a Bishop 2 input starts with N, the side of the board.', 'missing');
    return undefined;
  }
  cur.skipBlank();
  // N's line even when it cannot be read, so the case spans its error.
  const headLine = cur.line;
  const head = cur.readNumbers([{ name: 'N', min: MIN_N, max: MAX_N }], '');
  const firstLine = head?.line ?? headLine;
  const c: BishopCase = { index: 0, firstLine, lastLine: firstLine, grid: undefined, valid: false, a: -1, b: -1 };
  if (!head) return c;
  const n = head.values[0];
  const sizeOk = n >= MIN_N && n <= MAX_N;
  // With N unusable, coordinates are still checked against the largest board there can be.
  const limit = sizeOk ? n : MAX_N;
  const a = readSquare(cur, 'A', 'the start square A', limit);
  c.lastLine = Math.max(firstLine, cur.line - 1);
  // At the end of the file one "expected … here" says all there is to say.
  if (a === undefined && cur.atEnd()) return c;
  // When the board already began where A belongs, B is missing too; one message says so.
  const b = a === 'board' ? undefined : readSquare(cur, 'B', 'the target square B', limit);
  c.lastLine = Math.max(firstLine, cur.line - 1);
  if (b === undefined && cur.atEnd()) return c;
  // Reading N·N cells is only safe, and only meaningful, for an N within the statement's limits.
  if (!sizeOk) return c;
  const grid = cur.readGrid({ rows: n, cols: n, alphabet: ALPHABET, what: (r) => `row ${r + 1}` });
  c.lastLine = Math.max(firstLine, cur.line - 1);
  reportBeyondBoard(cur, n);
  if (!grid) return c;
  c.grid = grid;
  c.a = typeof a === 'object' ? squareOn(cur, grid, a, 'start') : -1;
  c.b = b && b !== 'board' ? squareOn(cur, grid, b, 'target') : -1;
  if (typeof a === 'object' && b && b !== 'board' && c.a >= 0 && c.b >= 0 && c.a === c.b) {
    cur.report(b.whole, `B is the same square as A, (${b.row}, ${b.col}); the statement requires two different squares.`, 'other');
    c.b = -1;
  }
  c.valid = c.a >= 0 && c.b >= 0 && errorCount(cur.issues) === 0;
  return c;
}

interface Square {
  row: number;
  col: number;
  /** The two numbers' span on their line. */
  whole: Range;
  /** Both numbers within 1..N. */
  inRange: boolean;
}

/**
 * Reads "row column" of A or B: undefined when the line is unreadable or the
 * file ends, 'board' when a board row stands where the line belongs.
 */
function readSquare(cur: Cursor, letter: 'A' | 'B', what: string, n: number): Square | 'board' | undefined {
  const rowSpec = { name: `the row ${letter}x`, min: 1, max: n };
  const colSpec = { name: `the column ${letter}y`, min: 1, max: n };
  // A board row where the coordinates belong means the line was left out: say so
  // and keep the row for the board instead of reading it as numbers.
  if (cur.skipBlank() && BOARD_ROW.test(cur.src.content[cur.line].trim())) {
    const line = cur.line;
    const expected = letter === 'A' ? 'the squares A and B, a line "Ax Ay" and a line "Bx By",' : 'the target square B, a line "Bx By",';
    cur.report(range(line, 0, cur.src.content[line].length), `Expected ${expected} before the board; this line is already a board row.`, 'missing');
    return 'board';
  }
  const got: NumbersLine | undefined = cur.readNumbers([rowSpec, colSpec], ` of ${what}`);
  if (!got) return undefined;
  const [row, col] = got.values;
  const whole = range(got.line, got.ranges[0].start.col, got.ranges[1].end.col);
  return { row, col, whole, inRange: row >= 1 && row <= n && col >= 1 && col <= n };
}

/** The cell of a square whose numbers were read, or -1 (after saying why) if the bishop cannot stand there. */
function squareOn(cur: Cursor, grid: Grid, sq: Square, role: 'start' | 'target'): number {
  if (!sq.inRange) return -1;
  const cell = grid.index(sq.row - 1, sq.col - 1);
  if (grid.cells[cell] === PAWN) {
    cur.report(sq.whole, `The ${role} square (${sq.row}, ${sq.col}) holds a pawn "#"; ${role === 'start' ? 'A' : 'B'} must be an empty square ".".`, 'blocked-square');
    return -1;
  }
  return cell;
}

/**
 * A judge reads N rows and stops, so text after them changes nothing; it is
 * worth a warning all the same, since it usually means N or a row is wrong.
 */
function reportBeyondBoard(cur: Cursor, n: number): void {
  if (!cur.skipBlank()) return;
  const first = cur.line;
  let lines = 0;
  for (let l = first; l < cur.src.lineCount; l++) if (!cur.src.isBlank(l)) lines++;
  const more = lines > 1 ? ` (${lines} lines)` : '';
  cur.report(range(first, 0, Math.max(1, cur.src.content[first].length)), `Text after the board${more}: the judge reads only the N = ${n} rows above and ignores it.`, 'extra', 'warning');
  cur.line = cur.src.lineCount;
}

function errorCount(issues: readonly Issue[]): number {
  let n = 0;
  for (const i of issues) if (i.severity === 'error') n++;
  return n;
}

/** More typed-over squares than this (a paste, say) are searched afresh. */
const MAX_CHANGED = 64;

/**
 * The search from A on the edited board, from the earlier board's: when A is
 * the same square of a board of the same size, the earlier search is at hand
 * (a worker may have handed it away), and only a few squares changed.
 * Undefined when a fresh search is the way (riderUpdate also says so when the
 * change reaches too far).
 */
function updateFromA(c: BishopCase, earlier: Earlier<BishopCase>): { dist: Int32Array; reached: number; farthest: number } | undefined {
  const grid = c.grid!;
  const was = earlier.case.grid;
  if (!was || earlier.case.a !== c.a || was.rows !== grid.rows || was.cols !== grid.cols) return undefined;
  const before = earlier.result.layers.find((l) => l.id === 'fromA')?.values;
  if (!(before instanceof Int32Array) || before.length !== grid.size || was.cells.length !== grid.size) return undefined;
  const changed = changedSquares(was.cells, grid.cells, MAX_CHANGED);
  return changed && riderUpdate(grid.rows, grid.cols, grid.cells, c.a, DIAGONALS, PAWN, before, changed);
}

/** The squares where two boards of the same size differ, or undefined past `max` of them. */
function changedSquares(a: Uint8Array, b: Uint8Array, max: number): number[] | undefined {
  const out: number[] = [];
  for (let i = nextDifference(a, b); i >= 0; i = nextDifference(a, b, i + 1)) if (out.push(i) > max) return undefined;
  return out;
}
