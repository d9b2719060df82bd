// Bishop 2 said as a description (examples/custom/bishop-2) gives what the
// built-in problem gives: the same answer, the same moves from A and to B on
// every square, on thousands of random boards.

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import { withDescriptions } from '../../src/core/described/registry';
import { layerValues } from '../../src/core/problem';
import { BUILT_INS } from '../../src/core/problems';
import { readDescription } from '../../src/core/described/read';
import { solveDescribed } from '../../src/core/described/solve';
import { readAsJudge } from './described/judge';
import { Random } from './random';

const DESCRIPTION = join(__dirname, '..', '..', 'examples', 'custom', 'bishop-2', 'bishop-2.grid-problem.json');

function randomInput(rnd: Random): string {
  const n = rnd.int(2, 12);
  const walls = rnd.pick([0, 0.1, 0.3, 0.5, 0.7]);
  const cells = Array.from({ length: n * n }, () => (rnd.chance(walls) ? '#' : '.'));
  const [a, b] = rnd.distinct(n * n, 2);
  cells[a] = cells[b] = '.';
  const square = (i: number) => `${Math.floor(i / n) + 1} ${(i % n) + 1}`;
  const rows = Array.from({ length: n }, (_, r) => cells.slice(r * n, (r + 1) * n).join(''));
  return `${n}\n${square(a)}\n${square(b)}\n${rows.join('\n')}\n`;
}

describe('described: Bishop 2 as a description', () => {
  it('answers as the built-in bishop on 3000 random boards, with the same moves from A and to B (seed 246)', () => {
    const problem = readDescription(readFileSync(DESCRIPTION, 'utf8')).problem!;
    assert.ok(problem);
    const rnd = new Random(246);
    let reachable = 0;
    for (let n = 0; n < 3000; n++) {
      const text = randomInput(rnd);
      const builtIn = analyze(text, { problem: 'bishop' });
      assert.deepEqual(builtIn.errors, [], text);
      const [test] = readAsJudge(problem, text);
      const mine = solveDescribed(problem, test);
      assert.equal(mine.answer + '\n', builtIn.output, text);
      const result = builtIn.results[0]!;
      const layer = (id: string) => [...result.layers.find((l) => l.id === id)!.data.get()!.values];
      assert.deepEqual([...mine.fromStart.dist], layer('fromA'), `${text}: moves from A`);
      assert.deepEqual([...mine.toGoal().dist], layer('toB'), `${text}: moves to B`);
      if (mine.answer !== '-1') {
        reachable++;
        const route = mine.route()!;
        assert.equal(route.length - 1, Number(mine.answer), text);
      }
    }
    // Both kinds of answer were tried often.
    assert.ok(reachable > 600 && reachable < 2400, `${reachable} reachable`);
  });

  it('as a problem of the registry: the same answers and layers as bishop on 2000 random boards, both accelerated (seed 1500)', () => {
    const { registry } = withDescriptions(BUILT_INS, [{ name: 'bishop-2.grid-problem.json', text: readFileSync(DESCRIPTION, 'utf8') }]);
    const rnd = new Random(1500);
    const same: [string, string][] = [
      ['fromStart', 'fromA'],
      ['toGoal', 'toB'],
      ['onRoute', 'onRoute'],
    ];
    for (let n = 0; n < 2000; n++) {
      const text = randomInput(rnd);
      const builtIn = analyze(text, { problem: 'bishop' });
      const mine = analyze(text, { registry, problem: 'bishop2' });
      assert.deepEqual(mine.errors, [], text);
      assert.equal(mine.output, builtIn.output, text);
      for (const [ours, theirs] of same) assert.deepEqual([...layerValues(mine.results[0]!, ours)!], [...layerValues(builtIn.results[0]!, theirs)!], `${text}: ${ours}`);
      const route = mine.results[0]!.line.get();
      assert.equal(route === undefined, builtIn.output === '-1\n', text);
      if (route) assert.equal(route.cells.length - 1, Number(mine.results[0]!.answer), text);
    }
  });
});
