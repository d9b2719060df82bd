// The one interface every problem implements. Adding a problem means one new
// module in problems/ that exports a `Problem`, plus a line in the registry.

import type { CleanTests } from './clean';
import type { Grid } from './grid';
import type { Issue, SourceText } from './source';

export type ProblemId = 'pacman' | 'bishop' | 'matrix' | 'zgame';

export interface Detection {
  /** 0 = certainly not, 1 = certainly this problem. Above 0.5 the problem claims the text. */
  confidence: number;
  /** One sentence a person can check, e.g. "a test count, then 8×8 boards of . # P A M". */
  reason: string;
}

/** One test case of a file. */
export interface Case {
  /** 0-based position in the file. */
  index: number;
  /** First and last text line of the case (its header through its last row). */
  firstLine: number;
  lastLine: number;
  /** The board; undefined when the case could not be read completely. */
  grid: Grid | undefined;
  /** True when the case has no errors of its own and can be solved. */
  valid: boolean;
}

export interface Parsed<C extends Case = Case> {
  cases: C[];
  issues: Issue[];
  /** The count line (t, n, T) if the format has one. */
  count?: { line: number; value: number; startCol: number; endCol: number };
}

/** Cells with no value in a layer. */
export const WALL = -2;
export const UNREACHABLE = -1;

/** A layer's values: 32-bit for distances, 8-bit for categories (a 50 × 500×500 file holds 37.5 M of them). */
export type LayerValues = Int32Array | Int8Array;

export interface Layer {
  id: string;
  name: string;
  /** "moves", "steps", … for scalar layers; "" for categories. */
  unit: string;
  /** What the colours mean, in one line. */
  legend: string;
  /**
   * One value per cell. Scalar layers hold numbers ≥ 0; category layers hold
   * an index into `categories`. WALL and UNREACHABLE mark cells without a value.
   */
  values: LayerValues;
  kind: 'scalar' | 'category';
  categories?: string[];
  /** Largest value, for colour scales of scalar layers. */
  max: number;
}

/** A sequence of positions: an optimal route, or a line of best play. */
export interface Line {
  label: string;
  /** Names of the pieces that move, e.g. ["you", "agent", "agent"]. */
  pieces: string[];
  /** steps × pieces.length cell indices: cells[s * pieces.length + p]. */
  cells: Int32Array;
}

export interface CaseResult {
  /** The judge's output for this case, without a final newline. */
  answer: string;
  /** Small facts for `--json` and the status bar. */
  summary: Record<string, string | number | boolean>;
  layers: Layer[];
  line?: Line;
  /**
   * Cells worth marking whatever layer is shown: the cells of `layer` whose value
   * is `category`, e.g. the vampires that bite (outlined) or the cells where
   * Alice moves (underlined).
   */
  marks?: { layer: string; category: number; label: string; style?: 'outline' | 'underline' }[];
}

/** A test as it was before an edit, with its result. */
export interface Earlier<C extends Case = Case> {
  case: C;
  result: CaseResult;
}

export interface Problem<C extends Case = Case> {
  readonly id: ProblemId;
  readonly title: string;
  /** Where it is judged, e.g. "AtCoder ABC246 E". */
  readonly judge: string;
  readonly url: string;
  detect(src: SourceText): Detection;
  parse(src: SourceText): Parsed<C>;
  /**
   * Solves one valid case. Never throws for a case parse() marked valid.
   * `earlier`: the same test as it was before an edit, and its result, which a
   * solver may start from (bishop updates its search rather than run it again);
   * the answer is the same either way.
   */
  solve(c: C, earlier?: Earlier<C>): CaseResult;
  /** Hover text for one cell of a solved case: label → value, in display order. */
  describeCell(c: C, result: CaseResult, cell: number): [string, string][];
  /**
   * For a "count, then n m and the rows" format: how to answer a clean input
   * straight from its bytes (see clean.ts), which the command line tries before
   * reading the text. Exactly the answers solve() gives.
   */
  readonly clean?: CleanTests;
}
