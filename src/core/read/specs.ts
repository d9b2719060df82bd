// What the readers are asked to read: numbers with their limits, a grid of a
// size and an alphabet. Shared by the plain reader and the fast ones.

import type { Range } from '../text/issues';
import type { Alphabet } from './alphabet';

/** A whole number to read, with its limits already resolved. */
export interface NumberSpec {
  /** How messages call it, e.g. "N" or "the number of tests t". */
  name: string;
  min: number;
  max: number;
  /** Why `max`, when the statement does not set it: "the most Grid Lens reads; …". */
  maxNote?: string;
}

export interface NumbersLine {
  values: number[];
  line: number;
  /** Range of each number on its line. */
  ranges: Range[];
}

export interface GridSpec {
  rows: number;
  cols: number;
  /** Allowed cell characters, e.g. ".#PFV". */
  alphabet: Alphabet;
  /** Used in messages: "row 3 of test 2". */
  what: (row: number) => string;
}
