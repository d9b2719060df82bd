// Pacman vs. Vampire (Codeforces Gym 106045A).
// A vampire bites exactly when it can reach the food no later than Pacman:
// d(V,F) ≤ d(P,F). If the food is out of reach, every vampire that can reach
// Pacman's area bites. (The write-up's "only vampires on a shortest path" rule
// is wrong; see shared/problems/README.md.)

import { alphabetShare, has, profile } from '../profile';
import { type Case, type CaseResult, type Detection, type Layer, type Line, type Parsed, type Problem, UNREACHABLE, WALL } from '../problem';
import { Cursor, plural, readCountedCases, reportTextIssues } from '../reader';
import { countReached, descend, gridBfsAbove } from '../search/bfs';
import { pairTable, textGrid } from '../search/text-grid';
import { type Issue, range, SourceText } from '../source';
import { lazyLayer, markWallCells, reportPieces, reportRowsTooMany } from './common';

const ALPHABET = '.#PFV';
const MAX_T = 1000;
const MAX_SIDE = 1_000_000;
const MAX_TOTAL = 1_000_000;
const FOOD = 500;
const BITE = 10;
/** Every other character of the alphabet has a higher code: the searches take it as their floor. */
const WALL_CODE = '#'.charCodeAt(0);
const V = 'V'.charCodeAt(0);

export interface PacmanCase extends Case {
  pacman: number;
  food: number;
}

const SIZE_SPECS = [
  { name: 'n', min: 1, max: MAX_SIDE },
  { name: 'm', min: 1, max: MAX_SIDE },
];

const PIECES = [
  { ch: 'P', name: 'Pacman' },
  { ch: 'F', name: 'food' },
];

const BITE_CATEGORIES = ['no vampire', 'bites', 'does not bite'];
const NO_VAMPIRE = 0;
const BITES = 1;
const HARMLESS = 2;
/** The same for every result, and never written: shared, not one array and object per test. */
const MARKS = Object.freeze([Object.freeze({ layer: 'bites', category: BITES, label: 'a vampire that bites' })]) as CaseResult['marks'];

export const pacman: Problem<PacmanCase> = {
  id: 'pacman',
  title: 'Pacman vs. Vampire',
  judge: 'Codeforces Gym 106045A',
  url: 'https://codeforces.com/gym/106045/problem/A',

  detect(src: SourceText): Detection {
    const p = profile(src);
    if (p.shapes[0] !== 1) return { confidence: 0, reason: 'it does not start with a test count' };
    const share = alphabetShare(p, ALPHABET);
    const sizes = p.shapes.filter((s) => s === 2).length;
    if (p.gridLines === 0) return { confidence: sizes > 0 && p.shapes[1] === 2 ? 0.2 : 0.05, reason: 'a test count and sizes, but no grid yet' };
    if (p.shapes[1] !== 2) return { confidence: 0.05, reason: 'its second line is not "n m"' };
    // A typo or two in a small file must not lose the claim; other problems' letters are caught below.
    if (share < 0.75) return { confidence: 0.05, reason: 'its grid characters are not those of . # P F V' };
    // "P", "F" and "V" are Pacman's own pieces; a grid of only "." and "#" could still be one half-typed.
    const pieces = ['P', 'F', 'V'].filter((c) => has(p, c));
    const foreign = has(p, 'A') || has(p, 'B') || has(p, 'M');
    if (foreign) return { confidence: 0.1, reason: 'its grid has letters of another problem' };
    // Bishop 2 starts "N / Ax Ay / Bx By" before rows of "." and "#"; after "n m" a Pacman test always has a row.
    if (pieces.length === 0 && p.shapes[2] === 2) return { confidence: 0.1, reason: 'two lines of two numbers come before the first grid row' };
    if (pieces.length === 0 && !has(p, '#')) return { confidence: 0.3, reason: 'a grid of only "." after a test count and sizes' };
    return {
      confidence: pieces.length > 0 ? 0.9 + 0.03 * pieces.length : 0.6,
      reason: `a test count, then "n m" and grids of ${pieces.length ? pieces.map((c) => `"${c}"`).join(', ') + ' among "." and "#"' : '"." and "#"'}`,
    };
  },

  parse(src: SourceText): Parsed<PacmanCase> {
    const issues: Parsed['issues'] = [];
    const cur = new Cursor(src, issues);
    let total = 0;
    let previousRows = 0;
    const { cases, count } = readCountedCases(cur, { name: 'the number of tests t', min: 1, max: MAX_T }, 'test', (index) => {
      const test = `test ${index + 1}`;
      // A grid line where a header belongs is one row too many for the previous
      // test; reading it as a header would invent a test and misread the rest.
      if (index > 0 && cur.rowsAhead(1) === 1) {
        reportRowsTooMany(cur, `test ${index}`, previousRows, 'n', '"n m"');
        return undefined;
      }
      cur.skipBlank();
      // The header's line even when it cannot be read, so the case still spans it.
      const headerLine = Math.min(cur.line, src.lineCount - 1);
      const head = cur.readNumbers(SIZE_SPECS, ` of ${test}`);
      const firstLine = head?.line ?? headerLine;
      const c: PacmanCase = { index, firstLine, lastLine: firstLine, grid: undefined, valid: false, pacman: -1, food: -1 };
      // Indexed, not destructured: the iterator of a destructuring allocates on every test until compiled.
      const n = head ? head.values[0] : 0;
      const m = head ? head.values[1] : 0;
      const inRange = n >= 1 && n <= MAX_SIDE && m >= 1 && m <= MAX_SIDE;
      if (head && inRange && total + n * m > MAX_TOTAL) {
        cur.report(range(head.line, head.ranges[0].start.col, head.ranges[1].end.col), `The grids' total size n·m would reach ${total + n * m} with ${test}; the statement allows at most ${MAX_TOTAL} cells in all.`, 'out-of-range');
      }
      if (!head || !inRange || total + n * m > MAX_TOTAL) {
        // The rows cannot be read as this test's grid; skip them all, up to the
        // next line of numbers, so they are not taken for further tests.
        cur.skipRows(src.lineCount);
        c.lastLine = Math.max(firstLine, cur.line - 1);
        previousRows = 0;
        return c;
      }
      total += n * m;
      previousRows = n;
      const issuesBefore = issues.length;
      const grid = cur.readGrid({ rows: n, cols: m, alphabet: ALPHABET, what: (r) => `row ${r + 1} of ${test}` });
      c.lastLine = Math.max(firstLine, cur.line - 1);
      if (!grid) return c;
      c.grid = grid;
      const found = reportPieces(cur, grid, head.line, test, PIECES);
      c.pacman = found[0];
      c.food = found[1];
      c.valid = c.pacman >= 0 && c.food >= 0 && !hasErrorSince(issues, issuesBefore);
      return c;
    });
    reportTextIssues(src, issues);
    return { cases, issues, count };
  },

  solve(c: PacmanCase): CaseResult {
    const { rows, cols, cells, rowsInText: text } = c.grid!;
    // One search from F, stopped once Pacman's level is complete, counts the
    // vampires no farther from F than he is; with F out of reach, one search
    // from P counts those that reach him. Everything else is built on first
    // read (see PacmanResult).
    const toFood = countReached(rows, cols, cells, WALL_CODE, c.food, c.pacman, V, text);
    const canEat = toFood.distance !== UNREACHABLE;
    const bites = canEat ? toFood.marked : countReached(rows, cols, cells, WALL_CODE, c.pacman, -1, V, text).marked;
    return new PacmanResult(c, canEat, canEat ? toFood.distance : -1, bites);
  },

  clean: {
    maxTests: MAX_T,
    // solve()'s two searches on the rows as they lie in the text, with what parse() checks of them.
    answerHeld(bytes: Uint8Array, at: number, end: number, final: boolean, count: number, answers: string[]): number {
      const grid = textGrid();
      const stop = grid.pacmanTests(bytes, at, end, final, answers.length === 0, count, MAX_SIDE, MAX_TOTAL, (cleanPairs ??= pairTable(ALPHABET, 'PF')), 'P', 'F', WALL_CODE, V);
      // A result: the bites, with bit 30 set when F reaches P (see text-grid.ts's pacmanTests).
      const results = grid.results();
      for (let k = answers.length; k < results.length; k++) answers.push(score(results[k] >= 1 << 30, results[k] & ((1 << 30) - 1)));
      return stop;
    },
  },

  describeCell(c: PacmanCase, result: CaseResult, cell: number): [string, string][] {
    const [fromP, toF, bites] = result.layers.map((l) => l.values);
    if (fromP[cell] === WALL) return [['Cell', 'wall']];
    const steps = (d: number) => (d === UNREACHABLE ? 'unreachable' : `${d} ${plural(d, 'step')}`);
    const rows: [string, string][] = [
      ['From P', steps(fromP[cell])],
      ['To F', steps(toF[cell])],
    ];
    const need = toF[c.pacman];
    if (bites[cell] === BITES) {
      rows.push(['Vampire', need === UNREACHABLE ? 'bites: Pacman never eats, and it can reach him' : `bites: it reaches F in ${toF[cell]} ≤ ${need} steps of Pacman`]);
    } else if (bites[cell] === HARMLESS) {
      rows.push(['Vampire', need === UNREACHABLE ? 'does not bite: it cannot reach Pacman' : toF[cell] === UNREACHABLE ? 'does not bite: it cannot reach F' : `does not bite: it needs ${toF[cell]} > ${need} steps to reach F`]);
    }
    return rows;
  },
};

/**
 * A solved case whose summary, layers and route are built on first read: the
 * CLI prints the answers of a thousand tests and reads none of them. They are
 * own enumerable getters, so a worker message (which copies own enumerable
 * properties) still carries them; each is one function shared by every result,
 * not closures of an object literal, whose getters cost a slow-mode object and
 * three closures per test (a file of a thousand tests feeds the collector).
 */
class PacmanResult implements CaseResult {
  declare answer: string;
  declare summary: CaseResult['summary'];
  declare marks: CaseResult['marks'];
  declare layers: Layer[];
  declare line: Line | undefined;
  readonly #c: PacmanCase;
  readonly #canEat: boolean;
  readonly #distance: number;
  readonly #bites: number;
  #summary: CaseResult['summary'] | undefined;
  #views: Views | undefined;

  constructor(c: PacmanCase, canEat: boolean, distance: number, bites: number) {
    this.#c = c;
    this.#canEat = canEat;
    this.#distance = distance;
    this.#bites = bites;
    // The properties in the order the object literal had them.
    this.answer = score(canEat, bites);
    Object.defineProperty(this, 'summary', SUMMARY);
    this.marks = MARKS;
    Object.defineProperty(this, 'layers', LAYERS);
    Object.defineProperty(this, 'line', LINE);
  }

  computeSummary(): CaseResult['summary'] {
    const score = (this.#canEat ? FOOD : 0) - BITE * this.#bites;
    return (this.#summary ??= { score, vampires: countCode(this.#c.grid!.cells, V), bites: this.#bites, foodReachable: this.#canEat, distance: this.#distance });
  }

  views(): Views {
    return (this.#views ??= pacmanViews(this.#c, this.#canEat));
  }
}

const SUMMARY: PropertyDescriptor = { enumerable: true, configurable: true, get: function (this: PacmanResult) { return this.computeSummary(); } };
const LAYERS: PropertyDescriptor = { enumerable: true, configurable: true, get: function (this: PacmanResult) { return this.views().layers; } };
const LINE: PropertyDescriptor = { enumerable: true, configurable: true, get: function (this: PacmanResult) { return this.views().line; } };

interface Views {
  layers: Layer[];
  line: Line | undefined;
}

/** The layers and the route of a solved case; each computes its values when first read. */
function pacmanViews(c: PacmanCase, canEat: boolean): Views {
  const grid = c.grid!;
  const { rows, cols, cells } = grid;
  let fromPValues: Int32Array | undefined;
  const fromP = () => (fromPValues ??= gridBfsAbove(rows, cols, cells, WALL_CODE, [c.pacman], grid.rowsInText));
  let toFValues: Int32Array | undefined;
  const toF = () => (toFValues ??= gridBfsAbove(rows, cols, cells, WALL_CODE, [c.food], grid.rowsInText));
  let route: Line | undefined;
  let routed = false;
  return {
    layers: [
      lazyLayer({ id: 'fromP', name: 'Distance from P', unit: 'steps', legend: 'steps from Pacman', kind: 'scalar' }, () => markWallCells(cells, WALL_CODE, fromP().slice())),
      lazyLayer({ id: 'toF', name: 'Distance to F', unit: 'steps', legend: 'steps to the food', kind: 'scalar' }, () => markWallCells(cells, WALL_CODE, toF().slice())),
      lazyLayer({ id: 'bites', name: 'Vampires that bite', unit: '', legend: 'which vampires bite', kind: 'category', categories: BITE_CATEGORIES, max: 2 }, () => {
        // The answer's rule, cell by cell: within Pacman's distance of F, or, with F out of reach, reaching him.
        const bites = new Int8Array(grid.size);
        const toFood = toF();
        const limit = toFood[c.pacman];
        const reach = canEat ? toFood : fromP();
        for (let i = 0; i < grid.size; i++) {
          const d = reach[i];
          bites[i] = cells[i] === WALL_CODE ? WALL : cells[i] !== V ? NO_VAMPIRE : d !== UNREACHABLE && (!canEat || d <= limit) ? BITES : HARMLESS;
        }
        return bites;
      }),
    ],
    get line() {
      if (!routed) (route = canEat ? { label: 'a shortest route to the food', pieces: ['Pacman'], cells: descend(rows, cols, toF(), c.pacman) } : undefined), (routed = true);
      return route;
    },
  };
}

/** The judge's answer: the food if Pacman can eat it, less the bites. */
function score(canEat: boolean, bites: number): string {
  return String((canEat ? FOOD : 0) - BITE * bites);
}

/** The clean path's pair table, made on first use. */
let cleanPairs: Uint8Array | undefined;

/** How many cells hold `code`. */
function countCode(cells: Uint8Array, code: number): number {
  let n = 0;
  for (let i = cells.indexOf(code); i !== -1; i = cells.indexOf(code, i + 1)) n++;
  return n;
}

function hasErrorSince(issues: readonly Issue[], from: number): boolean {
  for (let i = from; i < issues.length; i++) if (issues[i].severity === 'error') return true;
  return false;
}

