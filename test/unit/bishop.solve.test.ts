// Bishop 2's answers and layers: the AtCoder samples, boards worked out by
// hand, and thousands of random small boards against a literal square-by-square
// search (brute/bishop.ts).

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import { type CaseResult, type LayerValues, UNREACHABLE, WALL } from '../../src/core/problem';
import { bishop, type BishopCase } from '../../src/core/problems/bishop';
import { SourceText } from '../../src/core/text/source';
import { type Board, isMove, movesFrom } from './brute/bishop';
import { Random } from './random';

const EXAMPLES = join(__dirname, '..', '..', 'examples', 'bishop');

/** The input text; a and b are 0-based [row, col]. */
function inputOf(board: Board, a: [number, number], b: [number, number]): string {
  return `${board.length}\n${a[0] + 1} ${a[1] + 1}\n${b[0] + 1} ${b[1] + 1}\n${board.join('\n')}\n`;
}

function solved(text: string): { c: BishopCase; result: CaseResult } {
  const parsed = bishop.parse(new SourceText(text));
  assert.deepEqual(
    parsed.issues.filter((i) => i.severity === 'error'),
    [],
    text,
  );
  assert.equal(parsed.cases.length, 1);
  const c = parsed.cases[0];
  assert.ok(c.valid, text);
  return { c, result: bishop.solve(c) };
}

function layer(result: CaseResult, id: string): LayerValues {
  const l = result.layers.find((x) => x.id === id);
  assert.ok(l, `layer ${id}`);
  return l.data.get()!.values;
}

/** What a brute-force distance table should look like as a layer. */
function expectedLayer(board: Board, dist: number[][]): number[] {
  const out: number[] = [];
  for (let r = 0; r < board.length; r++) for (let c = 0; c < board.length; c++) out.push(board[r][c] === '#' ? WALL : dist[r][c] === -1 ? UNREACHABLE : dist[r][c]);
  return out;
}

function randomCase(rnd: Random, minN: number, maxN: number): { board: string[]; a: [number, number]; b: [number, number] } {
  const n = rnd.int(minN, maxN);
  const wallShare = rnd.pick([0, 0.1, 0.25, 0.4, 0.6]);
  const cells = Array.from({ length: n * n }, () => (rnd.chance(wallShare) ? '#' : '.'));
  const [a, b] = rnd.distinct(n * n, 2);
  // A and B must be empty; clearing them keeps the wall share honest elsewhere.
  cells[a] = '.';
  cells[b] = '.';
  const board: string[] = [];
  for (let r = 0; r < n; r++) board.push(cells.slice(r * n, (r + 1) * n).join(''));
  return { board, a: [Math.floor(a / n), a % n], b: [Math.floor(b / n), b % n] };
}

/** Checks everything the core says about one board against the brute force. */
function checkAgainstBrute(board: string[], a: [number, number], b: [number, number], label: string): number {
  const n = board.length;
  const { c, result } = solved(inputOf(board, a, b));
  const fromA = movesFrom(board, a[0], a[1]);
  const toB = movesFrom(board, b[0], b[1]);
  const best = fromA[b[0]][b[1]];
  assert.equal(result.answer, String(best), `${label}: answer`);
  assert.equal(result.summary.moves, best, `${label}: summary`);
  assert.equal(result.summary.reachable, best !== -1, `${label}: reachable`);
  const expectedFromA = expectedLayer(board, fromA);
  assert.deepEqual([...layer(result, 'fromA')], expectedFromA, `${label}: fromA`);
  // The search reports these itself, without another pass over the board.
  assert.equal(result.summary.reachableSquares, expectedFromA.filter((d) => d >= 0).length, `${label}: reachable squares`);
  assert.equal(result.layers.find((l) => l.id === 'fromA')!.data.get()!.max, Math.max(0, ...expectedFromA), `${label}: fromA max`);
  assert.deepEqual([...layer(result, 'toB')], expectedLayer(board, toB), `${label}: toB`);
  const onRoute = layer(result, 'onRoute');
  for (let r = 0; r < n; r++) {
    for (let col = 0; col < n; col++) {
      const want = board[r][col] === '#' ? WALL : best !== -1 && fromA[r][col] !== -1 && toB[r][col] !== -1 && fromA[r][col] + toB[r][col] === best ? 1 : 0;
      assert.equal(onRoute[r * n + col], want, `${label}: onRoute at (${r + 1}, ${col + 1})`);
    }
  }
  if (best === -1) {
    assert.equal(result.line.get(), undefined, `${label}: no route when unreachable`);
    return best;
  }
  const route = [...result.line.get()!.cells];
  assert.deepEqual(result.line.get()!.pieces, ['bishop']);
  assert.equal(route.length, best + 1, `${label}: route length`);
  assert.equal(route[0], c.a, `${label}: route starts at A`);
  assert.equal(route[route.length - 1], c.b, `${label}: route ends at B`);
  for (let s = 1; s < route.length; s++) {
    const from: [number, number] = [Math.floor(route[s - 1] / n), route[s - 1] % n];
    const to: [number, number] = [Math.floor(route[s] / n), route[s] % n];
    assert.ok(isMove(board, from, to), `${label}: route step ${s} is a bishop move`);
  }
  return best;
}

describe('bishop: answers', () => {
  it('prints the AtCoder samples and every example .ans', () => {
    const names = readdirSync(EXAMPLES).filter((f) => f.endsWith('.in'));
    assert.ok(names.length >= 5, 'the samples and the telling cases');
    const want: Record<string, string> = { 'sample1.in': '3\n', 'sample2.in': '-1\n', 'sample3.in': '9\n' };
    for (const name of names) {
      const a = analyze(readFileSync(join(EXAMPLES, name), 'utf8'));
      assert.equal(a.problem?.id, 'bishop', name);
      assert.deepEqual(a.errors, [], name);
      assert.equal(a.output, readFileSync(join(EXAMPLES, name.replace(/\.in$/, '.ans')), 'utf8'), name);
      if (want[name]) assert.equal(a.output, want[name], name);
    }
    for (const name of Object.keys(want)) assert.ok(names.includes(name), name);
  });

  it('tells the two ways of -1 apart in the examples: colour and pawns', () => {
    const summary = (name: string) => analyze(readFileSync(join(EXAMPLES, name), 'utf8')).results[0]!.summary;
    assert.deepEqual([summary('other-colour.in').moves, summary('other-colour.in').sameColour], [-1, false]);
    assert.deepEqual([summary('walled-in.in').moves, summary('walled-in.in').sameColour], [-1, true]);
    assert.deepEqual([summary('detour.in').moves, summary('detour.in').sameColour], [5, true]);
  });

  it('agrees with the brute force on the samples, layers and route included', () => {
    assert.equal(checkAgainstBrute(['....#', '...#.', '.....', '.#...', '#....'], [0, 2], [2, 4], 'sample 1'), 3);
    assert.equal(checkAgainstBrute(['....', '....', '....', '....'], [2, 1], [3, 1], 'sample 2'), -1);
  });

  // Each expectation was worked out on paper from the rules.
  const byHand: [string, string[], [number, number], [number, number], number][] = [
    ['one slide along the long diagonal', ['...', '...', '...'], [0, 0], [2, 2], 1],
    ['a pawn on the only diagonal out traps the bishop', ['...', '.#.', '...'], [0, 0], [2, 2], -1],
    ['two moves around the corner', ['....', '....', '....', '....'], [0, 0], [0, 2], 2],
    ['squares of the other colour are never reached', ['..', '..'], [0, 0], [0, 1], -1],
    ['walled in by its four diagonal neighbours, B of the same colour', ['.....', '.#.#.', '.....', '.#.#.', '.....'], [2, 2], [0, 0], -1],
    ['a slide may stop short of the edge', ['.....', '.....', '.....', '.....', '.....'], [0, 0], [2, 2], 1],
    // B is entered only from (4,4)'s one free neighbour (3,3), which is entered only along r+c = 6,
    // first reached at (2,4) by (0,0) → (1,1) → (0,2) → (2,4).
    ['a slide cannot jump a pawn', ['.....', '.....', '..#..', '.....', '.....'], [0, 0], [4, 4], 5],
  ];
  for (const [name, board, a, b, want] of byHand) {
    it(name, () => assert.equal(checkAgainstBrute(board, a, b, name), want));
  }

  it('matches the brute force on 3000 random boards of side 2..8 (seed 246)', () => {
    const rnd = new Random(246);
    const seen = new Set<number>();
    for (let k = 0; k < 3000; k++) {
      const { board, a, b } = randomCase(rnd, 2, 8);
      seen.add(checkAgainstBrute(board, a, b, `board ${k} (seed 246)`));
    }
    // The boards must exercise unreachable squares and routes of several lengths.
    for (const v of [-1, 1, 2, 3, 4]) assert.ok(seen.has(v), `some board needs ${v} moves`);
  });

  it('matches the brute force on 40 random boards of side 20..40 (seed 1500)', () => {
    const rnd = new Random(1500);
    for (let k = 0; k < 40; k++) {
      const { board, a, b } = randomCase(rnd, 20, 40);
      checkAgainstBrute(board, a, b, `board ${k} (seed 1500)`);
    }
  });

  it('solves the largest open board', () => {
    const n = 1500;
    const board = Array.from({ length: n }, () => '.'.repeat(n));
    const corner = solved(inputOf(board, [0, 0], [n - 1, n - 1])).result;
    assert.equal(corner.answer, '1');
    assert.equal(solved(inputOf(board, [0, 0], [0, 2])).result.answer, '2');
    assert.equal(solved(inputOf(board, [0, 0], [0, 1])).result.answer, '-1');
    // Half the squares share A's colour; all of them are within two moves.
    assert.equal(corner.summary.reachableSquares, (n * n) / 2);
    assert.equal(
      Array.from(layer(corner, 'fromA')).reduce((m, v) => Math.max(m, v), 0),
      2,
    );
  });

  it('describes squares for the hover', () => {
    const { c, result } = solved(inputOf(['....#', '...#.', '.....', '.#...', '#....'], [0, 2], [2, 4]));
    assert.deepEqual(bishop.describeCell(c, result, 4), [['Cell', 'pawn']]);
    assert.deepEqual(bishop.describeCell(c, result, c.a), [
      ['Cell', 'start square A'],
      ['Moves from A', '0'],
      ['Moves to B', '3'],
      ['Optimal route', 'on an optimal route'],
    ]);
    assert.deepEqual(bishop.describeCell(c, result, c.b)[0], ['Cell', 'target square B']);
    // (1, 1) is A → (2, 2) → (1, 1), and (1, 1) → (4, 4) → B: 2 + 2 > 3.
    assert.deepEqual(bishop.describeCell(c, result, 0), [
      ['Moves from A', '2'],
      ['Moves to B', '2'],
      ['Optimal route', 'no'],
    ]);
    // (2, 2) is where the sample's own route lands first: 1 + 2 = 3.
    assert.deepEqual(bishop.describeCell(c, result, 6), [
      ['Moves from A', '1'],
      ['Moves to B', '2'],
      ['Optimal route', 'on an optimal route'],
    ]);
    assert.deepEqual(bishop.describeCell(c, result, 1)[0], ['Moves from A', 'unreachable (other colour than A)']);
  });

  it('names the colour as the reason only where it is the reason', () => {
    const apart = solved(inputOf(['....', '....', '....', '....'], [0, 0], [0, 1]));
    assert.deepEqual(bishop.describeCell(apart.c, apart.result, apart.c.a), [
      ['Cell', 'start square A'],
      ['Moves from A', '0'],
      ['Moves to B', 'unreachable (other colour than B)'],
      ['Optimal route', 'no'],
    ]);
    assert.deepEqual(bishop.describeCell(apart.c, apart.result, apart.c.b).slice(1, 3), [
      ['Moves from A', 'unreachable (other colour than A)'],
      ['Moves to B', '0'],
    ]);
    // Same colour, but the four diagonal neighbours of B are pawns.
    const walled = solved(inputOf(['.....', '.#.#.', '.....', '.#.#.', '.....'], [0, 0], [2, 2]));
    assert.deepEqual(bishop.describeCell(walled.c, walled.result, walled.c.b)[1], ['Moves from A', 'unreachable']);
  });
});
