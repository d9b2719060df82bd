import { strict as assert } from 'node:assert';
import { matchGlob } from '../../src/core/glob';

describe('association globs', () => {
  const cases: [string, string, boolean][] = [
    ['*.in', '/home/u/p/tests/03.in', true],
    ['*.in', '/home/u/p/tests/03.ans', false],
    ['**/bishop/*.in', '/home/u/p/bishop/01.in', true],
    ['**/bishop/*.in', 'bishop/01.in', true],
    ['**/bishop/*.in', '/home/u/p/bishop/deep/01.in', false],
    ['**/bishop/**', '/home/u/p/bishop/deep/01.in', true],
    ['tests/*.txt', '/home/u/p/tests/a.txt', true],
    ['tests/*.txt', '/home/u/p/other/a.txt', false],
    ['tests/{a,b}.txt', 'tests/b.txt', true],
    ['tests/{a,b}.txt', 'tests/c.txt', false],
    ['0?.in', '/x/07.in', true],
    ['0?.in', '/x/107.in', false],
    ['a.b', '/x/aXb', false],
    ['C:\\tests\\*.in', 'C:\\tests\\1.in', false],
  ];
  for (const [glob, path, want] of cases) {
    it(`${glob} ${want ? 'matches' : 'does not match'} ${path}`, () => assert.equal(matchGlob(glob, path), want));
  }
  it('accepts Windows separators in the path', () => assert.equal(matchGlob('**/bishop/*.in', 'C:\\p\\bishop\\1.in'), true));
});
