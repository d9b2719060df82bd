// Matrix (UVa 10358, also POJ 2999): you against two agents on an 8×8 board.
// You move, then both agents move at once; after every move you escape if you
// stand on a phone no agent holds, else an agent on your square eliminates you.
// Solved exactly by retrograde analysis (search/retrograde.ts); the write-up's
// 40-ply depth limit is not exact (see shared/problems/README.md).
//
// Game lengths are counted in your moves: "escape in k" means on your k-th
// move, "eliminated in k" means right after your k-th move.

import { has, profile } from '../profile';
import { type Case, type CaseResult, type Detection, type Parsed, type Problem, UNREACHABLE, WALL } from '../problem';
import { capitalize, Cursor, listChars, plural, readCountedCases, reportTextIssues } from '../reader';
import { gridBfs } from '../search/bfs';
import { bestPlay } from '../search/chase-line';
import { positionValue, solveChase, type ChaseBoard } from '../search/retrograde';
import { NUMBER_LINE, range, SourceText, trimJudge } from '../source';
import { markWalls, maxOf, openCells, reportPieces } from './common';

const ALPHABET = '.#PAM';
const SIDE = 8;
/** The statement sets no limit; this one keeps the memory and time an analysis takes bounded. */
const MAX_N = 10_000;
/** A trapped game's line stops here if no position has repeated yet. */
const TRAPPED_PLIES = 64;

export interface MatrixCase extends Case {
  /** Your start square (M), or -1. */
  you: number;
  /** The agents' start squares (A), in reading order, or -1. */
  agents: [number, number];
}

export const OUTCOMES = ['escape', 'eliminated', 'trapped'] as const;
const ESCAPE = 0;
const ELIMINATED = 1;
const TRAPPED = 2;
const ANSWERS = ['You can escape.', 'You are eliminated.', 'You are trapped in the Matrix.'];

/** The pieces layer: which piece stands on each floor square at the start. */
const PIECES = ['floor', 'phone', 'agent', 'you'] as const;
const PIECE_FLOOR = 0;
const PIECE_PHONE = 1;
const PIECE_AGENT = 2;
const PIECE_YOU = 3;

export const matrix: Problem<MatrixCase> = {
  id: 'matrix',
  title: 'Matrix',
  judge: 'UVa 10358',
  url: 'https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=1299',

  detect(src: SourceText): Detection {
    const p = profile(src);
    if (p.shapes[0] !== 1) return { confidence: 0, reason: 'it does not start with a scenario count' };
    if (p.gridLines === 0) return { confidence: 0.05, reason: 'a count, but no board yet' };
    // Pacman, Bishop and Z-Game put a line of numbers (sizes, coordinates) after the count; Matrix never does.
    if (p.shapes[1] !== -1 || p.shapes.slice(1).some((s) => s > 0)) return { confidence: 0.05, reason: 'it has lines of numbers after the count' };
    let inside = 0;
    let total = 0;
    for (const [ch, n] of p.chars) {
      total += n;
      if (ALPHABET.includes(ch) || ch === '\u2026') inside += n;
    }
    if (inside < 0.9 * total) return { confidence: 0.05, reason: `its rows are not made of ${listChars(ALPHABET)}` };
    if ([...p.widths].some((w) => w > SIDE + 2)) return { confidence: 0.2, reason: 'its rows are wider than 8 squares' };
    const pieces = ['M', 'A', 'P'].filter((c) => has(p, c));
    if (pieces.length === 0) return { confidence: 0.6, reason: 'a count, then rows of at most 8 squares of "." and "#"' };
    return {
      confidence: 0.88 + 0.03 * pieces.length,
      reason: `a scenario count, then 8×8 boards of ${listChars(ALPHABET)}`,
    };
  },

  parse(src: SourceText): Parsed<MatrixCase> {
    const issues: Parsed['issues'] = [];
    const cur = new Cursor(src, issues);
    // Errors reported since issue number `from`: only the current scenario's are looked at.
    const errorsSince = (from: number) => issues.slice(from).some((i) => i.severity === 'error');
    // A judge reads 8 rows per scenario whatever the blank lines: when the rows
    // are exactly 8 per scenario the count says, each takes the next 8.
    const byCount = rowsMatchCount(src);
    const { cases, count } = readCountedCases(cur, { name: 'the number of scenarios n', min: 1, max: MAX_N, maxNote: 'the most Grid Lens reads (the statement sets no limit)' }, 'scenario', (index) => {
      const scenario = `scenario ${index + 1}`;
      cur.skipBlank();
      const firstLine = cur.line;
      if (NUMBER_LINE.test(src.content[firstLine])) {
        cur.report(range(firstLine, 0, src.content[firstLine].length), `Unexpected line of numbers where ${scenario} should start: only the first line holds a number, and each scenario is 8 rows of ${listChars(ALPHABET)}.`, 'extra');
        cur.line++;
        return undefined;
      }
      const rows = byCount ? nextRows(src, firstLine) : rowsOfScenario(src, firstLine);
      const issuesBefore = issues.length;
      const c: MatrixCase = { index, firstLine, lastLine: firstLine, grid: undefined, valid: false, you: -1, agents: [-1, -1] };
      const grid = cur.readGrid({ rows: rows.count, cols: SIDE, alphabet: ALPHABET, what: (r) => `row ${r + 1} of ${scenario}` });
      c.lastLine = Math.max(firstLine, cur.line - 1);
      if (rows.count < SIDE) {
        const last = c.lastLine;
        cur.report(range(last, 0, Math.max(1, src.content[last].length)), `${capitalize(scenario)} has ${rows.count} ${plural(rows.count, 'row')}; a board has ${SIDE}: ${SIDE - rows.count} ${SIDE - rows.count === 1 ? 'row is' : 'rows are'} missing.`, 'missing');
        return c;
      }
      if (rows.gapLine >= 0) {
        cur.report(range(rows.gapLine, 0, 0), `A blank line inside ${scenario}: readers that take 8 lines per scenario will misread it.`, 'other', 'warning');
      }
      if (!grid) return c;
      c.grid = grid;
      const [you, a1, a2] = reportPieces(cur, grid, firstLine, scenario, [
        { ch: 'M', name: 'you' },
        { ch: 'A', name: 'agents', count: 2 },
      ]);
      c.you = you;
      c.agents = [a1, a2];
      c.valid = you >= 0 && a1 >= 0 && a2 >= 0 && !errorsSince(issuesBefore);
      return c;
    });
    reportTextIssues(src, issues);
    return { cases, issues, count };
  },

  solve(c: MatrixCase): CaseResult {
    const grid = c.grid!;
    const open = openCells(grid);
    const phones = new Uint8Array(grid.size);
    const P = 'P'.charCodeAt(0);
    for (let i = 0; i < grid.size; i++) phones[i] = grid.cells[i] === P ? 1 : 0;
    const board: ChaseBoard = { open, phones, agents: c.agents };
    const solution = solveChase(board);
    const [a1, a2] = c.agents;

    // If you started on s instead of M. A phone or an agent's square counts as
    // already decided (0 moves), as if you had just stepped there.
    const outcome = new Int32Array(grid.size);
    const depth = new Int32Array(grid.size);
    for (let s = 0; s < grid.size; s++) {
      if (!open[s]) {
        outcome[s] = depth[s] = WALL;
      } else if (phones[s]) {
        outcome[s] = ESCAPE;
      } else if (s === a1 || s === a2) {
        outcome[s] = ELIMINATED;
      } else {
        const v = positionValue(solution, s, a1, a2);
        outcome[s] = v > 0 ? ESCAPE : v < 0 ? ELIMINATED : TRAPPED;
        depth[s] = v === 0 ? UNREACHABLE : Math.abs(v);
      }
    }
    const agentDistance = markWalls(open, gridBfs(SIDE, SIDE, open, [a1, a2]));
    const pieces = new Int32Array(grid.size);
    for (let s = 0; s < grid.size; s++) pieces[s] = !open[s] ? WALL : s === c.you ? PIECE_YOU : s === a1 || s === a2 ? PIECE_AGENT : phones[s] ? PIECE_PHONE : PIECE_FLOOR;

    const result = outcome[c.you];
    const moves = depth[c.you];
    const play = bestPlay(board, solution, c.you, result === TRAPPED ? TRAPPED_PLIES : 2 * moves);
    const label =
      result === ESCAPE
        ? `best play: you escape on your move ${moves}`
        : result === ELIMINATED
          ? `best play: you are eliminated after your move ${moves}`
          : `you stay out of reach: ${play.plies} plies shown`;
    return {
      answer: ANSWERS[result],
      summary: { outcome: OUTCOMES[result], moves },
      layers: [
        { id: 'outcome', name: 'Outcome from each square', unit: '', legend: 'the result if you started on the square', values: outcome, kind: 'category', categories: [...OUTCOMES], max: 2 },
        { id: 'depth', name: 'Moves until decided', unit: 'moves', legend: 'your moves until you escape or are eliminated, if you started on the square', values: depth, kind: 'scalar', max: maxOf(depth) },
        { id: 'agentDistance', name: 'Distance from the agents', unit: 'steps', legend: "steps from the nearer agent's start", values: agentDistance, kind: 'scalar', max: maxOf(agentDistance) },
        { id: 'pieces', name: 'Pieces', unit: '', legend: 'where you, the agents and the phones stand', values: pieces, kind: 'category', categories: [...PIECES], max: PIECES.length - 1 },
      ],
      marks: [
        { layer: 'pieces', category: PIECE_AGENT, label: 'an agent', style: 'outline' },
        { layer: 'pieces', category: PIECE_PHONE, label: 'a phone', style: 'underline' },
      ],
      line: { label, pieces: ['you', 'agent', 'agent'], cells: play.cells },
    };
  },

  describeCell(c: MatrixCase, result: CaseResult, cell: number): [string, string][] {
    const [outcome, depth, agentDistance] = result.layers.map((l) => l.values);
    if (outcome[cell] === WALL) return [['Cell', 'wall']];
    const rows: [string, string][] = [];
    const grid = c.grid!;
    const piece = cell === c.you ? 'you (M)' : cell === c.agents[0] || cell === c.agents[1] ? 'an agent (A)' : grid.char(cell) === 'P' ? 'a phone (P)' : 'floor';
    rows.push(['Cell', piece]);
    const k = depth[cell];
    const moves = `${k} ${plural(k, 'move')}`;
    const from = outcome[cell] === TRAPPED ? 'trapped: neither side can force a result' : k === 0 ? (outcome[cell] === ESCAPE ? 'escape at once' : 'eliminated at once') : outcome[cell] === ESCAPE ? `escape in ${moves}` : `eliminated after ${moves}`;
    rows.push(['Starting here', from]);
    const d = agentDistance[cell];
    rows.push(['Nearer agent', d === UNREACHABLE ? 'cannot reach this square' : `${d} ${plural(d, 'step')} away`]);
    return rows;
  },
};

/** True when the rows after the count line are exactly 8 for each scenario it says. */
function rowsMatchCount(src: SourceText): boolean {
  let l = 0;
  while (l < src.lineCount && src.isBlank(l)) l++;
  const count = l < src.lineCount && /^\d+$/.test(trimJudge(src.content[l])) ? Number(trimJudge(src.content[l])) : -1;
  if (count < 1 || count > MAX_N) return false;
  let rows = 0;
  for (l++; l < src.lineCount; l++) if (!src.isBlank(l) && !NUMBER_LINE.test(src.content[l])) rows++;
  return rows === SIDE * count;
}

/** The next 8 rows from `line` on, across blank lines, as a judge reads them; where the first blank inside them is. */
function nextRows(src: SourceText, line: number): { count: number; gapLine: number } {
  let count = 0;
  let gapLine = -1;
  for (let l = line; l < src.lineCount && count < SIDE; l++) {
    if (src.isBlank(l)) {
      if (gapLine < 0) gapLine = l;
    } else if (NUMBER_LINE.test(src.content[l])) break;
    else count++;
  }
  return { count, gapLine: count === SIDE ? gapLine : -1 };
}

/**
 * How many rows the scenario starting at `line` has: consecutive rows, and the
 * next blocks too while they only complete the board (a stray blank line
 * inside it). A block that is short and followed by a full one is a scenario
 * missing rows, which must not take rows from the next scenario.
 */
function rowsOfScenario(src: SourceText, line: number): { count: number; gapLine: number } {
  let count = 0;
  let gapLine = -1;
  let l = line;
  while (count < SIDE) {
    let block = 0;
    let m = l;
    while (m < src.lineCount && !src.isBlank(m) && !NUMBER_LINE.test(src.content[m]) && count + block < SIDE + 1) {
      block++;
      m++;
    }
    if (count > 0 && count + block > SIDE) break;
    count = Math.min(SIDE, count + block);
    if (count >= SIDE || m >= src.lineCount || !src.isBlank(m)) break;
    if (gapLine < 0) gapLine = m;
    while (m < src.lineCount && src.isBlank(m)) m++;
    if (m >= src.lineCount) break;
    l = m;
  }
  return { count, gapLine: count === SIDE ? gapLine : -1 };
}
