// The generic move search (core/search/moves) against a plain Dijkstra over
// an explicit adjacency list (brute/moves.ts), on thousands of random small
// boards with random move kinds, costs, entry costs and walls one may break.

import { strict as assert } from 'node:assert';
import { UNREACHABLE, WALL } from '../../src/core/problem';
import { chooseSearch, type MoveKind } from '../../src/core/search/moves/rules';
import { type CellTable, searchMoves } from '../../src/core/search/moves/search';
import { type BruteBoard, type BruteKind, dijkstra, edges, entryCost, reversed, touched } from './brute/moves';
import { Random } from './random';

const ORTHOGONAL: [number, number][] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
const DIAGONAL: [number, number][] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];
const KNIGHT: [number, number][] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];

export function tableOf(b: BruteBoard): CellTable {
  const free = new Uint8Array(256);
  const enter = new Int32Array(256);
  for (const ch of b.free) free[ch.charCodeAt(0)] = 1;
  for (const [ch, cost] of Object.entries(b.enter)) enter[ch.charCodeAt(0)] = cost;
  return { free, enter };
}

export function coreKinds(kinds: BruteKind[]): MoveKind[] {
  return kinds.map((k) => ({ type: k.type, offsets: k.offsets.flat(), cost: k.cost, throughWalls: k.throughWalls }));
}

function randomOffsets(rnd: Random, most: number): [number, number][] {
  const out: [number, number][] = [];
  const n = rnd.int(1, 4);
  while (out.length < n) {
    const o: [number, number] = [rnd.int(-most, most), rnd.int(-most, most)];
    if ((o[0] !== 0 || o[1] !== 0) && !out.some((x) => x[0] === o[0] && x[1] === o[1])) out.push(o);
  }
  return out;
}

function randomKind(rnd: Random, weighted: boolean): BruteKind {
  const type = rnd.pick(['step', 'step', 'ride', 'slide'] as const);
  const offsets =
    type === 'step'
      ? rnd.pick([ORTHOGONAL, DIAGONAL, KNIGHT, [...ORTHOGONAL, ...DIAGONAL], randomOffsets(rnd, 3)])
      : rnd.pick([ORTHOGONAL, DIAGONAL, [...ORTHOGONAL, ...DIAGONAL], randomOffsets(rnd, 2), [[0, 1]] as [number, number][]]);
  const cost = weighted ? rnd.pick([0, 1, 2, 3, 7]) : rnd.pick([0, 1, 1, 1, 2]);
  return { type, offsets, cost, throughWalls: type === 'step' && rnd.chance(0.2) };
}

interface Scenario {
  board: BruteBoard;
  kinds: BruteKind[];
  sources: number[];
  targets: number[];
  countSource: boolean;
}

function randomScenario(rnd: Random, maxSide: number): Scenario | undefined {
  const rows = rnd.int(1, maxSide);
  const cols = rnd.int(1, maxSide);
  const weighted = rnd.chance(0.4);
  const letters = weighted ? '.#123459' : rnd.chance(0.5) ? '.#' : '.#o';
  const wallShare = rnd.pick([0, 0.15, 0.3, 0.5]);
  const board: BruteBoard = { rows: [], free: letters.replace('#', ''), enter: weighted ? { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 9: 9 } : {} };
  for (let r = 0; r < rows; r++) {
    let row = '';
    for (let c = 0; c < cols; c++) row += rnd.chance(wallShare) ? '#' : rnd.pick([...letters.replace('#', '')]);
    board.rows.push(row);
  }
  const freeCells = [...board.rows.join('')].flatMap((ch, i) => (ch === '#' ? [] : [i]));
  if (freeCells.length === 0) return undefined;
  const kinds = Array.from({ length: rnd.int(1, 3) }, () => randomKind(rnd, weighted));
  const pickSome = () => rnd.distinct(freeCells.length, Math.min(freeCells.length, rnd.int(1, 3))).map((k) => freeCells[k]);
  return { board, kinds, sources: pickSome(), targets: pickSome(), countSource: rnd.chance(0.3) };
}

/** A brute-force distance list as the core lays it out: WALL on walls no one stands on. */
function expected(b: BruteBoard, dist: number[]): number[] {
  const flat = b.rows.join('');
  return dist.map((d, i) => (d >= 0 ? d : b.free.includes(flat[i]) ? UNREACHABLE : WALL));
}

function check(s: Scenario, label: string): void {
  const { board, kinds, sources, targets, countSource } = s;
  const rows = board.rows.length;
  const cols = board.rows[0].length;
  const cells = Uint8Array.from(board.rows.join(''), (ch) => ch.charCodeAt(0));
  const table = tableOf(board);
  const adjacency = edges(board, kinds);
  const what = `${label}\n${board.rows.join('\n')}\nkinds ${JSON.stringify(kinds)}\nsources ${sources} targets ${targets} countSource ${countSource}`;

  const forward = searchMoves(rows, cols, cells, table, coreKinds(kinds), sources, { countSource, parents: true });
  const want = dijkstra(
    adjacency,
    sources.map((v) => [v, countSource ? entryCost(board, v) : 0]),
  );
  assert.deepEqual([...forward.dist], expected(board, want), `${what}\nforward distances`);
  const found = want.filter((d) => d >= 0);
  assert.equal(forward.reached, found.length, `${what}\nreached`);
  assert.equal(forward.farthest, Math.max(0, ...found), `${what}\nfarthest`);
  assert.equal(forward.touched, touched(board, kinds, want), `${what}\ntouched`);
  const enterCosts = Object.values(board.enter).some((c) => c > 0);
  assert.equal(forward.search, chooseSearch(coreKinds(kinds), enterCosts), what);

  // Every cell's route is a chain of real moves from a source whose costs add up to its distance.
  for (let cell = 0; cell < rows * cols; cell++) {
    const route = forward.route(cell);
    if (want[cell] < 0) {
      assert.equal(route.length, 0, `${what}\nroute to unreached ${cell}`);
      continue;
    }
    assert.ok(sources.includes(route[0]), `${what}\nroute to ${cell} starts at ${route[0]}`);
    assert.equal(route[route.length - 1], cell);
    let total = countSource ? entryCost(board, route[0]) : 0;
    for (let k = 1; k < route.length; k++) {
      const moves = adjacency[route[k - 1]].filter((e) => e.to === route[k]);
      assert.ok(moves.length > 0, `${what}\nroute to ${cell}: no move ${route[k - 1]} → ${route[k]}`);
      total += Math.min(...moves.map((e) => e.cost));
    }
    assert.equal(total, want[cell], `${what}\nroute to ${cell} costs ${total}`);
  }

  const backward = searchMoves(rows, cols, cells, table, coreKinds(kinds), targets, { reverse: true });
  const wantBack = dijkstra(
    reversed(adjacency),
    targets.map((v) => [v, 0]),
  );
  assert.deepEqual([...backward.dist], expected(board, wantBack), `${what}\ndistances to the targets`);
  assert.equal(backward.reached, wantBack.filter((d) => d >= 0).length, `${what}\nreached backwards`);
}

describe('move search: against a plain Dijkstra over every move', function () {
  this.timeout(120_000);

  it('4000 random small boards (seed 7)', () => {
    const rnd = new Random(7);
    let done = 0;
    for (let n = 0; done < 4000; n++) {
      const s = randomScenario(rnd, 7);
      if (s) {
        check(s, `case #${n}`);
        done++;
      }
    }
  });

  it('60 random boards up to 24 × 24 (seed 11)', () => {
    const rnd = new Random(11);
    let done = 0;
    for (let n = 0; done < 60; n++) {
      const s = randomScenario(rnd, 24);
      if (s) {
        check(s, `case #${n}`);
        done++;
      }
    }
  });

  it('the fast way for one cost, steps and rides gives what the general loop gives (2000 boards, seed 5)', () => {
    const rnd = new Random(5);
    let done = 0;
    for (let n = 0; done < 2000; n++) {
      const s = randomScenario(rnd, 9);
      if (!s) continue;
      // One positive cost, no slides, no walls entered, no entry costs: the fast way's ground.
      const cost = rnd.int(1, 3);
      const kinds = s.kinds.map((k) => ({ ...k, type: k.type === 'slide' ? ('ride' as const) : k.type, cost, throughWalls: false }));
      const board = { ...s.board, enter: {} };
      const cells = Uint8Array.from(board.rows.join(''), (ch) => ch.charCodeAt(0));
      const [rows, cols] = [board.rows.length, board.rows[0].length];
      for (const reverse of [false, true]) {
        const fast = searchMoves(rows, cols, cells, tableOf(board), coreKinds(kinds), s.sources, { reverse, parents: true });
        const plain = searchMoves(rows, cols, cells, tableOf(board), coreKinds(kinds), s.sources, { reverse, parents: true, plain: true });
        const what: string = `case #${n}\n${board.rows.join('\n')}\n${JSON.stringify(kinds)} from ${s.sources} reverse ${reverse}`;
        assert.equal(fast.search, 'bfs', what);
        assert.deepEqual([...fast.dist], [...plain.dist], what);
        // Routes may differ, but both are as long as the distance says.
        for (let cell = 0; cell < rows * cols; cell++) if (!reverse && fast.at(cell) >= 0) assert.equal((fast.route(cell).length - 1) * cost, fast.at(cell), what);
      }
      done++;
    }
  });

  it('picks BFS, 0-1 BFS or Dijkstra from the costs', () => {
    const step = (cost: number): MoveKind => ({ type: 'step', offsets: [0, 1], cost });
    assert.equal(chooseSearch([step(1), step(1)], false), 'bfs');
    assert.equal(chooseSearch([step(3)], false), 'bfs');
    assert.equal(chooseSearch([step(0), step(1)], false), '01bfs');
    assert.equal(chooseSearch([step(0), step(5)], false), '01bfs');
    assert.equal(chooseSearch([step(0)], false), '01bfs');
    assert.equal(chooseSearch([step(1), step(2)], false), 'dijkstra');
    assert.equal(chooseSearch([step(1)], true), 'dijkstra');
  });

  it('moves that cost nothing, in a cycle, end with every reachable cell at 0', () => {
    const board: BruteBoard = { rows: ['....', '.##.', '....'], free: '.', enter: {} };
    const kinds: BruteKind[] = [
      { type: 'step', offsets: ORTHOGONAL, cost: 0 },
      { type: 'ride', offsets: DIAGONAL, cost: 0 },
      { type: 'slide', offsets: ORTHOGONAL, cost: 0 },
    ];
    const cells = Uint8Array.from(board.rows.join(''), (ch) => ch.charCodeAt(0));
    const s = searchMoves(3, 4, cells, tableOf(board), coreKinds(kinds), [0], { parents: true });
    assert.deepEqual([...s.dist], [0, 0, 0, 0, 0, WALL, WALL, 0, 0, 0, 0, 0]);
    assert.equal(s.search, '01bfs');
    assert.deepEqual([...s.route(11)].slice(0, 1), [0]);
  });

  it('a slide back is only where a slide can end: the cell before a wall or the edge', () => {
    // An ice row: from the left end one slide reaches the right end; nothing stops in between.
    const board: BruteBoard = { rows: ['.....'], free: '.', enter: {} };
    const kinds: BruteKind[] = [
      {
        type: 'slide',
        offsets: [
          [0, 1],
          [0, -1],
        ],
        cost: 1,
      },
    ];
    const cells = Uint8Array.from(board.rows.join(''), (ch) => ch.charCodeAt(0));
    const forward = searchMoves(1, 5, cells, tableOf(board), coreKinds(kinds), [0]);
    assert.deepEqual([...forward.dist], [0, UNREACHABLE, UNREACHABLE, UNREACHABLE, 1]);
    assert.equal(forward.touched, 5);
    const toMiddle = searchMoves(1, 5, cells, tableOf(board), coreKinds(kinds), [2], { reverse: true });
    assert.deepEqual([...toMiddle.dist], [UNREACHABLE, UNREACHABLE, 0, UNREACHABLE, UNREACHABLE]);
    const toEnd = searchMoves(1, 5, cells, tableOf(board), coreKinds(kinds), [4], { reverse: true });
    assert.deepEqual([...toEnd.dist], [1, 1, 1, 1, 0]);
  });

  it('refuses kinds beyond its limits instead of allocating for them', () => {
    const cells = new Uint8Array(4).fill(46);
    const table = tableOf({ rows: ['..', '..'], free: '.', enter: {} });
    assert.throws(() => searchMoves(2, 2, cells, table, [{ type: 'step', offsets: [0, 17], cost: 1 }], [0]), /offset/);
    assert.throws(() => searchMoves(2, 2, cells, table, [{ type: 'step', offsets: [0, 1], cost: -1 }], [0]), /cost/);
    const many: MoveKind[] = Array.from({ length: 4 }, () => ({ type: 'ride', offsets: [...ORTHOGONAL, ...DIAGONAL].flat(), cost: 1 }));
    assert.throws(() => searchMoves(2, 2, cells, table, many, [0]), /directions/);
  });
});
