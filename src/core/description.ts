// A problem as data: its name and judge, the letters of its board and what
// each one is, the layout of its input and the limits every test keeps. Each
// built-in problem declares one (problems/<id>/description.ts); a problem a
// user describes in a file is read into the same shape. The shared reader
// reads any input from it, and the registry derives from the descriptions
// what lists problems or letters (the id type, the settings' enum, the
// grammar, what one detector knows of the other problems' letters).

export interface ProblemDescription {
  /** Lower-case letters and digits: used by the command line, the settings and the code. */
  id: string;
  title: string;
  /** Where it is judged, e.g. "AtCoder ABC246 E". */
  judge: string;
  /** The statement. */
  url: string;
  /** Every character a board may hold, and what it is. */
  cells: readonly CellSpec[];
  layout: InputLayout;
}

/**
 * What a board character is. `floor`: a free cell. `wall`: a closed one.
 * `piece`: someone or something standing on a free cell (a player, an enemy).
 * `mark`: a free cell with a meaning of its own (a phone, a letter that ends
 * the game when the piece reaches it).
 */
export type CellRole = 'floor' | 'wall' | 'piece' | 'mark';

export interface CellSpec {
  /** One printable ASCII character. */
  ch: string;
  role: CellRole;
  /** How the statement calls it: "you", "a pawn", "the food". */
  name: string;
  /** Exactly this many in every test (one player, two enemies); absent: any number. */
  count?: number;
}

/** A whole number of the input, with the statement's limits. */
export interface NumberSpec {
  /** The statement's name for it: "n", "N", "Ax". */
  name: string;
  /** How messages call it, when not by its name alone: "the number of tests t", "the row Ax". */
  what?: string;
  /** What it is, in a few words: "the side of the board". */
  meaning?: string;
  min: number;
  /** A number, or the name of a value read before it on the same test (a coordinate up to N). */
  max: number | string;
  /** Why `max`, when the statement does not set it: "the most Grid Lens reads". */
  maxNote?: string;
}

/** A header value pair that names a cell of the board: "the start square A" is { letter: "A", kind: "start" }. */
export interface SquareSpec {
  letter: string;
  kind: string;
  /** The header values of its row and column, or fixed numbers (a problem whose start is always the first cell). */
  row: string | number;
  col: string | number;
  /** Whether the row and column count from 1 (as most statements do) or from 0. */
  base: 0 | 1;
  /** The characters it may stand on, e.g. "." for a free square. */
  on: string;
}

export interface InputLayout {
  /**
   * A first line with the number of tests, when a file holds several; `noun`
   * names one in messages ("test", "scenario"). A file without it holds one test.
   */
  tests?: NumberSpec & { noun: string };
  /** Lines of whole numbers before each test's board, in order: [["n", "m"]], or [["N"], ["Ax", "Ay"], ["Bx", "By"]]. */
  header: readonly (readonly NumberSpec[])[];
  /** The board's rows and columns: header names, or fixed numbers. */
  rows: string | number;
  cols: string | number;
  /** The most cells all the tests' boards may hold together (Σ n·m). */
  totalCells?: number;
  /** Header values that name cells, checked against the board. */
  squares?: readonly SquareSpec[];
  /** Two squares of `squares` may not be the same cell. */
  distinctSquares?: boolean;
  /**
   * The statement's inputs end each test with an empty line. Readers accept
   * it or not; what Grid Lens writes (generated tests) has it, as some
   * solutions read line by line and expect it.
   */
  blankAfterEachTest?: boolean;
}
