// Pacman's layers and route are built only when read, long after the answer:
// the answer reads working memory that the next test's search overwrites, so
// the views must not. Checked against a plain search written here (a queue with
// bounds checks, no framing), on whole files whose views are read only after
// every test was solved, and through a structured clone as a worker posts them.

import { Later } from '../../src/core/later';
import { wireResult } from '../../src/worker/wire';
import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import type { CaseResult } from '../../src/core/problem';
import { plainDistances } from './brute/distances';
import { Random } from './random';

const WALL = -2;

function randomBoard(rnd: Random): string[] {
  const rows = rnd.int(1, 9);
  const cols = rnd.int(rows === 1 ? 2 : 1, 9);
  const wallShare = rnd.pick([0, 0.2, 0.4, 0.6]);
  const cells: string[] = Array.from({ length: rows * cols }, () => (rnd.chance(wallShare) ? '#' : rnd.chance(0.15) ? 'V' : '.'));
  const [p, f] = rnd.distinct(rows * cols, 2);
  cells[p] = 'P';
  cells[f] = 'F';
  return Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(''));
}

function checkViews(lines: string[], r: CaseResult, what: string): void {
  const flat = lines.join('');
  const p = flat.indexOf('P');
  const f = flat.indexOf('F');
  const fromP = plainDistances(lines, p);
  const toF = plainDistances(lines, f);
  const canEat = toF[p] >= 0;
  const byId = Object.fromEntries(r.layers.map((l) => [l.id, l]));
  assert.deepEqual(Array.from(byId.fromP.data.get()!.values), fromP, `${what}: fromP`);
  assert.deepEqual(Array.from(byId.toF.data.get()!.values), toF, `${what}: toF`);
  // A vampire bites when it reaches F no later than Pacman, or, with F out of reach, when it reaches Pacman.
  const bites = [...flat].map((ch, i) => (ch === '#' ? WALL : ch !== 'V' ? 0 : (canEat ? toF[i] >= 0 && toF[i] <= toF[p] : fromP[i] >= 0) ? 1 : 2));
  assert.deepEqual(Array.from(byId.bites.data.get()!.values), bites, `${what}: bites`);
  assert.equal(byId.fromP.data.get()!.max, Math.max(0, ...fromP), `${what}: fromP max`);
  assert.equal(byId.toF.data.get()!.max, Math.max(0, ...toF), `${what}: toF max`);
  const biting = bites.filter((b) => b === 1).length;
  assert.equal(r.answer, String((canEat ? 500 : 0) - 10 * biting), `${what}: answer`);
  if (!canEat) {
    assert.equal(r.line.get(), undefined, `${what}: no route without a meal`);
    return;
  }
  // The route: from P to F, one step at a time over free cells, as short as possible.
  const route = Array.from(r.line.get()!.cells);
  assert.equal(route.length, toF[p] + 1, `${what}: route length`);
  assert.equal(route[0], p, `${what}: route start`);
  assert.equal(route[route.length - 1], f, `${what}: route end`);
  const cols = lines[0].length;
  for (let k = 1; k < route.length; k++) {
    const [a, b] = [route[k - 1], route[k]];
    const adjacent = Math.abs(a - b) === cols || (Math.abs(a - b) === 1 && Math.floor(a / cols) === Math.floor(b / cols));
    assert.ok(adjacent && flat[b] !== '#', `${what}: route step ${k}`);
  }
}

describe('pacman: views built after the whole file was solved', () => {
  it('random files (seed 8080, 40 files of 30 tests): layers, maxima, answers and routes match a plain search', () => {
    const rnd = new Random(8080);
    for (let file = 0; file < 40; file++) {
      const boards = Array.from({ length: 30 }, () => randomBoard(rnd));
      const text = `${boards.length}\n` + boards.map((b) => `${b.length} ${b[0].length}\n${b.join('\n')}\n`).join('');
      const a = analyze(text, { problem: 'pacman' });
      assert.equal(a.errors.length, 0, text);
      // Read in reverse: every view of a test is built after later tests' searches ran.
      for (let k = boards.length - 1; k >= 0; k--) checkViews(boards[k], a.results[k]!, `file ${file}, test ${k + 1}:\n${boards[k].join('\n')}`);
    }
  });

  it("the worker's message (the wire form, structurally cloned) carries the layers, their maxima and the route", () => {
    const boards = [
      ['P.V#', '.F.V'],
      ['P#F', 'V#.'],
    ];
    const text = `2\n` + boards.map((b) => `${b.length} ${b[0].length}\n${b.join('\n')}\n`).join('');
    const a = analyze(text, { problem: 'pacman' });
    boards.forEach((b, k) => {
      // Sent with every layer asked for, as the worker does by the time typing pauses.
      const r = a.results[k]!;
      for (const l of r.layers) l.data.get();
      const copy = structuredClone(wireResult(k, r, new Set()).wire);
      assert.ok(!('reuse' in copy));
      assert.equal(copy.layers.length, 3);
      checkViews(b, { ...copy, line: Later.known(copy.line), layers: copy.layers.map(({ data, ...info }) => ({ ...info, data: Later.known(data!) })) }, `clone of test ${k + 1}`);
    });
  });

  it('the views are computed once and then kept', () => {
    const r = analyze('1\n2 4\nP.V#\n.F.V\n', { problem: 'pacman' }).results[0]!;
    assert.equal(r.layers, r.layers);
    assert.equal(r.layers[0].data.get()!.values, r.layers[0].data.get()!.values);
    assert.equal(r.line.get(), r.line.get());
  });
});
