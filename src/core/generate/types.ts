// What a test generator is: for each problem, seeded and deterministic, a
// valid input in a chosen style and size. Every problem has the common styles
// (walls at random, none, a maze, a snake, extremes) and its own traps, the
// cases its wrong solutions stumble on. The registry holds each problem's
// generator beside it; a described problem gets one from its description.

import type { Rng } from '../random';
import type { Board } from './board';

/** Named sizes, from the smallest boards (best for finding small counterexamples) to the statement's largest. */
export const SIZE_NAMES = ['tiny', 'small', 'medium', 'max'] as const;

export type SizeName = (typeof SIZE_NAMES)[number];

/** A named size, or exactly this many rows and columns. */
export type SizeOption = SizeName | { rows: number; cols: number };

export interface StyleSpec {
  name: string;
  /** What its tests look like, in a few words. */
  what: string;
}

/** Every test of a style chosen at random among all of them. */
export const MIX = 'mix';
/** Every test of one of the problem's trap styles, chosen at random. */
export const TRAPS = 'traps';

/** The styles every generator makes. */
export const COMMON_STYLES: readonly StyleSpec[] = [
  { name: 'random', what: 'walls at a random density' },
  { name: 'open', what: 'no walls at all' },
  { name: 'maze', what: 'a maze of one-cell corridors' },
  { name: 'snake', what: 'one long winding corridor: the longest route' },
  { name: 'extremes', what: 'the smallest and largest sizes, everything walled or nothing walled' },
];

export interface GenerateOptions {
  /** Test cases in the file, for a layout with a count line; a layout without one always holds one. */
  tests: number;
  size: SizeOption;
  /** A style's name, MIX or TRAPS. */
  style: string;
}

export interface Generator {
  /** Every style it makes: the common ones, then the problem's traps. */
  readonly styles: readonly StyleSpec[];
  /** The names of the problem's trap styles (among `styles`). */
  readonly traps: readonly string[];
  /** The most cells one test's board takes in this size, or why the problem's boards cannot have that size. */
  largestBoard(size: SizeOption): number | string;
  /** One input file, valid for the problem; the same rng state gives the same text. */
  generate(rng: Rng, options: GenerateOptions): string;
}

/** What a problem knows of its boards: how to fill one in each style. */
export interface BoardMaker {
  /** The character code every cell holds before the board is filled. */
  floor: number;
  /** The problem's own styles: the cases its wrong solutions stumble on. */
  traps: readonly StyleSpec[];
  /**
   * Fills `board` (of the size already chosen) in `style`, a common style or
   * one of `traps`, with every piece it must hold; returns where the squares
   * the header names are.
   */
  fill(rng: Rng, board: Board, style: string): Filled;
}

/** What a filled board says beyond its cells. */
export interface Filled {
  /** The cell each square of the layout names, by its letter. */
  squares?: Readonly<Record<string, number>>;
  /** Header values the board decides, by name (a coordinate of a square the layout does not list). */
  values?: Readonly<Record<string, number>>;
}
