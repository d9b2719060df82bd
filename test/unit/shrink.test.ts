// Shrinking with planted predicates ("fails" when the input holds something)
// on generated inputs: the result is the known smallest input that holds it;
// no invalid input ever reaches the predicate; the budget is kept; the same
// input shrinks the same way twice.

import { strict as assert } from 'node:assert';
import type { ProblemDescription } from '../../src/core/description';
import { MIX } from '../../src/core/generate/types';
import { BUILT_INS } from '../../src/core/problems';
import { Rng } from '../../src/core/random';
import { shrink, type ShrinkOptions } from '../../src/core/shrink/shrink';
import { SourceText } from '../../src/core/text/source';
import { CUSTOM, describedTarget } from './described/examples';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The problem's reader finds no issue and every test is valid. */
function validFor(id: string): (text: string) => boolean {
  const problem = BUILT_INS.byId(id)!;
  return (text) => {
    const parsed = problem.parse(new SourceText(text));
    return parsed.issues.every((i) => i.severity !== 'error') && parsed.cases.length > 0 && parsed.cases.every((c) => c.valid);
  };
}

/** Shrinks with `holds` as the failure, asserting that every input it is asked about is valid. */
async function shrinkWith(id: string, text: string, holds: (boards: string[][]) => boolean, extra: Partial<ShrinkOptions> = {}) {
  const problem = BUILT_INS.byId(id)!;
  const valid = validFor(id);
  let asked = 0;
  const result = await shrink(text, {
    description: problem.description,
    valid,
    fails: async (candidate) => {
      asked++;
      assert.ok(valid(candidate), `an invalid input reached the program:\n${candidate}`);
      return holds(boardsOf(problem.description, candidate));
    },
    ...extra,
  });
  return { ...result, asked };
}

/** Each test's board rows, read plainly: the rows are the lines of board characters. */
function boardsOf(description: ProblemDescription, text: string): string[][] {
  const letters = new Set(description.cells.map((c) => c.ch));
  const boards: string[][] = [];
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const isRow = line !== '' && [...line].every((ch) => letters.has(ch));
    if (isRow) (current ??= []).push(line);
    else if (current) {
      boards.push(current);
      current = undefined;
    }
  }
  if (current) boards.push(current);
  return boards;
}

function generated(id: string, seed: number, tests: number, size: 'tiny' | 'small' = 'small'): string {
  const problem = BUILT_INS.byId(id)!;
  return BUILT_INS.generatorOf(problem)!.generate(new Rng(seed), { tests, size, style: MIX });
}

describe('shrink: planted failures shrink to known smallest inputs', function () {
  this.timeout(60_000);

  it('zgame, "fails when some cell is A": one test, one cell, A', async () => {
    for (let seed = 0; seed < 20; seed++) {
      const text = generated('zgame', seed, 10);
      const hasA = (boards: string[][]) => boards.some((b) => b.join('').includes('A'));
      if (!hasA(boardsOf(BUILT_INS.byId('zgame')!.description, text))) continue;
      const r = await shrinkWith('zgame', text, hasA);
      assert.equal(r.text, '1\n1 1\nA\n', `seed ${seed}`);
      assert.equal(r.minimal, true);
      assert.equal(r.runs, r.asked);
    }
  });

  // Three pieces in a row need a board three wide; from a wider one the shrinker gets there, from a
  // 2 × 2 one (no row or column of it without a piece) it cannot: at most four cells, one of them floor.
  it('pacman, "fails when a vampire is on the board": P, F and V on three or four cells, no wall', async () => {
    let shrunk = 0;
    for (let seed = 0; seed < 20; seed++) {
      const text = generated('pacman', seed, 20);
      const hasV = (boards: string[][]) => boards.some((b) => b.join('').includes('V'));
      if (!hasV(boardsOf(BUILT_INS.byId('pacman')!.description, text))) continue;
      const r = await shrinkWith('pacman', text, hasV);
      const [board] = boardsOf(BUILT_INS.byId('pacman')!.description, r.text);
      assert.equal(r.text.split('\n')[0], '1');
      assert.match([...board.join('')].sort().join(''), /^\.?FPV$/, r.text);
      const cells = board.length * board[0].length;
      assert.ok(cells === 4 || board.length === 1 || board[0].length === 1, r.text);
      shrunk++;
    }
    assert.ok(shrunk >= 10);
  });

  it('bishop, "fails when A and B are on squares of different colours": the 2 × 2 board, empty', async () => {
    const description = BUILT_INS.byId('bishop')!.description;
    const differ = (text: string) => {
      const [, ax, ay, bx, by] = text.split(/\s+/).map(Number);
      return (ax + ay + bx + by) % 2 === 1;
    };
    let shrunk = 0;
    for (let seed = 0; seed < 60; seed++) {
      const text = BUILT_INS.generatorOf(BUILT_INS.byId('bishop')!)!.generate(new Rng(seed), { tests: 1, size: 'small', style: 'other-colour' });
      assert.ok(differ(text));
      const problem = BUILT_INS.byId('bishop')!;
      const r = await shrink(text, { description, valid: validFor('bishop'), fails: async (t) => differ(t) });
      assert.equal(problem.parse(new SourceText(r.text)).issues.length, 0);
      assert.match(r.text, /^2\n\d \d\n\d \d\n\.\.\n\.\.\n$/, r.text);
      assert.ok(differ(r.text));
      shrunk++;
    }
    assert.equal(shrunk, 60);
  });

  it('matrix, "fails when a wall is left": one scenario, one wall, no phone; the 8 × 8 board stays', async () => {
    const text = generated('matrix', 3, 12);
    const walled = (boards: string[][]) => boards.some((b) => b.join('').includes('#'));
    const r = await shrinkWith('matrix', text, walled);
    const [board, ...more] = boardsOf(BUILT_INS.byId('matrix')!.description, r.text);
    assert.deepEqual(more, []);
    assert.equal(board.length, 8);
    const cells = board.join('');
    assert.equal(cells.replace(/[^#]/g, ''), '#');
    assert.equal(cells.replace(/[^A]/g, ''), 'AA');
    assert.equal(cells.replace(/[^M]/g, ''), 'M');
    assert.ok(!cells.includes('P'));
    // The statement's blank line after each scenario is kept.
    assert.match(r.text, /\n\n$/);
  });

  it('cases: two tests that fail only together are both kept, the failing one alone goes first', async () => {
    const description = BUILT_INS.byId('zgame')!.description;
    const text = generated('zgame', 11, 30, 'tiny');
    const boards = boardsOf(description, text);
    // Two particular boards of the file, by their content.
    const [x, y] = [boards[6].join('/'), boards[21].join('/')];
    const both = (bs: string[][]) => bs.some((b) => b.join('/') === x) && bs.some((b) => b.join('/') === y);
    const r = await shrink(text, { description, valid: validFor('zgame'), fails: async (t) => both(boardsOf(description, t)), suspect: 6 });
    assert.equal(boardsOf(description, r.text).length, 2);
    const alone = await shrinkWith('zgame', text, (bs) => bs.some((b) => b.join('/') === x) && bs.length === 1, { suspect: 6 });
    // The suspect alone holds: one run settles the cases.
    assert.equal(boardsOf(description, alone.text).length, 1);
  });

  it('keeps its budget of runs, and then says the result may not be minimal', async () => {
    const text = generated('pacman', 4, 50);
    const r = await shrinkWith('pacman', text, (boards) => boards.some((b) => b.join('').includes('V')), { maxRuns: 5 });
    assert.equal(r.runs, 5);
    assert.equal(r.minimal, false);
    assert.ok(validFor('pacman')(r.text));
    const timed = await shrinkWith('pacman', text, () => true, { maxMs: 0 });
    assert.deepEqual([timed.runs, timed.minimal, timed.text], [0, false, text]);
  });

  it('shrinks the same input the same way twice', async () => {
    const text = generated('pacman', 9, 40);
    const holds = (boards: string[][]) => boards.some((b) => b.join('').split('V').length > 2 && b.length > 1);
    const a = await shrinkWith('pacman', text, holds);
    const b = await shrinkWith('pacman', text, holds);
    assert.deepEqual([a.text, a.runs], [b.text, b.runs]);
  });

  it('a described problem: squares at fixed cells stay valid; "fails when a 9 is on the board" leaves one cell, 9', async () => {
    const file = join(CUSTOM, 'specialmud', 'specialmud.grid-problem.json');
    const target = describedTarget(file, readFileSync(file, 'utf8'));
    const text = '3\n4\n1234\n5698\n0000\n';
    const r = await shrink(text, {
      description: target.description,
      valid: (t) => target.check(t).error === undefined,
      fails: async (t) => /9/.test(t.split('\n').slice(2).join('')),
    });
    assert.equal(r.text, '1\n1\n9\n');
  });
});
