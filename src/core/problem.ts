// The one interface every problem implements, and what a solved case looks
// like. A problem is one folder in problems/: its description (the letters of
// its board, the layout of its input, its limits), its detection, its reader,
// a plain reference solver that defines the answer, and the hover text; an
// optional accelerator beside them gives the same results faster. The
// registry (problems/index.ts) lists them.

import type { CleanTests } from './clean';
import type { ProblemDescription } from './description';
import type { Grid } from './grid';
import type { Later } from './later';
import type { Profile } from './profile';
import type { BoardPieces } from './markers';
import type { Scratch } from './scratch';
import { type Issue } from './text/issues';
import { type SourceText } from './text/source';

export interface Detection {
  /** 0 = certainly not, 1 = certainly this problem. Above 0.5 the problem claims the text. */
  confidence: number;
  /** One sentence a person can check, e.g. "a test count, then 8×8 boards of . # P A M". */
  reason: string;
}

/** What detection tells each problem besides the text. */
export interface DetectContext {
  /** The text's shape: its first lines, the characters of its board-like lines. */
  profile: Profile;
  /** The letters of the other problems' boards that this problem's board never holds. */
  foreign: readonly string[];
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

/** What a layer is, apart from its values. */
export interface LayerInfo {
  id: string;
  name: string;
  /** "moves", "steps", … for scalar layers; "" for categories. */
  unit: string;
  /** What the colours mean, in one line. */
  legend: string;
  kind: 'scalar' | 'category';
  categories?: string[];
}

/**
 * One value per cell. Scalar layers hold numbers ≥ 0; category layers hold
 * an index into `categories`. WALL and UNREACHABLE mark cells without a value.
 */
export interface LayerData {
  values: LayerValues;
  /** Largest value, for colour scales of scalar layers. */
  max: number;
}

export interface Layer extends LayerInfo {
  /** Known, computed when first asked for, or (in the extension host) still on its way. */
  data: Later<LayerData>;
}

/** A sequence of positions: an optimal route, or a line of best play. */
export interface Line {
  label: string;
  /** Names of the pieces that move, e.g. ["you", "agent", "agent"]. */
  pieces: string[];
  /** steps × pieces.length cell indices: cells[s * pieces.length + p]. */
  cells: Int32Array;
}

/**
 * Cells worth marking whatever layer is shown: the cells of `layer` whose value
 * is `category`, e.g. the vampires that bite (outlined) or the cells where
 * Alice moves (underlined).
 */
export interface Mark {
  layer: string;
  category: number;
  label: string;
  style?: 'outline' | 'underline';
}

export interface CaseResult {
  /** The judge's output for this case, without a final newline. */
  answer: string;
  /** Small facts for `--json` and the status bar. */
  summary: Record<string, string | number | boolean>;
  layers: Layer[];
  /** The route or line of best play, if the problem has one: known or computed when asked for. */
  line: Later<Line | undefined>;
  marks?: readonly Mark[];
}

/** A test as it was before an edit, with its result. */
export interface Earlier<C extends Case = Case> {
  case: C;
  result: CaseResult;
}

export interface Problem<C extends Case = Case, Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  /** Where it is judged, e.g. "AtCoder ABC246 E". */
  readonly judge: string;
  readonly url: string;
  readonly description: ProblemDescription;
  /** Where a problem a user described comes from (its description file); absent for a built-in one. */
  readonly origin?: string;
  /** How well the text fits this problem's input; the context says what the other problems' boards hold. */
  detect(src: SourceText, context: DetectContext): Detection;
  parse(src: SourceText): Parsed<C>;
  /**
   * The reference solver: the definition of the answer and of every layer.
   * Never throws for a case parse() marked valid.
   */
  solve(c: C): CaseResult;
  /** Hover text for one cell of a solved case: label → value, in display order (no value while its layer is pending). */
  describeCell(c: C, result: CaseResult, cell: number): [string, string][];
  /** The pieces and targets of a solved case, for the panel's markers; none when absent. */
  pieces?(c: C, result: CaseResult): BoardPieces;
  /** The layers whose marks the markers replace (drawing both would ring a piece twice). */
  readonly marksShownAsPieces?: readonly string[];
}

/**
 * What exists only for speed, beside the reference it accelerates: the same
 * results (held to the reference by a test on thousands of boards), sooner.
 */
export interface Accelerator<C extends Case = Case> {
  /**
   * solve() faster: with working memory from `scratch`, and from the same
   * test before an edit when there is one (a search updated, not run again).
   */
  solve?(c: C, scratch: Scratch, earlier?: Earlier<C>): CaseResult;
  /** The answers of a clean input straight from its bytes (see clean.ts), which the command line tries first. */
  clean?: CleanTests;
}

/** A layer whose values are here: what a view draws. */
export type ShownLayer = LayerInfo & LayerData;

/** The layer with its values, computed now if deferred; undefined while they are on their way. */
export function shownLayer(layer: Layer): ShownLayer | undefined {
  const data = layer.data.get();
  return data && { ...layer, values: data.values, max: data.max };
}

/** The values of a result's layer, if it has that layer and its values are here. */
export function layerValues(result: CaseResult, id: string): LayerValues | undefined {
  return result.layers.find((l) => l.id === id)?.data.get()?.values;
}

/** A problem from its description and its parts: its id and names are the description's. */
export function defineProblem<C extends Case, D extends ProblemDescription>(
  description: D,
  parts: Pick<Problem<C>, 'detect' | 'parse' | 'solve' | 'describeCell' | 'pieces' | 'marksShownAsPieces'>,
): Problem<C, D['id']> {
  return { id: description.id, title: description.title, judge: description.judge, url: description.url, description, ...parts };
}
