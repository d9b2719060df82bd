// A described problem as a problem of the registry: recognized from its
// content (and from its "files" when another problem claims the same text),
// read by the shared reader, answered as the statement's samples say, its
// layers and route those of a plain Dijkstra over every move (brute/moves.ts),
// its accelerator held to its reference.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import { namesFile } from '../../src/core/described/files';
import { type DescriptionSource, withDescriptions } from '../../src/core/described/registry';
import { readDescription } from '../../src/core/described/read';
import type { DescribedProblem } from '../../src/core/described/types';
import { CLAIM, detect } from '../../src/core/detect';
import { type CaseResult, layerValues, UNREACHABLE, WALL } from '../../src/core/problem';
import { BUILT_INS } from '../../src/core/problems';
import { piecesOf } from '../../src/core/render/problemPieces';
import { type BruteBoard, type BruteKind, dijkstra, edges, entryCost, reversed, touched } from './brute/moves';
import { CUSTOM, customExamples } from './described/examples';
import { randomInput, type RandomTest } from './described/inputs';
import { Random } from './random';

const EXAMPLES = join(__dirname, '..', '..', 'examples');
const examples = customExamples();
const sources: DescriptionSource[] = examples.map((e) => ({ name: `custom/${e.folder}/${e.descriptionFile}`, text: e.description }));
const described = withDescriptions(BUILT_INS, sources);
const registry = described.registry;

/** The described problem whose "files" name the example file, as the extension looks it up. */
function namedBy(path: string): string | undefined {
  return described.descriptions.find((d) => d.problem && namesFile(d.files, d.name, path))?.problem!.id;
}

/** The built-in examples: every input file of examples/<id>/. */
function builtInExamples(): { path: string; text: string }[] {
  return readdirSync(EXAMPLES)
    .filter((f) => f !== 'custom')
    .flatMap((folder) =>
      readdirSync(join(EXAMPLES, folder))
        .filter((f) => /\.(in|txt)$/.test(f))
        .map((f) => ({ path: `${folder}/${f}`, text: readFileSync(join(EXAMPLES, folder, f), 'utf8') })),
    );
}

describe('described problems in the registry', function () {
  this.timeout(60_000);

  it('every example reads cleanly, with an id of its own', () => {
    for (const d of described.descriptions) assert.deepEqual(d.issues, [], d.name);
    assert.equal(registry.problems.length, BUILT_INS.problems.length + examples.length);
    for (const d of described.descriptions) assert.equal(d.problem!.origin, d.name);
  });

  for (const e of examples) {
    for (const s of e.samples) {
      it(`${e.folder}/${s.name}: claimed by its description, read as it, answered as its .ans says`, () => {
        const path = `custom/${e.folder}/${s.name}`;
        const id = readDescription(e.description).problem!.description.id;
        const d = detect(s.input, registry);
        const mine = d.candidates.find((c) => c.problem.id === id)!;
        assert.ok(mine.detection.confidence >= CLAIM, `${path}: ${mine.detection.reason}`);
        assert.equal(namedBy(path), id, `${path} is named by its description's "files"`);
        const a = analyze(s.input, { registry, fallback: namedBy(path) });
        assert.equal(a.problem?.id, id, path);
        assert.deepEqual(a.errors, [], path);
        assert.equal(a.output, s.expected, path);
        assert.equal(analyze(s.input, { registry, problem: id, reference: true }).output, s.expected, `${path}, by the reference`);
        // Another problem claiming it too is said, never chosen silently.
        const others = d.candidates.filter((c) => c.problem.id !== id && c.detection.confidence >= CLAIM).map((c) => c.problem.id);
        assert.deepEqual(a.rivals?.map((p) => p.id) ?? [], others, path);
      });
    }
  }

  it('no description claims an input of a built-in problem, but Bishop 2 said again claims those of bishop, and says so', () => {
    const all = builtInExamples();
    assert.ok(all.length >= 20);
    for (const { path, text } of all) {
      const a = analyze(text, { registry });
      const builtIn = path.split('/')[0];
      assert.equal(a.problem?.id, builtIn, path);
      const claims = a.detection!.candidates.filter((c) => c.problem.origin !== undefined && c.detection.confidence >= CLAIM).map((c) => c.problem.id);
      assert.deepEqual(claims, builtIn === 'bishop' ? ['bishop2'] : [], path);
      assert.deepEqual(a.rivals?.map((p) => p.id) ?? [], claims, path);
    }
  });

  it('no description claims a built-in input broken while typing (a size line with a letter, a row cut short, the last row gone)', () => {
    for (const { path, text } of builtInExamples()) {
      const lines = text.split('\n');
      const sized = lines.findIndex((l, i) => i > 0 && /^\d+ \d+$/.test(l.trim()));
      const row = lines.findIndex((l) => /^[^\d\s]+$/.test(l.trim()));
      const copies = [
        sized > 0 ? lines.map((l, i) => (i === sized ? l.replace(/\d+$/, 'x') : l)) : undefined,
        row >= 0 ? lines.map((l, i) => (i === row ? l.slice(0, -1) : l)) : undefined,
        lines.slice(0, lines.length - (lines[lines.length - 1] === '' ? 2 : 1)),
      ];
      for (const copy of copies) {
        if (!copy) continue;
        const claims = detect(copy.join('\n'), registry)
          .candidates.filter((c) => c.problem.origin !== undefined && c.detection.confidence >= CLAIM)
          .map((c) => `${c.problem.id}: ${c.detection.reason}`);
        assert.ok(
          claims.every((c) => path.startsWith('bishop/') && c.startsWith('bishop2')),
          `${path}:\n${copy.join('\n')}\n${claims.join('\n')}`,
        );
      }
    }
  });

  it('a broken built-in input that nothing claims is still closest to its own problem, whatever the workspace describes', () => {
    const text = readFileSync(join(EXAMPLES, 'pacman', 'detours.in'), 'utf8').replace('4 4', '4 x');
    const a = analyze(text, { registry });
    assert.equal(a.problem, undefined);
    assert.equal(a.closest?.problem.id, 'pacman');
  });

  it('each example input, cut short or with a row typed short, is still claimed by its description', () => {
    for (const e of examples) {
      const id = readDescription(e.description).problem!.description.id;
      for (const s of e.samples) {
        const lines = s.input.replace(/\n$/, '').split('\n');
        const last = lines.length - 1;
        for (const copy of [lines.slice(0, last), lines.map((l, i) => (i === last ? l.slice(0, -1) : l)), [...lines, ''].join('\r\n').split('\n')]) {
          const mine = detect(copy.join('\n'), registry).candidates.find((c) => c.problem.id === id)!;
          assert.ok(mine.detection.confidence >= CLAIM, `${e.folder}/${s.name}:\n${copy.join('\n')}\n${mine.detection.reason}`);
        }
      }
    }
  });

  it('no built-in problem claims an input of a description, but bishop those of Bishop 2 said again', () => {
    for (const e of examples) {
      for (const s of e.samples) {
        // Told the described problems' letters, as the extension's registry tells them.
        const claims = detect(s.input, registry)
          .candidates.filter((c) => c.problem.origin === undefined && c.detection.confidence >= CLAIM)
          .map((c) => c.problem.id);
        assert.deepEqual(claims, e.folder === 'bishop-2' ? ['bishop'] : [], `${e.folder}/${s.name}`);
      }
    }
  });

  it('"files" patterns name the tests beside the description, relative to its folder', () => {
    assert.equal(namesFile(['*.in'], 'p/maze.grid-problem.json', 'p/01.in'), true);
    assert.equal(namesFile(['*.in'], 'p/maze.grid-problem.json', 'p/sub/01.in'), false);
    assert.equal(namesFile(['**/*.in'], 'p/maze.grid-problem.json', 'p/sub/01.in'), true);
    assert.equal(namesFile(['tests/*.txt'], '/w/p/maze.grid-problem.json', '/w/p/tests/a.txt'), true);
    assert.equal(namesFile(['*.in'], 'p/maze.grid-problem.json', 'q/01.in'), false);
    assert.equal(namesFile([], 'p/maze.grid-problem.json', 'p/01.in'), false);
  });

  it('two descriptions with one id: the second says so at its id and is left out', () => {
    const text = readFileSync(join(CUSTOM, 'abc007c', 'abc007c.grid-problem.json'), 'utf8');
    const set = withDescriptions(BUILT_INS, [
      { name: 'a/abc007c.grid-problem.json', text },
      { name: 'b/again.grid-problem.json', text },
    ]);
    assert.deepEqual(set.descriptions[0].issues, []);
    const [issue] = set.descriptions[1].issues;
    assert.match(issue.message, /already that of the problem described in a\/abc007c\.grid-problem\.json/);
    const line = text.split('\n').findIndex((l) => l.includes('"id"'));
    assert.deepEqual(issue.range.start, { line, col: text.split('\n')[line].indexOf('"abc007c"') });
    assert.equal(set.descriptions[1].problem, undefined);
    assert.equal(set.registry.problems.filter((p) => p.id === 'abc007c').length, 1);
  });
});

/** The board of a test as the brute force takes it, and the moves as its kinds. */
function bruteOf(problem: DescribedProblem, test: RandomTest): { board: BruteBoard; kinds: BruteKind[] } {
  const free = problem.cells.filter((x) => x.role !== 'wall').map((x) => x.ch);
  const enter = Object.fromEntries(problem.cells.filter((x) => x.role !== 'wall' && x.cost > 0).map((x) => [x.ch, x.cost]));
  const kinds = problem.moves.map((m): BruteKind => {
    const offsets: [number, number][] = [];
    for (let i = 0; i < m.offsets.length; i += 2) offsets.push([m.offsets[i], m.offsets[i + 1]]);
    return { type: m.type, offsets, cost: m.cost, throughWalls: m.throughWalls };
  });
  return { board: { rows: test.rows, free: free.join(''), enter }, kinds };
}

/** The starts and goals of a test, from the description's words: every cell of the role's characters, and the square. */
function placesOf(problem: DescribedProblem, test: RandomTest, role: 'start' | 'goal'): number[] {
  const cols = test.rows[0].length;
  const chars = problem.cells.filter((x) => x.role === role).map((x) => x.ch);
  const out = [...test.rows.join('')].flatMap((ch, i) => (chars.includes(ch) ? [i] : []));
  const square = problem[role];
  if (square) {
    const at = (v: string | number) => (typeof v === 'number' ? v : test.values[v]) - square.base;
    const cell = at(square.row) * cols + at(square.col);
    if (!out.includes(cell)) out.push(cell);
  }
  return out;
}

/** Distances as the layers hold them: WALL on a wall nobody stands on. */
function asLayer(board: BruteBoard, dist: number[]): number[] {
  const flat = board.rows.join('');
  return dist.map((d, i) => (d >= 0 ? d : board.free.includes(flat[i]) ? UNREACHABLE : WALL));
}

/** Checks the layers and route of one solved test; true when it had a route to check. */
function checkLayers(problem: DescribedProblem, test: RandomTest, result: CaseResult, what: string): boolean {
  const { board, kinds } = bruteOf(problem, test);
  const adjacency = edges(board, kinds);
  const starts = placesOf(problem, test, 'start');
  const goals = placesOf(problem, test, 'goal');
  const from = dijkstra(
    adjacency,
    starts.map((s) => [s, problem.answer.countStartCell ? entryCost(board, s) : 0]),
  );
  const values = (id: string) => [...(layerValues(result, id) ?? [])];
  assert.deepEqual(values('fromStart'), asLayer(board, from), `${what}: from the start`);
  const reach = values('reachable');
  assert.equal(reach.filter((v) => v > 0).length, touched(board, kinds, from), `${what}: reachable and passed over`);
  assert.equal(reach.filter((v) => v === 1).length, from.filter((d) => d >= 0).length, `${what}: reachable`);
  if (goals.length === 0 && !problem.goal && !problem.cells.some((x) => x.role === 'goal')) {
    assert.equal(layerValues(result, 'toGoal'), undefined, what);
    return false;
  }
  const to = dijkstra(
    reversed(adjacency),
    goals.map((g) => [g, 0]),
  );
  assert.deepEqual(values('toGoal'), asLayer(board, to), `${what}: to the goal`);
  const best = Math.min(...goals.map((g) => (from[g] >= 0 ? from[g] : Infinity)));
  const onRoute = values('onRoute');
  from.forEach((d, i) => {
    if (onRoute[i] === WALL) return;
    assert.equal(onRoute[i] === 1, d >= 0 && to[i] >= 0 && d + to[i] === best, `${what}: cell ${i} on a route`);
  });
  const line = result.line.get();
  if (best === Infinity) {
    assert.equal(line, undefined, `${what}: no route`);
    return false;
  }
  // The route: from a start to a goal at the fewest cost, each step a real move, the costs adding up.
  const cells = [...line!.cells];
  assert.ok(starts.includes(cells[0]) && goals.includes(cells[cells.length - 1]), `${what}: route ${cells}`);
  let total = problem.answer.countStartCell ? entryCost(board, cells[0]) : 0;
  for (let k = 1; k < cells.length; k++) {
    const moves = adjacency[cells[k - 1]].filter((e) => e.to === cells[k]);
    assert.ok(moves.length > 0, `${what}: no move ${cells[k - 1]} → ${cells[k]}`);
    total += Math.min(...moves.map((e) => e.cost));
  }
  assert.equal(total, best, `${what}: the route costs ${total}`);
  return true;
}

describe('described problems: layers, route and accelerator on random boards', function () {
  this.timeout(120_000);
  for (const e of examples) {
    it(`${e.folder}: 300 random inputs, layers and route as a plain Dijkstra, accelerator as reference (seed 12)`, () => {
      const read = readDescription(e.description).problem!;
      const id = read.description.id;
      const problem = registry.byId(id)!;
      const rnd = new Random(12);
      let routes = 0;
      for (let n = 0; n < 300; n++) {
        const { text, tests } = randomInput(read, rnd);
        const what = `${e.folder} #${n}\n${text}`;
        const fast = analyze(text, { registry, problem: id });
        assert.deepEqual(fast.errors, [], what);
        const plain = analyze(text, { registry, problem: id, reference: true });
        assert.equal(fast.output, plain.output, what);
        fast.results.forEach((r, k) => {
          if (checkLayers(read, tests[k], r!, `${what} test ${k + 1}`)) routes++;
          for (const layer of r!.layers) assert.deepEqual([...layer.data.get()!.values], [...plain.results[k]!.layers.find((l) => l.id === layer.id)!.data.get()!.values], `${what}: ${layer.id}`);
          // Every free cell has a hover; the panel's markers include the piece, where the route starts.
          const c = fast.parsed!.cases[k];
          const cell = [...tests[k].rows.join('')].findIndex((ch) => read.cells.find((x) => x.ch === ch)?.role !== 'wall');
          if (cell >= 0) assert.ok(problem.describeCell(c, r!, cell).length >= 2, what);
          const mover = piecesOf(problem, c, r!).kinds.find((kind) => kind.moves);
          const line = r!.line.get();
          if (line) assert.equal(mover?.cells[0], line.cells[0], what);
        });
      }
      // The inputs are not all of one kind: a fifth at least has a route to check.
      if (read.answer.kind === 'distance') assert.ok(routes > 60, `${routes} routes checked`);
    });
  }
});

describe('described problems: hostile descriptions and inputs', function () {
  // A test that hangs fails at mocha's timeout: that, not a stopwatch, is the check.
  this.timeout(30_000);
  const only = (text: string) => {
    const set = withDescriptions(BUILT_INS, [{ name: 'x.grid-problem.json', text }]);
    assert.deepEqual(set.descriptions[0].issues, []);
    return { registry: set.registry, id: set.descriptions[0].problem!.id };
  };

  it('a count of a million tests over a file of one: bounded reading, the count said wrong at its place', () => {
    const { registry, id } = only(
      '{ "id": "many", "tests": "T", "header": ["n m"], "limits": { "T": "1..10^6", "n": "1..10^6", "m": "1..10^6" }, "maxTotalCells": 1000000, "board": { "rows": "n", "cols": "m" }, "cells": { ".": "floor", "S": "start" }, "answer": "reachable" }',
    );
    const a = analyze('1000000\n1 1\nS\n', { registry, problem: id });
    assert.deepEqual(
      a.errors.map((e) => [e.range.start.line, e.range.start.col, e.code]),
      [[0, 0, 'count-mismatch']],
    );
    assert.equal(a.results[0]!.answer, '1');
    const huge = analyze('1\n1000000000000000000 1\nS\n', { registry, problem: id });
    assert.deepEqual(
      huge.errors.map((e) => [e.range.start.line, e.code]),
      [[1, 'out-of-range']],
    );
  });

  it('moves of cost 0 in every direction, rides and steps, in cycles: solved, every reachable cell at 0', () => {
    const { registry, id } = only(
      '{ "id": "free", "header": ["H W"], "limits": { "H": "1..300", "W": "1..300" }, "board": { "rows": "H", "cols": "W" }, "start": { "row": 1, "col": 1 }, "goal": { "row": "H", "col": "W" }, "moves": [{ "type": "ride", "directions": "king", "cost": 0 }, { "type": "step", "directions": "orthogonal", "cost": 0 }] }',
    );
    const rows = Array.from({ length: 300 }, (_, r) => (r % 2 && r < 299 ? '.'.repeat(299) + '#' : '.'.repeat(300)));
    const a = analyze(`300 300\n${rows.join('\n')}\n`, { registry, problem: id });
    assert.deepEqual(a.errors, []);
    assert.equal(a.output, '0\n');
    assert.equal(layerValues(a.results[0]!, 'fromStart')!.filter((d) => d > 0).length, 0);
  });

  it('a thousand offsets of one step on a board the limits allow: solved', () => {
    const offsets = Array.from({ length: 1000 }, (_, k) => `[${(k % 31) - 15}, ${Math.floor(k / 31) - 16}]`).filter((o) => o !== '[0, 0]');
    const { registry, id } = only(
      `{ "id": "jumps", "header": ["H W"], "limits": { "H": "1..200", "W": "1..200" }, "board": { "rows": "H", "cols": "W" }, "start": { "row": 1, "col": 1 }, "goal": { "row": "H", "col": "W" }, "moves": [{ "type": "step", "directions": [${offsets.slice(0, 999).join(', ')}] }] }`,
    );
    const a = analyze(`200 200\n${Array.from({ length: 200 }, () => '.'.repeat(200)).join('\n')}\n`, { registry, problem: id });
    assert.deepEqual(a.errors, []);
    assert.match(a.output!, /^\d+\n$/);
  });

  it('a square the header does not give is checked where it stands, and off a smaller board', () => {
    const { registry, id } = only(
      '{ "id": "corner", "header": ["H W"], "limits": { "H": "1..9", "W": "1..9" }, "board": { "rows": "H", "cols": "W" }, "start": { "row": 3, "col": 3 }, "goal": { "row": "H", "col": "W" } }',
    );
    const walled = analyze('3 4\n....\n....\n..#.\n', { registry, problem: id });
    assert.deepEqual(
      walled.errors.map((e) => [e.range.start.line, e.range.start.col, e.message]),
      [[3, 2, 'The start square (3, 3) holds a wall "#"; S must be a floor cell ".".']],
    );
    const small = analyze('2 2\n..\n..\n', { registry, problem: id });
    assert.deepEqual(
      small.errors.map((e) => [e.range.start.line, e.message]),
      [[0, 'The start square S (3, 3) lies off the 2 × 2 board.']],
    );
    assert.equal(analyze('3 4\n....\n....\n....\n', { registry, problem: id }).output, '1\n');
  });
});
