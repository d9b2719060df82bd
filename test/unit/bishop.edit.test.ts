// A bishop board solved from its earlier self (the accelerator's `earlier`,
// as the worker does after each keystroke) must give exactly what solving it
// afresh with the reference gives: the answer, the summary, every layer and the route.

import { strict as assert } from 'node:assert';
import type { CaseResult, Earlier } from '../../src/core/problem';
import { bishop, bishopAccelerator, type BishopCase } from '../../src/core/problems/bishop';
import { Scratch } from '../../src/core/scratch';
import { SourceText } from '../../src/core/text/source';
import { Random } from './random';

function parsed(rows: string[], a: number, b: number): BishopCase {
  const n = rows.length;
  const text = `${n}\n${Math.floor(a / n) + 1} ${(a % n) + 1}\n${Math.floor(b / n) + 1} ${(b % n) + 1}\n${rows.join('\n')}\n`;
  const c = bishop.parse(new SourceText(text)).cases[0];
  assert.ok(c?.valid, text);
  return c;
}

const scratch = new Scratch();

/** The accelerated solve, from the earlier self. */
function fast(c: BishopCase, earlier: Earlier<BishopCase>): CaseResult {
  return bishopAccelerator.solve!(c, scratch, earlier);
}

/** Everything a view reads of a result. */
function picture(r: CaseResult): unknown {
  return { answer: r.answer, summary: r.summary, line: r.line.get() && Array.from(r.line.get()!.cells), layers: r.layers.map((l) => [l.id, l.data.get()!.max, Array.from(l.data.get()!.values)]) };
}

describe('bishop: solving an edited board from its earlier self', () => {
  it('is solving it afresh, over 400 boards typed on square by square (seed 246)', () => {
    const rnd = new Random(246);
    for (let board = 0; board < 400; board++) {
      const n = rnd.int(2, 12);
      const density = rnd.pick([0.05, 0.2, 0.4]);
      const cells: string[] = Array.from({ length: n * n }, () => (rnd.chance(density) ? '#' : '.'));
      const [a, b] = rnd.distinct(n * n, 2);
      cells[a] = cells[b] = '.';
      const rows = () => Array.from({ length: n }, (_, r) => cells.slice(r * n, (r + 1) * n).join(''));
      let c = parsed(rows(), a, b);
      let result = bishop.solve(c);
      for (let step = 0; step < 25; step++) {
        // One square typed over, now and then a few (a paste), now and then none that changes.
        for (let k = rnd.chance(0.1) ? rnd.int(2, 5) : 1; k > 0; k--) {
          const i = rnd.int(0, n * n - 1);
          if (i !== a && i !== b) cells[i] = rnd.pick(['.', '#']);
        }
        const next = parsed(rows(), a, b);
        const label = `seed 246 board ${board} step ${step}:\n${rows().join('\n')}`;
        const updated = fast(next, { case: c, result });
        assert.deepEqual(picture(updated), picture(bishop.solve(next)), label);
        // The earlier self is left as it was.
        assert.deepEqual(picture(result), picture(bishop.solve(c)), `${label}\n(the earlier result)`);
        // Sometimes the next step starts from a fresh solve, as after a reply whose layers went to the host.
        c = next;
        result = rnd.chance(0.2) ? bishop.solve(next) : updated;
      }
    }
  });

  it('searches afresh when A moved or the board changed size, and reads the answer anew when only B moved', () => {
    const c = parsed(['....', '.#..', '....', '..#.'], 0, 15);
    const result = bishop.solve(c);
    const movedB = parsed(['....', '.#..', '....', '..#.'], 0, 10);
    assert.deepEqual(picture(fast(movedB, { case: c, result })), picture(bishop.solve(movedB)));
    const movedA = parsed(['....', '.#..', '....', '..#.'], 2, 15);
    assert.deepEqual(picture(fast(movedA, { case: c, result })), picture(bishop.solve(movedA)));
    const bigger = parsed(['.....', '.#...', '.....', '...#.', '.....'], 0, 24);
    assert.deepEqual(picture(fast(bigger, { case: c, result })), picture(bishop.solve(bigger)));
  });
});
