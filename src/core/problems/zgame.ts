// Z-Game on grid (2022 Nowcoder multi-school round 6, problem M).
// The piece goes right or down from (1,1); Alice moves where i+j is even. A
// letter ends the game the moment the piece stands on it (including (1,1) and
// (N,M)); reaching an empty (N,M) is a draw. Each of the three questions (can
// Alice force a win / a draw / a loss) is its own game against a hostile Bob,
// so one backward sweep carries three booleans per cell.

import { alphabetShare, has, profile } from '../profile';
import type { Case, CaseResult, Detection, Parsed, Problem } from '../problem';
import { Cursor, readCountedCases, reportTextIssues } from '../reader';
import { lazyLayer, reportRowsTooMany } from './common';
import { bestLine, FORCE_DRAW, FORCE_LOSS, FORCE_MASK, FORCE_WIN, isDecided, solvePathGame, VALUE_DRAW, VALUE_WIN, valueOf } from '../search/pathgame';
import { textGrid } from '../search/text-grid';
import type { SourceText } from '../source';

const ALPHABET = 'AB.';
const MAX_T = 50;
const MAX_SIDE = 500;
const NUMBERS = /^[+-]?\d+(\s+[+-]?\d+)*$/;
const A = 'A'.charCodeAt(0);
const B = 'B'.charCodeAt(0);
const DOT = '.'.charCodeAt(0);

/** A Z-Game test needs nothing beyond its board. */
export type ZgameCase = Case;

const SIZE_SPECS = [
  { name: 'N', min: 1, max: MAX_SIDE },
  { name: 'M', min: 1, max: MAX_SIDE },
];

const MOVER_CATEGORIES = ['Alice', 'Bob', 'decided'];
const MOVER_ALICE = 0;
const MOVER_BOB = 1;
const MOVER_DECIDED = 2;

/** Indexed by the force mask (win = 1, draw = 2, loss = 4). */
const FORCE_CATEGORIES = ['nothing', 'win', 'draw', 'win, draw', 'loss', 'win, loss', 'draw, loss', 'win, draw, loss'];

/** Indexed by the best-play value (loss = 0, draw = 1, win = 2). */
const OUTCOME_CATEGORIES = ['Bob wins', 'draw', 'Alice wins'];

export const zgame: Problem<ZgameCase> = {
  id: 'zgame',
  title: 'Z-Game on grid',
  judge: 'Nowcoder 2022 multi-school round 6, problem M',
  url: 'https://ac.nowcoder.com/acm/contest/33191/M',

  detect(src: SourceText): Detection {
    const p = profile(src);
    if (p.shapes[0] !== 1) return { confidence: 0, reason: 'it does not start with a test count' };
    if (p.shapes[1] !== undefined && p.shapes[1] !== 2) return { confidence: 0.05, reason: 'the line after the test count is not "N M"' };
    // Bishop's header is N, then two pairs of coordinates; Z-Game goes straight to the rows.
    if (p.shapes[2] === 2) return { confidence: 0.05, reason: 'a third line of two numbers is the shape of another problem' };
    if (p.gridLines === 0) return { confidence: p.shapes[1] === 2 ? 0.2 : 0.05, reason: 'a test count and sizes, but no grid yet' };
    if (['P', 'F', 'V', 'M'].some((c) => has(p, c))) return { confidence: 0.05, reason: 'its grid has pieces of another problem' };
    const letters = has(p, 'A') || has(p, 'B');
    // Lower-case letters are a typo worth a message, not a reason to disown the file.
    if (alphabetShare(p, ALPHABET + 'ab') < 0.9) return { confidence: 0.05, reason: 'its grid characters are not those of A B .' };
    if (!letters && has(p, '#')) return { confidence: 0.1, reason: 'a grid of "." and "#" belongs to another problem' };
    // Rows exactly M wide under the first "N M" (the last one perhaps still being typed)
    // tell a Z-Game input, even a half-typed one, from another format's dots.
    const fits = firstTestFits(src);
    if (!letters && !has(p, 'a') && !has(p, 'b')) {
      return { confidence: fits ? 0.75 : 0.55, reason: `a test count, then "N M" and ${fits ? 'M-wide rows' : 'grids'} of only "."` };
    }
    return { confidence: fits ? 0.97 : 0.9, reason: `a test count, then "N M" and ${fits ? 'M-wide rows' : 'grids'} of "A", "B" and "."` };
  },

  parse(src: SourceText): Parsed<ZgameCase> {
    const issues: Parsed['issues'] = [];
    const cur = new Cursor(src, issues);
    let previousRows = 0;
    const { cases, count } = readCountedCases(cur, { name: 'the number of tests T', min: 1, max: MAX_T }, 'test', (index) => {
      const test = `test ${index + 1}`;
      // A grid line where a header belongs is a row beyond the previous test's N;
      // read as a header it would invent a test and shift every test after it.
      if (index > 0 && cur.rowsAhead(1) === 1) {
        reportRowsTooMany(cur, `test ${index}`, previousRows, 'N', '"N M"');
        return undefined;
      }
      cur.skipBlank();
      const firstLine = cur.line;
      const issuesBefore = issues.length;
      const head = cur.readNumbers(SIZE_SPECS, ` of ${test}`);
      const c: ZgameCase = { index, firstLine, lastLine: firstLine, grid: undefined, valid: false };
      const [n, m] = head?.values ?? [0, 0];
      previousRows = 0;
      if (!head || !(n >= 1 && n <= MAX_SIDE && m >= 1 && m <= MAX_SIDE)) {
        // Without a usable "N M" the rows below belong to this test all the same:
        // skip them up to the next line of numbers rather than misread them as tests.
        cur.skipRows(src.lineCount);
        c.lastLine = Math.max(firstLine, cur.line - 1);
        return c;
      }
      previousRows = n;
      const gridIssuesBefore = issues.length;
      const grid = cur.readGrid({ rows: n, cols: m, alphabet: ALPHABET, what: (r) => `row ${r + 1} of ${test}` });
      c.lastLine = Math.max(firstLine, cur.line - 1);
      hintUpperCase(src, issues, gridIssuesBefore);
      if (!grid) return c;
      c.grid = grid;
      c.valid = !issues.slice(issuesBefore).some((i) => i.severity === 'error');
      return c;
    });
    reportTextIssues(src, issues);
    return { cases, issues, count };
  },

  solve(c: ZgameCase): CaseResult {
    const grid = c.grid!;
    const { rows, cols, cells } = grid;
    // The answer and the line are read at once from a table reused from test to
    // test (50 fresh tables of 250 000 bytes cost more in page faults than the
    // sweep); the layers sweep again into one of their own, if a view reads them.
    const scratch = scratchTable(rows * cols);
    solvePathGame(rows, cols, cells, A, B, scratch);
    let own: Uint8Array | undefined;
    const solved = () => (own ??= solvePathGame(rows, cols, cells, A, B));
    const start = scratch[0];
    const win = (start & FORCE_WIN) !== 0;
    const draw = (start & FORCE_DRAW) !== 0;
    const loss = (start & FORCE_LOSS) !== 0;
    const value = valueOf(start);
    return {
      answer: answerOf(start),
      summary: { win, draw, loss, bestPlay: OUTCOME_CATEGORIES[value] },
      // Built on first use: the CLI answers 50 boards of 500×500 and never looks at them.
      // "What Alice can force" comes first, so it is what a view shows unless told otherwise.
      layers: [
        lazyLayer({ id: 'force', name: 'What Alice can force', unit: '', legend: 'the outcomes Alice can make certain from each cell, whatever Bob does', kind: 'category', categories: FORCE_CATEGORIES, max: FORCE_MASK }, () => {
          const values = new Int8Array(rows * cols);
          const table = solved();
          for (let i = 0; i < values.length; i++) values[i] = table[i] & FORCE_MASK;
          return values;
        }),
        lazyLayer({ id: 'outcome', name: 'Best play', unit: '', legend: 'the result when Alice aims to win, else to draw, and Bob opposes', kind: 'category', categories: OUTCOME_CATEGORIES, max: VALUE_WIN }, () => {
          const values = new Int8Array(rows * cols);
          const table = solved();
          for (let i = 0; i < values.length; i++) values[i] = valueOf(table[i]);
          return values;
        }),
        lazyLayer({ id: 'mover', name: 'Who moves', unit: '', legend: 'who moves from each cell; "decided" where the game is over', kind: 'category', categories: MOVER_CATEGORIES, max: MOVER_DECIDED }, () => {
          const values = new Int8Array(rows * cols);
          for (let r = 0; r < rows; r++) {
            for (let col = 0; col < cols; col++) {
              const i = r * cols + col;
              values[i] = isDecided(rows, cols, cells, A, B, i) ? MOVER_DECIDED : (r + col) % 2 === 0 ? MOVER_ALICE : MOVER_BOB;
            }
          }
          return values;
        }),
      ],
      marks: [{ layer: 'mover', category: MOVER_ALICE, label: 'Alice moves here', style: 'underline' }],
      line: {
        label: `a line of best play (Alice aims to win, else to draw; Bob opposes; ties go right): ${value === VALUE_WIN ? 'Alice wins' : value === VALUE_DRAW ? 'a draw' : 'Bob wins'}`,
        pieces: ['piece'],
        cells: bestLine(rows, cols, cells, scratch, A, B),
      },
    };
  },

  clean: {
    maxTests: MAX_T,
    // solve()'s sweep on the rows as they lie in the text, checking the cells as parse() does.
    answerHeld(bytes: Uint8Array, at: number, end: number, final: boolean, count: number, answers: string[]): number {
      const grid = textGrid();
      const stop = grid.zgameTests(bytes, at, end, final, answers.length === 0, count, MAX_SIDE, A, B, DOT);
      const results = grid.results();
      for (let k = answers.length; k < results.length; k++) answers.push(answerOf(results[k]));
      return stop;
    },
  },

  describeCell(c: ZgameCase, result: CaseResult, cell: number): [string, string][] {
    const grid = c.grid!;
    const values = (id: string) => result.layers.find((l) => l.id === id)!.values;
    const [mover, force, outcome] = [values('mover'), values('force'), values('outcome')];
    const ch = grid.cells[cell];
    const who = mover[cell] === MOVER_ALICE ? 'Alice' : mover[cell] === MOVER_BOB ? 'Bob' : ch === A ? 'nobody: the piece is on "A", Alice has won' : ch === B ? 'nobody: the piece is on "B", Bob has won' : 'nobody: the piece reached the last cell, a draw';
    const can = force[cell];
    const yesNo = (bit: number) => ((can & bit) !== 0 ? 'yes' : 'no');
    return [
      ['Mover', who],
      ['Alice can force a win', yesNo(FORCE_WIN)],
      ['Alice can force a draw', yesNo(FORCE_DRAW)],
      ['Alice can force a loss', yesNo(FORCE_LOSS)],
      ['Best play', OUTCOME_CATEGORIES[outcome[cell]]],
    ];
  },
};

/** The judge's line for the first cell's verdict: can Alice force a win, a draw, a loss. */
function answerOf(start: number): string {
  const yesNo = (bit: number) => ((start & bit) !== 0 ? 'yes' : 'no');
  return `${yesNo(FORCE_WIN)} ${yesNo(FORCE_DRAW)} ${yesNo(FORCE_LOSS)}`;
}

let scratch = new Uint8Array(0);

/** A view of `size` bytes of working memory, overwritten by the next test. */
function scratchTable(size: number): Uint8Array {
  if (scratch.length < size) scratch = new Uint8Array(Math.max(size, 2 * scratch.length));
  return scratch.subarray(0, size);
}

/**
 * True when the rows under the first test's "N M" are M wide, there are no more
 * than N of them, and only the last row present may be shorter (being typed).
 * Looks at no more than N + a few lines, and N is capped by the statement.
 */
function firstTestFits(src: SourceText): boolean {
  let l = 0;
  const nextLine = (): string | undefined => {
    while (l < src.lineCount && src.isBlank(l)) l++;
    return l < src.lineCount ? src.content[l++].trim() : undefined;
  };
  if (nextLine() === undefined) return false;
  const header = nextLine()?.split(/\s+/).map(Number);
  if (!header || header.length !== 2) return false;
  const [n, m] = header;
  if (!(n >= 1 && n <= MAX_SIDE && m >= 1 && m <= MAX_SIDE)) return false;
  let rows = 0;
  let short = false;
  let row = nextLine();
  for (; row !== undefined && rows < n && !NUMBERS.test(row); row = nextLine()) {
    if (short || row.length > m) return false;
    short = row.length < m;
    rows++;
  }
  // After N rows comes the next "N M" or the end, not another row.
  return rows > 0 && (rows < n || row === undefined || NUMBERS.test(row));
}

/** "a" and "b" are the likeliest typos in this alphabet; say what was meant. */
function hintUpperCase(src: SourceText, issues: Parsed['issues'], from: number): void {
  for (let k = from; k < issues.length; k++) {
    const issue = issues[k];
    if (issue.code !== 'unknown-char') continue;
    const ch = src.lines[issue.range.start.line]?.[issue.range.start.col];
    if (ch === 'a' || ch === 'b') issue.message += ` The letters are upper-case: write "${ch.toUpperCase()}".`;
  }
}
