// A problem a user describes in a `NAME.grid-problem.json` file, once read
// and checked (read.ts): the core's vocabulary of every problem
// (description.ts: cells, input layout, limits) and what a described problem
// says besides, which the built-in ones keep in their code: where the search
// starts and ends, the moves and their costs, and what to print.

import type { ProblemDescription } from '../description';
import type { MoveKind, SearchKind } from '../search/moves/rules';

/** The file naming convention: the extension contributes the schema for it. */
export const DESCRIPTION_SUFFIX = '.grid-problem.json';

/**
 * What a board character is. `floor`: a free cell. `wall`: a closed one.
 * `start`: a free cell the search starts from (every one of them). `goal`: a
 * free cell the fewest cost is measured to (the nearest one). `digit`: a free
 * cell that costs its digit's value to enter.
 */
export type RoleName = 'floor' | 'wall' | 'start' | 'goal' | 'digit';

export const ROLES: readonly RoleName[] = ['floor', 'wall', 'start', 'goal', 'digit'];

export interface DescribedCell {
  /** One printable ASCII character. */
  ch: string;
  role: RoleName;
  /** What entering the cell costs (0 for walls). */
  cost: number;
  /** Exactly this many in every test; absent: any number. */
  count?: number;
  /** How messages call it. */
  name: string;
}

/** A cell named by two numbers: header values read from each test, or fixed ones. */
export interface SquareRule {
  /** How messages call it: "the start square". */
  name: string;
  row: string | number;
  col: string | number;
  /** Whether the numbers count from 1 or from 0. */
  base: 0 | 1;
  /** The characters it may stand on. */
  on: string;
}

/**
 * `distance`: the fewest cost from a start to a goal (or the unreachable
 * text). `reachable`: how many cells a start can get to (starts included).
 * `touched`: the cells one can stand on or slide over. `farthest`: the
 * largest fewest cost to any cell one can get to.
 */
export type AnswerKind = 'distance' | 'reachable' | 'touched' | 'farthest';

export const ANSWER_KINDS: readonly AnswerKind[] = ['distance', 'reachable', 'touched', 'farthest'];

export interface AnswerRule {
  kind: AnswerKind;
  /** Printed when no goal can be reached (`distance`). */
  unreachable: string;
  /** The cost of the start cell itself counts (statements that charge for standing on it). */
  countStartCell: boolean;
}

export interface NamedMove extends MoveKind {
  /** How the description calls it ("walk", "punch"), or its type. */
  name: string;
}

export interface DescribedProblem {
  /** The shared vocabulary: the shared reader reads a test's input from it. */
  description: ProblemDescription;
  /** Every character a board may hold, with its role and cost. */
  cells: DescribedCell[];
  start: SquareRule | undefined;
  goal: SquareRule | undefined;
  /** The goal square may not be the start square. */
  goalNotStart: boolean;
  moves: NamedMove[];
  answer: AnswerRule;
  /** The search the costs call for. */
  search: SearchKind;
  /** Glob patterns of the problem's test files, relative to the description's folder ("*.in", "tests/**\/*.txt"). */
  files: string[];
}

/** Named sets of offsets (row, column), by the pieces that move so. */
export const DIRECTION_SETS: Readonly<Record<string, readonly number[]>> = {
  orthogonal: [-1, 0, 1, 0, 0, -1, 0, 1],
  diagonal: [-1, -1, -1, 1, 1, -1, 1, 1],
  king: [-1, 0, 1, 0, 0, -1, 0, 1, -1, -1, -1, 1, 1, -1, 1, 1],
  knight: [-2, -1, -2, 1, -1, -2, -1, 2, 1, -2, 1, 2, 2, -1, 2, 1],
  rook: [-1, 0, 1, 0, 0, -1, 0, 1],
  bishop: [-1, -1, -1, 1, 1, -1, 1, 1], // the chess piece's diagonals
  queen: [-1, 0, 1, 0, 0, -1, 0, 1, -1, -1, -1, 1, 1, -1, 1, 1],
};

/** Limits a description must keep, so that no input it allows can exhaust memory or time. */
export const LIMITS = {
  /** The most characters of a description file. */
  fileChars: 1_000_000,
  /** Objects and arrays inside one another. */
  depth: 16,
  /** Cells of one test's board. */
  boardCells: 4_000_000,
  /** Cells of all the tests of one input file together (a 64 MB file holds no more). */
  fileCells: 64_000_000,
  /** Moves looked at over a whole input file: cells times offsets and directions. */
  work: 1_000_000_000,
  /** Lines of header, and names on one line. */
  headerLines: 20,
  namesPerLine: 20,
  /** The largest number a limit may name: beyond it JavaScript numbers are not exact. */
  number: Number.MAX_SAFE_INTEGER,
  /** The most tests a file may hold. */
  tests: 1_000_000,
  /** The unreachable text. */
  textLength: 100,
  /** Glob patterns in "files", and the characters of one. */
  globs: 32,
  globLength: 200,
} as const;
