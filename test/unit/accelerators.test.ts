// Every accelerator gives exactly what its problem's reference solver gives:
// the answer, the summary, every layer with its maximum, the route or line of
// best play, the marks. On thousands of random boards per problem, solved one
// after another with one Scratch, and with the deferred layers read only
// after the whole batch was solved, in reverse order: a result must not
// depend on what the scratch held or on the order things are asked for.

import { strict as assert } from 'node:assert';
import type { Case, CaseResult } from '../../src/core/problem';
import { BUILT_INS } from '../../src/core/problems';
import { Scratch } from '../../src/core/scratch';
import { SourceText } from '../../src/core/text/source';
import { pacmanInput, zgameInput } from './cleanInputs';
import { Random } from './random';

/** Random valid inputs of each problem that has an accelerator. */
const INPUTS: Record<string, (rnd: Random) => string> = {
  pacman: (rnd) => pacmanInput(rnd, rnd.int(1, 4), 8),
  zgame: (rnd) => zgameInput(rnd, rnd.int(1, 4), 10),
  bishop: (rnd) => {
    const n = rnd.int(2, 12);
    const density = rnd.pick([0, 0.1, 0.3, 0.5]);
    const cells = Array.from({ length: n * n }, () => (rnd.chance(density) ? '#' : '.'));
    const [a, b] = rnd.distinct(n * n, 2);
    cells[a] = cells[b] = '.';
    const rows = Array.from({ length: n }, (_, r) => cells.slice(r * n, (r + 1) * n).join(''));
    return `${n}\n${Math.floor(a / n) + 1} ${(a % n) + 1}\n${Math.floor(b / n) + 1} ${(b % n) + 1}\n${rows.join('\n')}\n`;
  },
};

/** Everything a view or the judge reads of a result, as plain data. */
function picture(r: CaseResult): unknown {
  const line = r.line.get();
  return {
    answer: r.answer,
    summary: r.summary,
    marks: r.marks ?? [],
    line: line && { label: line.label, pieces: line.pieces, cells: Array.from(line.cells) },
    layers: r.layers.map((l) => {
      const data = l.data.get()!;
      return { id: l.id, name: l.name, unit: l.unit, legend: l.legend, kind: l.kind, categories: l.categories, max: data.max, values: Array.from(data.values) };
    }),
  };
}

describe('accelerators give what the reference solvers give', () => {
  it('every built-in problem with an accelerator has random inputs here', () => {
    const accelerated = BUILT_INS.problems.filter((p) => BUILT_INS.acceleratorOf(p)?.solve);
    assert.ok(accelerated.length > 0);
    for (const p of accelerated) assert.ok(INPUTS[p.id], `no input generator for ${p.id}`);
  });

  for (const problem of BUILT_INS.problems) {
    const fast = BUILT_INS.acceleratorOf(problem)?.solve;
    if (!fast) continue;
    it(`${problem.id}: 2000 random inputs (seed 1111), one scratch, layers read last and in reverse`, () => {
      const rnd = new Random(1111);
      const scratch = new Scratch();
      let compared = 0;
      for (let batch = 0; batch < 100; batch++) {
        const solved: { c: Case; result: CaseResult; text: string }[] = [];
        for (let k = 0; k < 20; k++) {
          const text = INPUTS[problem.id](rnd);
          const parsed = problem.parse(new SourceText(text));
          assert.deepEqual(
            parsed.issues.filter((i) => i.severity === 'error'),
            [],
            text,
          );
          for (const c of parsed.cases) solved.push({ c, result: fast(c, scratch), text });
        }
        for (const { c, result, text } of solved.reverse()) {
          assert.deepEqual(picture(result), picture(problem.solve(c)), `${problem.id}, test ${c.index + 1} of:\n${text}`);
          compared++;
        }
      }
      assert.ok(compared >= 2000, `only ${compared} tests compared`);
    });
  }
});
