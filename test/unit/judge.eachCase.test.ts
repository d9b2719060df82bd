// Case-by-case comparison: each test's verdict, matched by position as a
// judge matches tokens; its first wrong case is always the judge's.

import { strict as assert } from 'node:assert';
import { compareOutput } from '../../src/judge/compare';
import { compareEachCase } from '../../src/judge/eachCase';
import { Random } from './random';

const each = (answers: string[], output: string) => compareEachCase(answers, Buffer.from(output, 'utf8'));

describe('judge: compareEachCase', () => {
  const pacman = ['480', '500', '470', '490'];

  it('marks every case right when the output is the answers', () => {
    assert.deepEqual(
      each(pacman, pacman.join('\n') + '\n'),
      pacman.map(() => ({ kind: 'right' })),
    );
    assert.deepEqual(each(['no no yes', 'no yes no'], 'no no\nyes no yes no'), [{ kind: 'right' }, { kind: 'right' }]);
  });

  it('names each wrong case with both texts, not only the first', () => {
    assert.deepEqual(each(pacman, '480 510 470 -1'), [{ kind: 'right' }, { kind: 'wrong', expected: '500', got: '510' }, { kind: 'right' }, { kind: 'wrong', expected: '490', got: '-1' }]);
  });

  it('cases past the end of the output are missing, with what was printed of the first', () => {
    assert.deepEqual(each(['yes no no', 'no yes no', 'no no yes'], 'yes no no\nno'), [
      { kind: 'right' },
      { kind: 'missing', expected: 'no yes no', got: 'no' },
      { kind: 'missing', expected: 'no no yes', got: '' },
    ]);
    assert.deepEqual(each(['1'], ''), [{ kind: 'missing', expected: '1', got: '' }]);
  });

  it('a wrong token before the end is wrong, not missing', () => {
    assert.deepEqual(each(['yes no no'], 'no no'), [{ kind: 'wrong', expected: 'yes no no', got: 'no no' }]);
  });

  it("agrees with the judge's comparison on its first wrong case, on random outputs", () => {
    const rnd = new Random(29);
    const words = ['yes', 'no', '0', '-1', '470', 'You', 'can', 'escape.'];
    const blanks = [' ', '\n', '\r\n', '\t'];
    for (let run = 0; run < 3000; run++) {
      const answers = Array.from({ length: rnd.int(1, 6) }, () => Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(words)).join(' '));
      const mutated: string[] = [];
      for (const t of answers.flatMap((a) => a.split(' '))) {
        if (rnd.chance(0.03)) continue;
        mutated.push(rnd.chance(0.05) ? rnd.pick(words) : t);
        if (rnd.chance(0.02)) mutated.push(rnd.pick(words));
      }
      const output = mutated.map((t) => t + rnd.pick(blanks)).join('');
      const judged = compareOutput(answers, Buffer.from(output));
      const cases = each(answers, output);
      const first = cases.findIndex((c) => c.kind !== 'right');
      const context = `run ${run}: ${JSON.stringify({ answers, output })}`;
      if (judged.verdict === 'AC' || judged.kind === 'extra output') {
        assert.equal(first, -1, context);
        continue;
      }
      assert.equal(first + 1, judged.test, context);
      const c = cases[first];
      assert.ok(c.kind !== 'right');
      assert.equal(c.kind, judged.kind === 'wrong' ? 'wrong' : 'missing', context);
      assert.deepEqual([c.expected, c.got], [judged.expected, judged.got], context);
      // Once the output has ended, every later case is missing.
      if (c.kind === 'missing')
        assert.ok(
          cases.slice(first).every((x) => x.kind === 'missing'),
          context,
        );
    }
  });
});
