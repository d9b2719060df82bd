// Shrinks an input a program fails on to a small one it still fails on:
// first the fewest test cases (the case the failure was put on, alone, then
// delta debugging over the cases: halves, quarters, … single cases taken
// out), then the smallest boards (bands of rows and columns taken out, the
// same way), then the simplest cells (walls, marks and pieces no count
// requires made floor, other header numbers their least), then the pieces
// and squares moved towards the top-left corner (which empties rows and
// columns at the far sides for the next round), the last three again until
// nothing more goes. Every candidate is laid out as the input was
// (write.ts) and must be a valid test for the problem's reader before the
// program runs on it. Deterministic for a deterministic program; bounded by
// a number of runs and a time, after which the smallest input so far stands.

import type { ProblemDescription } from '../description';
import { readTests, type LaidTest, writeInput } from '../generate/write';
import { type Band, squareCell, withCellMoved, withCells, withoutBands, withSquareMoved, withValue } from './edit';

export interface ShrinkOptions {
  description: ProblemDescription;
  /** Whether `text` is a valid input (the problem's reader finds no error): checked before every run. */
  valid(text: string): boolean;
  /** Whether the program still fails on `text` (a valid input). */
  fails(text: string): Promise<boolean>;
  /** The test case (0-based) the failure was put on: tried alone first. */
  suspect?: number;
  /** The most runs of the program (default 2000). */
  maxRuns?: number;
  /** The most time, in milliseconds (default 8000). */
  maxMs?: number;
  /** Milliseconds from some start; performance.now() unless given. */
  clock?: () => number;
  signal?: AbortSignal;
}

export interface Shrunk {
  /** The smallest failing input found: the input itself when nothing smaller fails. */
  text: string;
  /** Runs of the program it took. */
  runs: number;
  /** No single edit of the result still fails: the shrinking ran to its end, not into its budget. */
  minimal: boolean;
}

export const DEFAULT_MAX_RUNS = 2000;
export const DEFAULT_MAX_MS = 8000;

/** Single rows paired with single columns of a square board are tried up to this side (the pairs grow as its square). */
const PAIRS_UP_TO = 24;

export async function shrink(text: string, options: ShrinkOptions): Promise<Shrunk> {
  const tests = readTests(options.description, text);
  if (!tests || !options.valid(text)) return { text, runs: 0, minimal: false };
  const s = new Shrinker(options);
  let now = await s.fewestCases(tests);
  for (let changed = true; changed && !s.spent();) {
    changed = false;
    for (let t = 0; t < now.length; t++) {
      for (const step of [s.smallerBoard, s.simplerCells, s.closerToCorner]) {
        const next = await step.call(s, now, t);
        if (next !== now) {
          now = next;
          changed = true;
        }
      }
    }
  }
  return { text: writeInput(options.description, now), runs: s.runs, minimal: !s.spent() };
}

class Shrinker {
  runs = 0;
  /** Whether a candidate went untried for want of budget. */
  private stopped = false;
  private readonly started: number;
  private readonly clock: () => number;
  /** Texts already tried: none is run twice. */
  private readonly seen = new Set<string>();
  private readonly description: ProblemDescription;
  private readonly floor: number | undefined;
  /** Characters a count requires: never made floor. */
  private readonly counted: Set<number>;

  constructor(private readonly options: ShrinkOptions) {
    this.clock = options.clock ?? (() => performance.now());
    this.started = this.clock();
    this.description = options.description;
    this.floor = this.description.cells.find((c) => c.role === 'floor')?.ch.charCodeAt(0);
    this.counted = new Set(this.description.cells.filter((c) => c.count !== undefined).map((c) => c.ch.charCodeAt(0)));
  }

  spent(): boolean {
    return this.stopped || this.options.signal?.aborted === true;
  }

  /** Whether the program still fails on these tests (false for an invalid input, one tried before, or no budget left). */
  private async holds(tests: readonly LaidTest[]): Promise<boolean> {
    const text = writeInput(this.description, tests);
    if (this.seen.has(text)) return false;
    this.seen.add(text);
    if (!this.options.valid(text)) return false;
    if (this.runs >= (this.options.maxRuns ?? DEFAULT_MAX_RUNS) || this.clock() - this.started >= (this.options.maxMs ?? DEFAULT_MAX_MS) || this.options.signal?.aborted) {
      this.stopped = true;
      return false;
    }
    this.runs++;
    return this.options.fails(text);
  }

  /** The suspect case alone, else delta debugging over the cases. */
  async fewestCases(tests: LaidTest[]): Promise<LaidTest[]> {
    if (!this.description.layout.tests || tests.length <= 1) return tests;
    const suspect = this.options.suspect;
    if (suspect !== undefined && suspect >= 0 && suspect < tests.length && (await this.holds([tests[suspect]]))) return [tests[suspect]];
    return this.dropChunks(
      tests,
      (now) => now.length,
      (now, from, to) => (to - from < now.length ? [...now.slice(0, from), ...now.slice(to)] : undefined),
      (now) => this.holds(now),
    );
  }

  /**
   * Delta debugging's reduction: takes chunks out of what `start` holds
   * (`count` of them) while the program still fails: halves, then quarters,
   * down to single ones, each size until none goes. `cut` makes the
   * candidate without [from, to), or undefined when that cannot be.
   */
  private async dropChunks<S>(start: S, count: (now: S) => number, cut: (now: S, from: number, to: number) => S | undefined, holds: (candidate: S) => Promise<boolean>): Promise<S> {
    let now = start;
    for (let chunk = Math.ceil(count(now) / 2); chunk >= 1 && !this.spent(); chunk = chunk === 1 ? 0 : Math.ceil(chunk / 2)) {
      for (let from = 0; from < count(now) && !this.spent();) {
        const candidate = cut(now, from, Math.min(count(now), from + chunk));
        if (candidate !== undefined && (await holds(candidate))) now = candidate;
        else from += chunk;
      }
    }
    return now;
  }

  /** Test `t` with fewer rows and columns, all else as it is. */
  async smallerBoard(tests: LaidTest[], t: number): Promise<LaidTest[]> {
    const layout = this.description.layout;
    const square = typeof layout.rows === 'string' && layout.rows === layout.cols;
    const none: Band = { from: 0, to: 0 };
    const others = (test: LaidTest) => tests.map((x, k) => (k === t ? test : x));
    const holds = (test: LaidTest) => this.holds(others(test));
    const rows = (x: LaidTest) => x.rows;
    const cols = (x: LaidTest) => x.cols;
    let test = tests[t];
    if (square) {
      test = await this.dropChunks(test, rows, (now, from, to) => withoutBands(layout, now, { from, to }, { from, to }), holds);
      // A row and a column that do not cross on the diagonal.
      for (let i = 0; i < test.rows && test.rows <= PAIRS_UP_TO && !this.spent(); i++) {
        for (let j = 0; j < test.cols && !this.spent(); j++) {
          const candidate = i === j ? undefined : withoutBands(layout, test, { from: i, to: i + 1 }, { from: j, to: j + 1 });
          if (candidate !== undefined && (await holds(candidate))) {
            test = candidate;
            i = -1;
            break;
          }
        }
      }
    } else {
      if (typeof layout.rows === 'string') test = await this.dropChunks(test, rows, (now, from, to) => withoutBands(layout, now, { from, to }, none), holds);
      if (typeof layout.cols === 'string') test = await this.dropChunks(test, cols, (now, from, to) => withoutBands(layout, now, none, { from, to }), holds);
    }
    return test === tests[t] ? tests : others(test);
  }

  /** Test `t` with its cells made floor where that still fails, and its other header numbers at their least. */
  async simplerCells(tests: LaidTest[], t: number): Promise<LaidTest[]> {
    const others = (test: LaidTest) => tests.map((x, k) => (k === t ? test : x));
    let test = tests[t];
    const floor = this.floor;
    if (floor !== undefined) {
      // The cells not yet floor, with the test they are in.
      const left: number[] = [];
      for (let i = 0; i < test.cells.length; i++) if (test.cells[i] !== floor && !this.counted.has(test.cells[i])) left.push(i);
      const done = await this.dropChunks(
        { test, left },
        (now) => now.left.length,
        (now, from, to) => ({ test: withCells(now.test, now.left.slice(from, to), floor), left: [...now.left.slice(0, from), ...now.left.slice(to)] }),
        (now) => this.holds(others(now.test)),
      );
      test = done.test;
    }
    for (const spec of this.freeValues()) {
      if (this.spent() || test.values[spec.name] === spec.min) continue;
      const candidate = withValue(test, spec.name, spec.min);
      if (await this.holds(others(candidate))) test = candidate;
    }
    return test === tests[t] ? tests : others(test);
  }

  /**
   * Test `t` with its pieces, marks and squares moved up, left, up-left or
   * up-right onto floor cells, or two cells up or left (which keeps the
   * colour of a chessboard square), a step at a time while the program still
   * fails: every step brings a thing nearer the top-left corner (in rows plus
   * columns, then in rows), so this ends.
   */
  async closerToCorner(tests: LaidTest[], t: number): Promise<LaidTest[]> {
    const layout = this.description.layout;
    const others = (test: LaidTest) => tests.map((x, k) => (k === t ? test : x));
    const wall = new Set(this.description.cells.filter((c) => c.role === 'wall').map((c) => c.ch.charCodeAt(0)));
    const floor = this.floor;
    let test = tests[t];
    const steps = [
      [-1, 0],
      [0, -1],
      [-1, -1],
      [-1, 1],
      [-2, 0],
      [0, -2],
    ];
    const target = (cell: number, [dr, dc]: number[]) => {
      const r = Math.floor(cell / test.cols) + dr;
      const c = (cell % test.cols) + dc;
      return r >= 0 && c >= 0 && r < test.rows && c < test.cols ? r * test.cols + c : -1;
    };
    // Pieces and marks: moved onto floor, floor left behind.
    if (floor !== undefined) {
      for (let i = 0; i < test.cells.length && !this.spent(); i++) {
        if (test.cells[i] === floor || wall.has(test.cells[i])) continue;
        for (let cell = i, moved = true; moved && !this.spent();) {
          moved = false;
          for (const step of steps) {
            const to = target(cell, step);
            if (to < 0 || test.cells[to] !== floor) continue;
            const candidate = withCellMoved(test, cell, to, floor);
            if (await this.holds(others(candidate))) {
              test = candidate;
              cell = to;
              moved = true;
              break;
            }
          }
        }
      }
    }
    // Squares: their header values moved to a neighbouring cell they may stand on (not one the board's size names, as "(H, W)").
    const sides = [layout.rows, layout.cols];
    for (const sq of (layout.squares ?? []).filter((s) => !sides.includes(s.row) && !sides.includes(s.col))) {
      for (let moved = true; moved && !this.spent();) {
        moved = false;
        for (const step of steps) {
          const to = target(squareCell(layout, test, sq.letter), step);
          if (to < 0 || !sq.on.includes(String.fromCharCode(test.cells[to]))) continue;
          const candidate = withSquareMoved(layout, test, sq.letter, to);
          if (candidate && (await this.holds(others(candidate)))) {
            test = candidate;
            moved = true;
            break;
          }
        }
      }
    }
    return test === tests[t] ? tests : others(test);
  }

  /** Header numbers that are neither a side of the board nor a square's coordinate. */
  private freeValues(): { name: string; min: number }[] {
    const { layout } = this.description;
    const tied = new Set<string>([String(layout.rows), String(layout.cols), ...(layout.squares ?? []).flatMap((s) => [String(s.row), String(s.col)])]);
    return layout.header.flat().filter((n) => !tied.has(n.name));
  }
}
