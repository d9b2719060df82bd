// Reads a problem description (a NAME.grid-problem.json file, see
// docs/custom-problems.md) into a DescribedProblem, or says what is wrong
// with it, each mistake at its line and column. The file is data: nothing in
// it is run. Every number that sizes what an input may hold is checked
// against Grid Lens's limits here, so that no input it allows can make a
// solver allocate or work beyond them.

import { PROBLEM_IDS } from '../problems';
import type { InputLayout, NumberSpec, ProblemDescription, SquareSpec } from '../description';
import { chooseSearch } from '../search/moves/rules';
import { type Issue, type Range } from '../text/issues';
import { readCells } from './cells';
import { Checker, shown } from './check';
import { type JsonMember, readJson } from './json';
import { type Layout, readLayout, readSquare, type SquareDraft } from './layout';
import { readAnswer, readMoves } from './moves';
import { type DescribedCell, type DescribedProblem, LIMITS, type NamedMove, type SquareRule } from './types';

export interface DescriptionRead {
  /** The problem, when the description has no errors. */
  problem: DescribedProblem | undefined;
  issues: Issue[];
  /** Where the id is written, for a message about it that only a set of descriptions can see (two with one id). */
  idRange?: Range;
}

/** Every property a description may have. */
export const DESCRIPTION_PROPERTIES = ['$schema', 'id', 'title', 'judge', 'url', 'notes', 'tests', 'header', 'limits', 'board', 'maxTotalCells', 'cells', 'start', 'goal', 'moves', 'answer', 'files'];

export function readDescription(text: string): DescriptionRead {
  const json = readJson(text, { maxChars: LIMITS.fileChars, maxDepth: LIMITS.depth });
  if (!json.value) return { problem: undefined, issues: json.issues };
  const c = new Checker();
  const root = json.value;
  const top = c.object(root, 'A problem description', DESCRIPTION_PROPERTIES);
  if (!top) return { problem: undefined, issues: c.issues };
  const whole = { start: root.range.start, end: { line: root.range.start.line, col: root.range.start.col + 1 } };

  const idNode = top.get('id') ? c.string(top.get('id')!.value, '"id"') : c.error(whole, 'The description needs an "id": lower-case letters and digits, such as "maze" or "abc213e".');
  let id: string | undefined;
  if (idNode) {
    if (!/^[a-z0-9]{1,32}$/.test(idNode.value)) c.error(idNode.range, `The id "${shown(idNode.value)}" must be 1 to 32 lower-case letters and digits, such as "maze" or "abc213e".`);
    else if (PROBLEM_IDS.includes(idNode.value)) c.error(idNode.range, `"${idNode.value}" is the id of a built-in problem; choose another.`);
    else id = idNode.value;
  }
  const text1 = (key: string) => (top.get(key) ? c.string(top.get(key)!.value, `"${key}"`) : undefined);
  const [title, judge, url] = [text1('title'), text1('judge'), text1('url')];
  text1('notes');
  if (url && url.value !== '' && !/^https?:\/\/\S+$/.test(url.value)) c.error(url.range, 'The url must be a web address starting with http:// or https://.');

  const layout = readLayout(c, top, whole);
  const cells = readCells(c, top.get('cells'));
  const moves = readMoves(c, top.get('moves'));
  const answer = readAnswer(c, top.get('answer'));
  const startDraft = top.get('start') && layout && readSquare(c, top.get('start')!, 'the start square', layout.names, layout.tests);
  const goalDraft = top.get('goal') && layout && readSquare(c, top.get('goal')!, 'the goal square', layout.names, layout.tests, ['differentFromStart']);
  const goalNotStart = readGoalNotStart(c, top);
  const files = readFiles(c, top.get('files'));
  // What needs only parts that were read is checked even when another part has a mistake, so that
  // the mistakes show together rather than one fix at a time; a square that is there but was not
  // read is neither missing nor in need of limits.
  if (cells && answer) {
    if (!top.get('start') && !cells.some((x) => x.role === 'start')) c.error(whole, 'Nothing to start from: give a "start" square, or a character with the role "start" in "cells".');
    if (answer.kind === 'distance' && !top.get('goal') && !cells.some((x) => x.role === 'goal'))
      c.error(top.get('answer')?.value.range ?? whole, 'The answer "distance" needs a goal: give a "goal" square, or a character with the role "goal" in "cells".');
  }
  if (goalNotStart && !top.get('start')) c.error(top.get('goal')!.value.range, '"differentFromStart" compares the goal square with a start square, and there is none.');
  if (layout && (!top.get('start') || startDraft) && (!top.get('goal') || goalDraft)) checkLimits(c, layout, [startDraft, goalDraft]);
  if (!layout || !cells || !moves || !answer || !files || c.failed) return { problem: undefined, issues: c.issues };

  const start = startDraft && squareOn(c, startDraft, cells);
  const goal = goalDraft && squareOn(c, goalDraft, cells);
  if (c.failed) return { problem: undefined, issues: c.issues };
  checkSizes(c, layout, cells, moves, [startDraft, goalDraft], whole);
  if (c.failed || (startDraft && !start) || (goalDraft && !goal)) return { problem: undefined, issues: c.issues };

  const description: ProblemDescription = {
    id: id!,
    title: title?.value || id!,
    judge: judge?.value ?? '',
    url: url?.value ?? '',
    cells: cells.map((x) => ({
      ch: x.ch,
      role: x.role === 'wall' ? 'wall' : x.role === 'start' ? 'piece' : x.role === 'goal' ? 'mark' : 'floor',
      name: x.name,
      ...(x.count !== undefined && { count: x.count }),
    })),
    layout: inputLayout(layout, [start, goal], goalNotStart),
  };
  const enterCosts = cells.some((x) => x.role !== 'wall' && x.cost > 0);
  const problem = { description, cells, start, goal, goalNotStart, moves, answer, search: chooseSearch(moves, enterCosts), files };
  return { problem, issues: c.issues, idRange: idNode!.range };
}

function readGoalNotStart(c: Checker, top: Map<string, JsonMember>): boolean {
  const goal = top.get('goal')?.value;
  const m = goal?.kind === 'object' ? goal.members.find((x) => x.key === 'differentFromStart') : undefined;
  return m ? (c.boolean(m.value, '"differentFromStart"') ?? false) : false;
}

/**
 * Where the problem's tests are: glob patterns relative to the description's
 * folder, such as "*.in" (its own folder) or "tests/**\/*.txt". Only paths
 * inside that folder: a description speaks for its own tests.
 */
function readFiles(c: Checker, member: JsonMember | undefined): string[] | undefined {
  if (!member) return [];
  const items = c.list(member.value, '"files"', LIMITS.globs);
  if (!items) return undefined;
  const out: string[] = [];
  for (const item of items) {
    const s = c.string(item, 'A pattern of "files"');
    if (!s) return undefined;
    const glob = s.value;
    if (glob.trim() === '' || glob.length > LIMITS.globLength) return c.error(s.range, `A pattern of "files" has 1 to ${LIMITS.globLength} characters, such as "*.in" or "tests/*.txt".`);
    if (/^([/\\]|[A-Za-z]:)/.test(glob) || glob.split(/[/\\]/).includes('..'))
      return c.error(s.range, `"${shown(glob)}" leaves the description's folder: a pattern of "files" is relative to it, such as "*.in" or "tests/**/*.in".`);
    if (/[^\x20-\x7e]/.test(glob)) return c.error(s.range, `"${shown(glob)}" has a character that is not printable ASCII.`);
    out.push(glob.replace(/\\/g, '/'));
  }
  return out;
}

/** The square with the characters it may stand on: by default every one that is not a wall. */
function squareOn(c: Checker, draft: SquareDraft, cells: DescribedCell[]): SquareRule | undefined {
  const free = cells.filter((x) => x.role !== 'wall').map((x) => x.ch);
  if (!draft.on) return { ...draft, on: free.join('') };
  const { text, node } = draft.on;
  if (text.length === 0) return c.error(node.range, `"on" is empty: list the characters ${draft.name} may stand on.`);
  for (const ch of text) {
    const cell = cells.find((x) => x.ch === ch);
    if (!cell) return c.error(node.range, `"on" lists "${shown(ch)}", which is not among the cells.`);
    if (cell.role === 'wall') return c.error(node.range, `"on" lists "${ch}", a wall: ${draft.name} must be a cell one can stand on.`);
  }
  return { name: draft.name, row: draft.row, col: draft.col, base: draft.base, on: text };
}

/** Every header value and the test count needs a limit, except a coordinate of a square (the board bounds it) that does not size the board too. */
function checkLimits(c: Checker, layout: Layout, squares: (SquareDraft | undefined)[]): void {
  const coordinates = new Set(squares.flatMap((s) => (s ? [s.row, s.col] : [])).filter((x) => typeof x === 'string' && x !== layout.rows && x !== layout.cols));
  for (const [name, h] of layout.names) {
    if (layout.limits.has(name) || coordinates.has(name)) continue;
    c.error(h.range, `${name === layout.tests?.name ? 'The test count' : 'The header value'} ${name} has no limit: add "${name}": "min..max" to "limits", as the statement gives it (e.g. "1..100").`);
  }
  for (const key of ['rows', 'cols'] as const) {
    const size = layout[key];
    const limit = typeof size === 'string' ? layout.limits.get(size) : undefined;
    if (limit && limit.min < 1) c.error(limit.range, `${size} gives the board's ${key === 'rows' ? 'rows' : 'columns'}: its least value must be at least 1.`);
  }
  const tests = layout.tests && layout.limits.get(layout.tests.name);
  if (tests && tests.min < 0) c.error(tests.range, 'The number of tests cannot be negative.');
}

/** The largest value a header name can take, through the names its limit bounds it by. */
function largest(layout: Layout, value: string | number): number {
  for (let at = value, steps = 0; steps <= layout.names.size; steps++) {
    if (typeof at === 'number') return at;
    const limit = layout.limits.get(at);
    if (!limit) return Infinity;
    at = limit.max;
  }
  return Infinity;
}

/**
 * What the limits allow must fit what Grid Lens reads and solves: a board of
 * at most LIMITS.boardCells cells, an input of at most LIMITS.fileCells, a
 * bounded number of moves looked at, distances within 32 bits.
 */
function checkSizes(c: Checker, layout: Layout, cells: DescribedCell[], moves: NamedMove[], squares: (SquareDraft | undefined)[], whole: Range): void {
  const rows = largest(layout, layout.rows);
  const cols = largest(layout, layout.cols);
  const sizeRange = (v: string | number) => (typeof v === 'string' ? (layout.limits.get(v)?.range ?? whole) : whole);
  const board = Math.min(rows * cols, layout.totalCells ?? Infinity);
  const fmt = (n: number) => n.toLocaleString('en-US');
  if (board > LIMITS.boardCells) {
    const message = `The limits allow boards of ${fmt(rows)} × ${fmt(cols)} cells; Grid Lens reads at most ${fmt(LIMITS.boardCells)} cells per test. Lower the limits of the board's size, or give "maxTotalCells".`;
    c.error(sizeRange(layout.rows), message);
    if (layout.cols !== layout.rows) c.error(sizeRange(layout.cols), message);
    return;
  }
  const tests = layout.tests ? largest(layout, layout.tests.name) : 1;
  if (tests > LIMITS.tests) {
    c.error(sizeRange(layout.tests!.name), `The limits allow ${fmt(tests)} tests in a file; Grid Lens reads at most ${fmt(LIMITS.tests)}.`);
    return;
  }
  const total = Math.min(tests * board, layout.totalCells ?? Infinity);
  if (total > LIMITS.fileCells) {
    c.error(
      layout.tests ? sizeRange(layout.tests.name) : whole,
      `The limits allow ${fmt(tests)} tests of up to ${fmt(board)} cells each; a file holds at most ${fmt(LIMITS.fileCells)} cells (64 MB). Give "maxTotalCells", the statement's bound on all boards together.`,
    );
    return;
  }
  const perCell = moves.reduce((n, m) => n + m.offsets.length / 2, 0);
  if (total * perCell > LIMITS.work) {
    c.error(whole, `The moves have ${perCell} offsets and directions in all: on ${fmt(total)} cells that is more than ${fmt(LIMITS.work)} moves to look at. Use fewer, or lower the limits.`);
    return;
  }
  const cellCost = Math.max(0, ...cells.filter((x) => x.role !== 'wall').map((x) => x.cost));
  const moveCost = Math.max(0, ...moves.map((m) => m.cost));
  // A fewest-cost route enters each cell at most once.
  if (board * (cellCost + moveCost) > 0x7fffffff - 1)
    c.error(whole, `Costs up to ${fmt(moveCost)} per move and ${fmt(cellCost)} per cell, on boards of ${fmt(board)} cells, can add up beyond 2,147,483,646: lower the costs.`);
  for (const s of squares) {
    if (!s) continue;
    for (const [key, size] of [
      ['row', rows],
      ['col', cols],
    ] as const) {
      const v = s[key];
      if (typeof v === 'number' && v - s.base >= size)
        c.error(s.range, `The ${key} of ${s.name} is ${v}, beyond every board the limits allow (at most ${fmt(size)} ${key === 'row' ? 'rows' : 'columns'}).`);
    }
  }
}

/** The core's input layout: the test count, the header's numbers with their limits, the board's size and the squares. */
function inputLayout(layout: Layout, squares: (SquareRule | undefined)[], goalNotStart: boolean): InputLayout {
  const coordinate = new Map<string, { size: string | number; base: 0 | 1 }>();
  for (const s of squares) {
    if (!s) continue;
    if (typeof s.row === 'string') coordinate.set(s.row, { size: layout.rows, base: s.base });
    if (typeof s.col === 'string') coordinate.set(s.col, { size: layout.cols, base: s.base });
  }
  const spec = (name: string): NumberSpec => {
    const limit = layout.limits.get(name);
    if (limit) return { name, min: limit.min, max: limit.max };
    // A coordinate without a limit of its own: within the board (checked again against each test's board).
    const { size, base } = coordinate.get(name)!;
    if (base === 1) return { name, min: 1, max: size };
    return { name, min: 0, max: largest(layout, size) - 1, maxNote: 'one less than the largest board the limits allow' };
  };
  const tests = layout.tests && layout.limits.get(layout.tests.name)!;
  const named = squares.filter((s): s is SquareRule => s !== undefined);
  return {
    ...(layout.tests && tests && { tests: { name: layout.tests.name, what: `the number of tests ${layout.tests.name}`, min: tests.min, max: tests.max, noun: 'test' } }),
    header: layout.header.map((line) => line.map((h) => spec(h.name))),
    rows: layout.rows,
    cols: layout.cols,
    ...(layout.totalCells !== undefined && { totalCells: layout.totalCells }),
    ...(named.length > 0 && { squares: named.map((s): SquareSpec => ({ ...squareNames(s.name), row: s.row, col: s.col, base: s.base, on: s.on })) }),
    ...(goalNotStart && named.length === 2 && { distinctSquares: true }),
  };
}

/** How the shared reader's messages name a square: "the start square S", "the goal square G". */
function squareNames(name: string): { letter: string; kind: string } {
  const kind = name.replace(/^the /, '').replace(/ square$/, '');
  return { kind, letter: kind.charAt(0).toUpperCase() };
}
