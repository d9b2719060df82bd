// Every generated input is valid: for each problem, 10 000 seeds over every
// style and size (mostly small boards, some at the statement's largest), each
// input read by the problem's own reader without a single issue and with
// the number of tests asked for. Described problems are read twice: by a
// judge's reader written apart from the core (described/judge.ts), and by
// Grid Lens's, as a stress test reads them. The same seed gives the same
// bytes, pinned by a digest per problem.

import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { describedGenerator } from '../../src/core/described/generate';
import { readDescription } from '../../src/core/described/read';
import { MIX, type SizeOption, TRAPS } from '../../src/core/generate/types';
import { BUILT_INS } from '../../src/core/problems';
import { Rng } from '../../src/core/random';
import { SourceText } from '../../src/core/text/source';
import type { Checked } from '../../src/stress/target';
import { customExamples, describedTarget } from './described/examples';
import { readAsJudge } from './described/judge';

const SEEDS = 10_000;

/** Mostly tiny and small boards; every 97th seed medium, every 997th the statement's largest, some exact sizes. */
function sizeFor(seed: number, exact: SizeOption): SizeOption {
  if (seed % 997 === 0) return 'max';
  if (seed % 97 === 0) return 'medium';
  if (seed % 13 === 0) return exact;
  return seed % 2 === 0 ? 'tiny' : 'small';
}

describe('generate: every generated input is valid', function () {
  this.timeout(300_000);

  for (const problem of BUILT_INS.problems) {
    it(`${problem.id}: ${SEEDS} seeds, every style and size, read without an issue`, () => {
      const generator = BUILT_INS.generatorOf(problem)!;
      const styles = [MIX, TRAPS, ...generator.styles.map((s) => s.name)];
      const counted = problem.description.layout.tests !== undefined;
      // An exact size every board of the problem can have (square boards, fixed boards).
      const exact: SizeOption =
        problem.description.layout.rows === 8 ? { rows: 8, cols: 8 } : problem.description.layout.rows === problem.description.layout.cols ? { rows: 3, cols: 3 } : { rows: 2, cols: 7 };
      for (let seed = 0; seed < SEEDS; seed++) {
        const size = sizeFor(seed, exact);
        const tests = counted ? (size === 'max' ? 1 + (seed % 3) : 1 + (seed % 6)) : 1;
        const style = styles[seed % styles.length];
        const text = generator.generate(new Rng(seed), { tests, size, style });
        const parsed = problem.parse(new SourceText(text));
        const what = `seed ${seed}, style ${style}, size ${JSON.stringify(size)}`;
        assert.deepEqual(
          parsed.issues.map((i) => `${i.range.start.line + 1}:${i.range.start.col + 1} ${i.message}`),
          [],
          `${what}:\n${text.slice(0, 2000)}`,
        );
        assert.equal(parsed.cases.length, tests, what);
        assert.ok(
          parsed.cases.every((c) => c.valid),
          what,
        );
      }
    });
  }

  for (const example of customExamples()) {
    it(`described ${example.folder}: ${SEEDS} seeds, every style and size, read by a judge's reader and by Grid Lens's`, () => {
      const problem = readDescription(example.description).problem!;
      const generator = describedGenerator(problem);
      const target = describedTarget(example.folder, example.description);
      const styles = [MIX, TRAPS, ...generator.styles.map((s) => s.name)];
      const limits = generator.largestBoard('tiny');
      assert.equal(typeof limits, 'number');
      for (let seed = 0; seed < SEEDS; seed++) {
        // The statement's largest only now and then: some allow boards of a million cells.
        const size = seed % 2999 === 0 ? 'max' : seed % 97 === 0 ? 'medium' : seed % 2 === 0 ? 'tiny' : 'small';
        const tests = problem.description.layout.tests ? 1 + (seed % 4) : 1;
        const style = styles[seed % styles.length];
        const text = generator.generate(new Rng(seed), { tests, size, style });
        let read;
        try {
          read = readAsJudge(problem, text);
        } catch (e) {
          assert.fail(`seed ${seed}, style ${style}, size ${size}: ${(e as Error).message}\n${text.slice(0, 2000)}`);
        }
        assert.equal(read.length, tests);
        const checked: Checked = target.check(text);
        assert.equal(checked.error, undefined, `seed ${seed}, style ${style}, size ${size}: ${checked.error}\n${text.slice(0, 2000)}`);
        assert.equal(checked.answers!.length, tests);
      }
    });
  }
});

describe('generate: the same seed, the same bytes', () => {
  const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
  const files = (seed: number) =>
    BUILT_INS.problems.map((p) => {
      const g = BUILT_INS.generatorOf(p)!;
      return g.generate(new Rng(seed), { tests: p.description.layout.tests ? 20 : 1, size: 'small', style: MIX });
    });

  it('twice in a row, and across seeds different', () => {
    assert.deepEqual(files(7), files(7));
    const a = files(7);
    const b = files(8);
    for (let k = 0; k < a.length; k++) assert.notEqual(a[k], b[k]);
  });

  it('as pinned: a change to what a seed writes is a change to every reproduction a user was given', () => {
    assert.deepEqual(files(2024).map(digest), PINNED);
  });
});

/** The digests of files(2024): pacman, bishop, matrix, zgame. */
const PINNED = ['81d5995063e9f0f8', '28f9efec9e35a969', '590906324fcffbef', 'ff4589c4509d9bf0'];
